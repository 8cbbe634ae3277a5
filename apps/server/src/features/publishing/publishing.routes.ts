import { instagramRepliesEndpoints, publishingEndpoints as endpoints } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { Actor, PublishingService } from './publishing.service.ts';

const actorOf = (request: FastifyRequest): Actor => {
  const { user } = requireSession(request);
  return { userId: user.id, isAdmin: user.isAdmin };
};

export function publishingRoutes(router: EndpointRouter, { publishing }: { publishing: PublishingService }) {
  router.route(endpoints.savePost, async ({ request, body }) => ({
    post: await publishing.savePost(actorOf(request), body),
  }));
  router.route(endpoints.preflight, async ({ request, body }) => ({
    problems: await publishing.preflight(actorOf(request), body),
  }));
  router.route(endpoints.listPosts, ({ request, query }) => publishing.listPosts(actorOf(request), query));
  router.route(endpoints.getPost, async ({ request, params }) => ({
    post: await publishing.getPost(actorOf(request), params.id),
  }));
  router.route(endpoints.deletePost, ({ request, params }) => publishing.deletePost(actorOf(request), params.id));
  router.route(endpoints.publishNow, async ({ request, params }) => ({
    post: await publishing.publishNow(actorOf(request), params.id),
  }));
  router.route(endpoints.reschedule, async ({ request, params, body }) => ({
    post: await publishing.reschedule(actorOf(request), params.id, body.scheduled_at),
  }));
  router.route(endpoints.uploadMedia, async ({ request, body }) => ({
    media: await publishing.recordUploadedMedia(actorOf(request), body.file_url, request.isMultipart()),
  }));
  router.route(endpoints.listTemplates, async ({ request, query }) => ({
    templates: await publishing.listTemplates(actorOf(request), query.network),
  }));
  router.route(endpoints.saveTemplate, async ({ request, body }) => ({
    template: await publishing.saveTemplate(actorOf(request), body),
  }));
  router.route(endpoints.deleteTemplate, ({ request, params }) =>
    publishing.deleteTemplate(actorOf(request), params.id),
  );
  // The request context checked that the caller owns the page in the path and the account in `insta-id`.
  router.route(endpoints.nativeScheduledPosts, async ({ request, context }) => ({
    posts: await publishing.nativeScheduledPosts(actorOf(request), context.pageId),
  }));
  router.route(endpoints.publishNativeNow, ({ request, context, params }) =>
    publishing.publishNativeNow(actorOf(request), context.pageId, params.postId),
  );
  router.route(endpoints.deleteNative, ({ request, context, params }) =>
    publishing.deleteNative(actorOf(request), context.pageId, params.postId),
  );
  router.route(endpoints.instagramStories, async ({ request, params }) => ({
    stories: await publishing.instagramStories(actorOf(request), params.id),
  }));
  router.route(endpoints.hashtagSearch, ({ request, context, query }) =>
    publishing.searchHashtag(actorOf(request), context.instagramAccountId, query.q, query.kind),
  );
  router.route(endpoints.hashtagUsage, ({ request, context }) =>
    publishing.hashtagUsage(actorOf(request), context.instagramAccountId),
  );
  router.route(instagramRepliesEndpoints.posts, ({ request, context, query }) =>
    publishing.instagramPosts(actorOf(request), context.instagramAccountId, query),
  );
  router.route(instagramRepliesEndpoints.processComment, ({ request, context, params, body }) =>
    publishing.setInstagramComments(actorOf(request), context.instagramAccountId, params.mediaId, body.comment_enabled),
  );
}
