import { instagramStoryRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import type { StoryCampaignsService } from './story-campaigns.service.ts';
import { sessionActor } from '../../../platform/http/request-context.ts';

export function storyCampaignsRoutes(router: EndpointRouter, { campaigns }: { campaigns: StoryCampaignsService }) {
  router.route(endpoints.stories, ({ request, context }) =>
    campaigns.stories(context.instagramAccountId, sessionActor(request)),
  );
  router.route(endpoints.getCampaign, ({ context, params }) =>
    campaigns.get(context.instagramAccountId, params.storyId, context.locale),
  );
  router.route(endpoints.saveCampaign, ({ request, context, params, body }) =>
    campaigns.save(context.instagramAccountId, params.storyId, body, sessionActor(request)),
  );
  router.route(endpoints.deleteCampaign, ({ context, params }) =>
    campaigns.remove(context.instagramAccountId, params.storyId),
  );
}
