import type { PostInput, PostListQuery, PostNetwork, PostTemplateInput } from '@app/contract/publishing';
import { deleteTemplate, listTemplates, saveTemplate } from './templates/post-templates.ts';
import { recordUploadedMedia } from './media/upload-media.ts';
import { deletePost, getPost, listPosts, publishNow, reschedule } from './posts/post-actions.ts';
import { createPublishingDeps, type PublishingServiceDeps } from './publishing-deps.ts';
import { preflightPost, savePost } from './posts/save-post.ts';
import type { Actor } from './targets/targets.repository.ts';

export type { PublishingServiceDeps } from './publishing-deps.ts';
export type { Actor } from './targets/targets.repository.ts';

/** Posts, media, templates, Meta's native scheduled posts, Instagram stories and hashtags, for their owner. */
export function createPublishingService(serviceDeps: PublishingServiceDeps) {
  const deps = createPublishingDeps(serviceDeps);
  return {
    savePost: (actor: Actor, input: PostInput) => savePost(deps, actor, input),
    preflight: (actor: Actor, input: PostInput) => preflightPost(deps, actor, input),
    getPost: (actor: Actor, postId: number) => getPost(deps, actor, postId),
    listPosts: (actor: Actor, query: PostListQuery) => listPosts(deps, actor, query),
    deletePost: (actor: Actor, postId: number) => deletePost(deps, actor, postId),
    publishNow: (actor: Actor, postId: number) => publishNow(deps, actor, postId),
    reschedule: (actor: Actor, postId: number, scheduledAt: string) => reschedule(deps, actor, postId, scheduledAt),
    recordUploadedMedia: (actor: Actor, fileUrl: string, isMultipart: boolean) =>
      recordUploadedMedia(deps, actor, fileUrl, isMultipart),
    listTemplates: (actor: Actor, network: PostNetwork | undefined) => listTemplates(deps, actor, network),
    saveTemplate: (actor: Actor, input: PostTemplateInput) => saveTemplate(deps, actor, input),
    deleteTemplate: (actor: Actor, id: number) => deleteTemplate(deps, actor, id),
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
