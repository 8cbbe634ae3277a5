import { instagramStoryRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { StoryCampaignsService } from './story-campaigns.service.ts';
import { requireInstagramAccount, sessionActor } from '../../platform/http/request-context.ts';

export function storyCampaignsRoutes(router: EndpointRouter, { campaigns }: { campaigns: StoryCampaignsService }) {
  router.route(endpoints.stories, ({ request, context }) =>
    campaigns.stories(requireInstagramAccount(context), sessionActor(request)),
  );
  router.route(endpoints.getCampaign, ({ context, params }) =>
    campaigns.get(requireInstagramAccount(context), params.storyId, context.locale),
  );
  router.route(endpoints.saveCampaign, ({ request, context, params, body }) =>
    campaigns.save(requireInstagramAccount(context), params.storyId, body, sessionActor(request)),
  );
  router.route(endpoints.deleteCampaign, ({ context, params }) =>
    campaigns.remove(requireInstagramAccount(context), params.storyId),
  );
}
