import type { InstagramPost } from '@app/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { GraphIgPost } from '../../../platform/meta/graph-content.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { instagramAccountOf } from './instagram-stories.ts';
import { callMeta } from './meta-failure.ts';

/** The account of the insta-id header; the comment tools are part of the reply features (the routes'). */
const replyAccount = (deps: PublishingDeps, actor: Actor, accountId: number) =>
  instagramAccountOf(deps, actor, accountId, 'read-posts');

const postOf = (media: GraphIgPost): InstagramPost => ({
  id: media.id,
  caption: media.caption ?? null,
  media_type: media.media_type ?? 'IMAGE',
  media_url: (media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url) ?? media.media_url ?? null,
  permalink: media.permalink ?? null,
  timestamp: media.timestamp ?? null,
  comments_count: media.comments_count ?? null,
  comment_enabled: media.is_comment_enabled ?? true,
});

/** One page of the account's posts and reels as Meta lists them, each with whether comments are on. */
export async function instagramPosts(
  deps: PublishingDeps,
  actor: Actor,
  accountId: number,
  page: { after?: string; limit: number },
) {
  const { account, page: linkedPage, token, graph } = await replyAccount(deps, actor, accountId);
  const answer = await callMeta(deps, linkedPage, 'read-posts', () =>
    deps.graphContent.instagramMedia(account.metaAccountId, token, page, graph),
  );
  return { posts: answer.media.map(postOf), next: answer.next };
}

/** The account's Meta access for one of its posts; a post of another account (by Meta's owner) is not found. */
export async function requireOwnInstagramMedia(deps: PublishingDeps, actor: Actor, accountId: number, mediaId: string) {
  const found = await replyAccount(deps, actor, accountId);
  const { account, page, token, graph } = found;
  const postNotFound = new AppError('not-found', { messageKey: 'instagram-post-not-found' });
  const owner = await callMeta(deps, page, 'read-posts', () =>
    deps.graphContent.instagramMediaOwner(mediaId, token, account.metaAccountId, graph),
  ).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not-found' ? postNotFound : error;
  });
  if (owner !== account.metaAccountId) throw postNotFound;
  return found;
}

/** Turns comments on one of the account's posts on or off; a post of another account is not found. */
export async function setInstagramComments(
  deps: PublishingDeps,
  actor: Actor,
  accountId: number,
  mediaId: string,
  enabled: boolean,
) {
  const { account, page, token, graph } = await requireOwnInstagramMedia(deps, actor, accountId, mediaId);
  await callMeta(deps, page, 'reply-comments', () =>
    deps.graphContent.setCommentEnabled(mediaId, enabled, token, account.metaAccountId, graph),
  );
  return { post: { id: mediaId, comment_enabled: enabled } };
}
