import type { CommenterPostDetail } from '@app/contract';
import type { EngagementDeps } from './engagement-deps.ts';
import { engagementPage, featureStates, toCommenterPostDto } from './engagement-state.ts';

const recentActionsShown = 50;

/** One post of the page commenter, with the latest answers and likes on it. */
export async function getCommenterPost(
  deps: EngagementDeps,
  pageId: number | null,
  postId: string,
): Promise<CommenterPostDetail> {
  const { engagement } = deps;
  const page = await engagementPage(deps, pageId);
  const [features, post, counts, recent] = await Promise.all([
    featureStates(deps, page.id),
    engagement.commenterPost(page.id, postId),
    engagement.commenterCounts(page.id),
    engagement.recentOnPost(page.id, postId, recentActionsShown),
  ]);
  return {
    feature: features.commenter,
    post: post ? toCommenterPostDto(post, counts.get(post.metaPostId)) : null,
    recent: recent.map((action) => ({
      comment_id: action.request.commentId,
      kind: action.kind as 'commenter_reply' | 'like_comment',
      status: action.status,
      message: action.request.message ?? null,
      error: action.errorMessage,
      at: (action.sentAt ?? action.createdAt).toISOString(),
    })),
  };
}
