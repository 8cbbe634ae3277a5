import { changeEngagement } from './engagement/change-engagement.ts';
import type { EngagementDeps } from './engagement/engagement-deps.ts';
import { getCommenterPost } from './engagement/get-commenter-post.ts';
import { getEngagement } from './engagement/get-engagement.ts';

/** The page commenter and likes (spec section 4): turning them on for good, and choosing the commenter's posts. */
export function createEngagementService(deps: EngagementDeps) {
  return {
    state: (pageId: number | null) => getEngagement(deps, pageId),
    postDetail: (pageId: number | null, postId: string) => getCommenterPost(deps, pageId, postId),
    change: (pageId: number | null, raw: unknown) => changeEngagement(deps, pageId, raw),
  };
}
export type EngagementService = ReturnType<typeof createEngagementService>;
