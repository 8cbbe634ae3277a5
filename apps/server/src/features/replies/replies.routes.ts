import { repliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { RepliesService } from './replies.service.ts';

export function repliesRoutes(router: EndpointRouter, { replies }: { replies: RepliesService }) {
  router.route(endpoints.saveCampaign, async ({ context, body }) => ({
    campaign: await replies.saveCampaign(context.pageId, body, context.locale),
  }));
  router.route(endpoints.listCampaigns, async ({ context }) => ({
    campaigns: await replies.list(context.pageId, context.locale),
  }));
  router.route(endpoints.getCampaign, ({ context, params, query }) =>
    replies.get(
      context.pageId,
      params.id,
      { page: query.trail_page, limit: query.trail_limit, q: query.q },
      context.locale,
    ),
  );
  router.route(endpoints.changeCampaignStatus, async ({ context, params, query }) => ({
    campaign: await replies.changeStatus(context.pageId, params.id, query.status, context.locale),
  }));
  router.route(endpoints.deleteCampaign, ({ context, params }) => replies.remove(context.pageId, params.id));
  router.route(endpoints.dependencies, ({ context }) => replies.dependencies(context.pageId));
  router.route(endpoints.setCommentHidden, ({ context, params, body }) =>
    replies.setCommentHidden(context.pageId, params.commentId, body.hidden, body.post_id),
  );
  router.route(endpoints.postComments, ({ context, params, query }) =>
    replies.postComments(context.pageId, params.postId, query),
  );
  // The request context checked that the caller owns the page in the path or the header.
  router.route(endpoints.pagePosts, ({ context }) => replies.posts(context.pageId));
  router.route(endpoints.reports, ({ context, query }) => replies.reports(context.pageId, query));

  router.route(endpoints.listReplyTemplates, async ({ context }) => ({
    templates: await replies.listReplyTemplates(context.pageId),
  }));
  router.route(endpoints.getReplyTemplate, async ({ context, params }) => ({
    template: await replies.getReplyTemplate(context.pageId, params.id),
  }));
  router.route(endpoints.saveReplyTemplate, async ({ context, body }) => ({
    template: await replies.saveReplyTemplate(context.pageId, body),
  }));
  router.route(endpoints.deleteReplyTemplate, ({ context, params }) =>
    replies.deleteReplyTemplate(context.pageId, params.id),
  );

  router.route(endpoints.listCommentTemplates, async ({ context }) => ({
    templates: await replies.listCommentTemplates(context.pageId),
  }));
  router.route(endpoints.saveCommentTemplate, async ({ context, body }) => ({
    template: await replies.saveCommentTemplate(context.pageId, body),
  }));
  router.route(endpoints.deleteCommentTemplate, ({ context, params }) =>
    replies.deleteCommentTemplate(context.pageId, params.id),
  );
}
