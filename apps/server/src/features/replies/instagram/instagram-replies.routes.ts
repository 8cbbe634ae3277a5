import { instagramRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { requireInstagramAccount, sessionActor } from '../../../platform/http/request-context.ts';
import type { InstagramRepliesService, OwnMediaCheck } from './instagram-replies.service.ts';

// The request context checked that the caller owns the account of the insta-id header, and that Instagram is on.
export function instagramRepliesRoutes(
  router: EndpointRouter,
  { replies, requireOwnMedia }: { replies: InstagramRepliesService; requireOwnMedia: OwnMediaCheck },
) {
  router.route(endpoints.saveCampaign, async ({ request, context, params, body }) => {
    const accountId = requireInstagramAccount(context);
    return {
      campaign: await replies.saveCampaign(accountId, params.mediaId, body, context.locale, () =>
        requireOwnMedia(sessionActor(request), accountId, params.mediaId),
      ),
    };
  });
  router.route(endpoints.listCampaigns, async ({ context }) => ({
    campaigns: await replies.list(requireInstagramAccount(context), context.locale),
  }));
  router.route(endpoints.getCampaign, ({ context, params, query }) =>
    replies.get(
      requireInstagramAccount(context),
      params.id,
      { page: query.trail_page, limit: query.trail_limit, q: query.q },
      context.locale,
    ),
  );
  router.route(endpoints.changeCampaignStatus, async ({ context, params }) => ({
    campaign: await replies.changeStatus(requireInstagramAccount(context), params.id, params.status, context.locale),
  }));
  router.route(endpoints.deleteCampaign, ({ context, params }) =>
    replies.remove(requireInstagramAccount(context), params.id),
  );
  router.route(endpoints.dependencies, ({ context }) => replies.dependencies(requireInstagramAccount(context)));
  router.route(endpoints.setCommentHidden, ({ request, context, params, body }) => {
    const accountId = requireInstagramAccount(context);
    return replies.setCommentHidden(accountId, params.commentId, body.hidden, body.post_id, (mediaId) =>
      requireOwnMedia(sessionActor(request), accountId, mediaId),
    );
  });
  router.route(endpoints.postComments, ({ request, context, params, query }) => {
    const accountId = requireInstagramAccount(context);
    return replies.postComments(accountId, params.mediaId, query, () =>
      requireOwnMedia(sessionActor(request), accountId, params.mediaId),
    );
  });
  router.route(endpoints.reports, ({ context, query }) => replies.reports(requireInstagramAccount(context), query));
  router.route(endpoints.listReplyTemplates, async ({ context }) => ({
    templates: await replies.listReplyTemplates(requireInstagramAccount(context)),
  }));
  router.route(endpoints.getReplyTemplate, async ({ context, params }) => ({
    template: await replies.getReplyTemplate(requireInstagramAccount(context), params.id),
  }));
  router.route(endpoints.saveReplyTemplate, async ({ context, body }) => ({
    template: await replies.saveReplyTemplate(requireInstagramAccount(context), body),
  }));
  router.route(endpoints.deleteReplyTemplate, ({ context, params }) =>
    replies.deleteReplyTemplate(requireInstagramAccount(context), params.id),
  );
}
