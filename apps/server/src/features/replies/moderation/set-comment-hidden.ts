import type { CommentVisibility } from '@app/contract';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { normalizeCommentId } from '../../webhooks/index.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { type ReplyScope, scopePage } from '../scope/reply-scope.ts';
import { isPostOfPage } from './list-post-comments.ts';

/** Meta's Facebook comment id begins with its post's own part: `{post-id}_{comment-id}` for `{page-id}_{post-id}`. */
const isCommentOfPost = (commentId: string, postId: string) => commentId.startsWith(`${postId.split('_')[1]}_`);

/**
 * Hides a comment from everyone but its author (and their friends on Facebook), or shows it again: a comment a
 * campaign of the owner saw (its trail), or one the posts screen listed on one of the scope's posts (`postId`). The
 * page's own comments are never in the trail; a comment of another owner is not found, as every scoped read answers.
 * An Instagram media named by `postId` was confirmed the account's by the caller; Meta's page token itself reaches the
 * account's comments only.
 */
export async function setCommentHidden(
  deps: RepliesDeps,
  scope: ReplyScope,
  metaCommentId: string,
  hidden: boolean,
  postId?: string,
): Promise<CommentVisibility> {
  const { repository, pages, graph } = deps;
  const commentKey = normalizeCommentId(metaCommentId);
  const account = scope.instagramAccount;
  if (!(await repository.trail.ownerSawComment(scope.owner, commentKey))) {
    if (postId === undefined) throw notFound();
    if (!account && !(isPostOfPage(postId, scopePage(scope).metaPageId) && isCommentOfPost(metaCommentId, postId)))
      throw notFound();
  }
  const gate = await pages.check(
    account ? { instagramAccountId: account.id } : { pageId: scopePage(scope).id },
    'moderate-comments',
  );
  if (!gate.open) {
    if (!gate.stop) throw notFound();
    throw pages.stopAnswer(gate.stop, scope.name);
  }
  try {
    await pages.screenCall(scope.page?.id ?? null, scope.name, 'moderate-comments', () =>
      graph.setCommentHidden(
        account ? 'instagram' : 'facebook',
        metaCommentId,
        hidden,
        gate.health.metaPageId,
        gate.token,
        gate.graph,
      ),
    );
  } catch (error) {
    // Meta no longer shows the comment: its author deleted it (or it went with its post).
    if (error instanceof AppError && error.code === 'not-found')
      throw new AppError('not-found', { messageKey: 'comment-gone' });
    throw error;
  }
  await repository.trail.markHidden(scope.owner, commentKey, hidden);
  return { comment_id: metaCommentId, hidden };
}
