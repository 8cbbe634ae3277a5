import type { PostInput, PostListQuery, PostNetwork, PostTemplateInput } from '@app/contract/publishing';
import type { UploadKind } from '@app/contract/uploads';
import { hashtagUsage, searchHashtag } from './meta/hashtags.ts';
import { instagramPosts, requireOwnInstagramMedia, setInstagramComments } from './meta/instagram-posts.ts';
import { instagramStories } from './meta/instagram-stories.ts';
import { deleteNative, listNativeScheduledPosts, publishNativeNow } from './meta/native-scheduled-posts.ts';
import { deleteTemplate, listTemplates, saveTemplate } from './templates/post-templates.ts';
import { recordUploadedMedia } from './media/upload-media.ts';
import { deletePost, getPost, listPosts, publishNow, reschedule } from './posts/post-actions.ts';
import { createPublishingDeps, type PublishingServiceDeps } from './publishing-deps.ts';
import { preflightPost, savePost } from './posts/save-post.ts';
import type { Actor } from './targets/targets.repository.ts';

export type { PublishingServiceDeps } from './publishing-deps.ts';
export type { Actor } from './targets/targets.repository.ts';

/**
 * Posts, media, templates, Meta's native scheduled posts, Instagram posts (comments on or off), stories and
 * hashtags, for their owner.
 */
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
    recordUploadedMedia: <Kind extends UploadKind>(
      actor: Actor,
      upload: { fileUrl: string; isMultipart: boolean; kinds: readonly Kind[] },
    ) => recordUploadedMedia(deps, actor, upload),
    listTemplates: (actor: Actor, network: PostNetwork | undefined) => listTemplates(deps, actor, network),
    saveTemplate: (actor: Actor, input: PostTemplateInput) => saveTemplate(deps, actor, input),
    deleteTemplate: (actor: Actor, id: number) => deleteTemplate(deps, actor, id),
    nativeScheduledPosts: (actor: Actor, pageId: number | null) => listNativeScheduledPosts(deps, actor, pageId),
    publishNativeNow: (actor: Actor, pageId: number | null, postId: string) =>
      publishNativeNow(deps, actor, pageId, postId),
    deleteNative: (actor: Actor, pageId: number | null, postId: string) => deleteNative(deps, actor, pageId, postId),
    instagramStories: (actor: Actor, accountId: number) => instagramStories(deps, actor, accountId),
    searchHashtag: (actor: Actor, accountId: number, name: string, kind: 'top' | 'recent') =>
      searchHashtag(deps, actor, accountId, name, kind),
    hashtagUsage: (actor: Actor, accountId: number) => hashtagUsage(deps, actor, accountId),
    instagramPosts: (actor: Actor, accountId: number, page: { after?: string; limit: number }) =>
      instagramPosts(deps, actor, accountId, page),
    setInstagramComments: (actor: Actor, accountId: number, mediaId: string, enabled: boolean) =>
      setInstagramComments(deps, actor, accountId, mediaId, enabled),
    requireOwnInstagramMedia: async (actor: Actor, accountId: number, mediaId: string) => {
      await requireOwnInstagramMedia(deps, actor, accountId, mediaId);
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
