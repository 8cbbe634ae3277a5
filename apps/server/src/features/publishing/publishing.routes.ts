import {
  inboxEndpoints,
  instagramRepliesEndpoints,
  publishingEndpoints as endpoints,
  uploadKinds,
} from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireInstagramAccount, sessionActor } from '../../platform/http/request-context.ts';
import type { PublishingService } from './publishing.service.ts';

export function publishingRoutes(router: EndpointRouter, { publishing }: { publishing: PublishingService }) {
  router.route(endpoints.savePost, async ({ request, body }) => ({
    post: await publishing.savePost(sessionActor(request), body),
  }));
  router.route(endpoints.preflight, async ({ request, body }) => ({
    problems: await publishing.preflight(sessionActor(request), body),
  }));
  router.route(endpoints.listPosts, ({ request, query }) => publishing.listPosts(sessionActor(request), query));
  router.route(endpoints.getPost, async ({ request, params }) => ({
    post: await publishing.getPost(sessionActor(request), params.id),
  }));
  router.route(endpoints.deletePost, ({ request, params }) => publishing.deletePost(sessionActor(request), params.id));
  router.route(endpoints.publishNow, async ({ request, params }) => ({
    post: await publishing.publishNow(sessionActor(request), params.id),
  }));
  router.route(endpoints.reschedule, async ({ request, params, body }) => ({
    post: await publishing.reschedule(sessionActor(request), params.id, body.scheduled_at),
  }));
  router.route(endpoints.uploadMedia, async ({ request, body }) => ({
    media: await publishing.recordUploadedMedia(sessionActor(request), {
      fileUrl: body.file_url,
      isMultipart: request.isMultipart(),
      kinds: ['image', 'video'],
    }),
  }));
  // A message's attachment is stored like a post's media (the same files, the same owner), of any kind.
  router.route(inboxEndpoints.uploadAttachment, async ({ request, body }) => ({
    media: await publishing.recordUploadedMedia(sessionActor(request), {
      fileUrl: body.file_url,
      isMultipart: request.isMultipart(),
      kinds: uploadKinds,
    }),
  }));
  router.route(endpoints.listTemplates, async ({ request, query }) => ({
    templates: await publishing.listTemplates(sessionActor(request), query.network),
  }));
  router.route(endpoints.saveTemplate, async ({ request, body }) => ({
    template: await publishing.saveTemplate(sessionActor(request), body),
  }));
  router.route(endpoints.deleteTemplate, ({ request, params }) =>
    publishing.deleteTemplate(sessionActor(request), params.id),
  );
  // The request context checked that the caller owns the page in the path and the account in `insta-id`.
  router.route(endpoints.nativeScheduledPosts, async ({ request, context }) => ({
    posts: await publishing.nativeScheduledPosts(sessionActor(request), context.pageId),
  }));
  router.route(endpoints.publishNativeNow, ({ request, context, params }) =>
    publishing.publishNativeNow(sessionActor(request), context.pageId, params.postId),
  );
  router.route(endpoints.deleteNative, ({ request, context, params }) =>
    publishing.deleteNative(sessionActor(request), context.pageId, params.postId),
  );
  router.route(endpoints.instagramStories, async ({ request, params }) => ({
    stories: await publishing.instagramStories(sessionActor(request), params.id),
  }));
  router.route(endpoints.hashtagSearch, ({ request, context, query }) =>
    publishing.searchHashtag(sessionActor(request), requireInstagramAccount(context), query.q, query.kind),
  );
  router.route(endpoints.hashtagUsage, ({ request, context }) =>
    publishing.hashtagUsage(sessionActor(request), requireInstagramAccount(context)),
  );
  router.route(instagramRepliesEndpoints.posts, ({ request, context, query }) =>
    publishing.instagramPosts(sessionActor(request), requireInstagramAccount(context), query),
  );
  router.route(instagramRepliesEndpoints.processComment, ({ request, context, params, body }) =>
    publishing.setInstagramComments(
      sessionActor(request),
      requireInstagramAccount(context),
      params.mediaId,
      body.comment_enabled,
    ),
  );
}
