import { instagramRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { sessionActor } from '../../../platform/http/request-context.ts';
import type { InstagramRepliesService, OwnMediaCheck } from './instagram-replies.service.ts';

// The request context checked that the caller owns the account of the insta-id header.
export function instagramRepliesRoutes(
  router: EndpointRouter,
  { replies, requireOwnMedia }: { replies: InstagramRepliesService; requireOwnMedia: OwnMediaCheck },
) {
  router.route(endpoints.saveCampaign, async ({ request, context, params, body }) => ({
    campaign: await replies.saveCampaign(context.instagramAccountId, params.mediaId, body, context.locale, () =>
      requireOwnMedia(sessionActor(request), context.instagramAccountId, params.mediaId),
    ),
  }));
  router.route(endpoints.listCampaigns, async ({ context }) => ({
    campaigns: await replies.list(context.instagramAccountId, context.locale),
  }));
  router.route(endpoints.getCampaign, ({ context, params, query }) =>
    replies.get(
      context.instagramAccountId,
      params.id,
      { page: query.trail_page, limit: query.trail_limit, q: query.q },
      context.locale,
    ),
  );
  router.route(endpoints.changeCampaignStatus, async ({ context, params }) => ({
    campaign: await replies.changeStatus(context.instagramAccountId, params.id, params.status, context.locale),
  }));
  router.route(endpoints.deleteCampaign, ({ context, params }) =>
    replies.remove(context.instagramAccountId, params.id),
  );
  router.route(endpoints.dependencies, ({ context }) => replies.dependencies(context.instagramAccountId));
  router.route(endpoints.reports, ({ context, query }) => replies.reports(context.instagramAccountId, query));
  router.route(endpoints.listReplyTemplates, async ({ context }) => ({
    templates: await replies.listReplyTemplates(context.instagramAccountId),
  }));
  router.route(endpoints.getReplyTemplate, async ({ context, params }) => ({
    template: await replies.getReplyTemplate(context.instagramAccountId, params.id),
  }));
  router.route(endpoints.saveReplyTemplate, async ({ context, body }) => ({
    template: await replies.saveReplyTemplate(context.instagramAccountId, body),
  }));
  router.route(endpoints.deleteReplyTemplate, ({ context, params }) =>
    replies.deleteReplyTemplate(context.instagramAccountId, params.id),
  );
}
