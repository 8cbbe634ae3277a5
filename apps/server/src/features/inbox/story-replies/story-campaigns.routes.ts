import { instagramStoryRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import type { StoryCampaignsService } from './story-campaigns.service.ts';
import { viewerOf } from './story-quick-replies.routes.ts';

export function storyCampaignsRoutes(router: EndpointRouter, { campaigns }: { campaigns: StoryCampaignsService }) {
  router.route(endpoints.stories, ({ request, context }) =>
    campaigns.stories(context.instagramAccountId, viewerOf(request)),
  );
  router.route(endpoints.getCampaign, ({ context, params }) =>
    campaigns.get(context.instagramAccountId, params.id, context.locale),
  );
  router.route(endpoints.saveCampaign, ({ request, context, params, body }) =>
    campaigns.save(context.instagramAccountId, params.id, body, viewerOf(request)),
  );
  router.route(endpoints.deleteCampaign, ({ context, params }) =>
    campaigns.remove(context.instagramAccountId, params.id),
  );
}
