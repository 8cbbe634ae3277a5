import type { PostInput, PostListQuery } from '@app/contract/publishing';
import { recordUploadedMedia } from './media/upload-media.ts';
import { deletePost, getPost, listPosts, publishNow, reschedule } from './posts/post-actions.ts';
import { savePost } from './posts/save-post.ts';
import { createPublishingRepositories, type PublishingDeps, type PublishingServiceDeps } from './publishing-deps.ts';
import type { Actor } from './targets/targets.repository.ts';

export type { PublishingServiceDeps } from './publishing-deps.ts';
export type { Actor } from './targets/targets.repository.ts';

/** Posts, media, templates, Meta's native scheduled posts, Instagram stories and hashtags, for their owner. */
export function createPublishingService(serviceDeps: PublishingServiceDeps) {
  const deps: PublishingDeps = { ...serviceDeps, repositories: createPublishingRepositories(serviceDeps.db) };
  return {
    savePost: (actor: Actor, input: PostInput) => savePost(deps, actor, input),
    getPost: (actor: Actor, postId: number) => getPost(deps, actor, postId),
    listPosts: (actor: Actor, query: PostListQuery) => listPosts(deps, actor, query),
    deletePost: (actor: Actor, postId: number) => deletePost(deps, actor, postId),
    publishNow: (actor: Actor, postId: number) => publishNow(deps, actor, postId),
    reschedule: (actor: Actor, postId: number, scheduledAt: string) => reschedule(deps, actor, postId, scheduledAt),
    recordUploadedMedia: (actor: Actor, fileUrl: string, isMultipart: boolean) =>
      recordUploadedMedia(deps, actor, fileUrl, isMultipart),
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
