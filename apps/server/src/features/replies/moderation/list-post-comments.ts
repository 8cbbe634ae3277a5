import type { PostComments } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { type ReplyScope, scopePage } from '../scope/reply-scope.ts';

/** A Facebook post is the page's when Meta's id begins with the page's: no call to Meta is needed to refuse another's. */
export const isPostOfPage = (postId: string, metaPageId: string) => postId.startsWith(`${metaPageId}_`);

/**
 * One page of a post's most recent comments as Meta returns them, for hiding from the posts screens. The post must be
 * the scope's: a Facebook post of another page is not found here, an Instagram media was confirmed by the caller.
 */
export async function listPostComments(
  deps: RepliesDeps,
  scope: ReplyScope,
  postId: string,
  page: { after?: string; limit: number },
): Promise<PostComments> {
  const { graph, pages } = deps;
  const account = scope.instagramAccount;
  if (!account && !isPostOfPage(postId, scopePage(scope).metaPageId)) throw notFound();
  const gate = await pages.check(
    account ? { instagramAccountId: account.id } : { pageId: scopePage(scope).id },
    'moderate-comments',
  );
  if (!gate.open) throw gate.stop ? pages.stopAnswer(gate.stop, scope.name) : notFound();
  // An account linked with Instagram Login has no page: its own id keys Meta's limits, its host answers.
  const limitKey = scope.page?.metaPageId ?? account!.metaAccountId;
  const answer = await pages.screenCall(scope.page?.id ?? null, scope.name, 'moderate-comments', () =>
    graph.postCommentsPage(account ? 'instagram' : 'facebook', postId, gate.token, limitKey, page, gate.graph),
  );
  const ownId = account ? account.metaAccountId : scopePage(scope).metaPageId;
  return {
    comments: answer.comments.map((comment) => ({
      id: comment.id,
      author: comment.author,
      text: comment.text,
      created_time: comment.createdTime,
      hidden: comment.hidden,
      own: comment.authorId === ownId,
    })),
    next: answer.after,
  };
}
