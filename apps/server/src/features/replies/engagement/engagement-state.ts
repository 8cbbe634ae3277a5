import type { CommenterPost, PageEngagement } from '@app/contract';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { CommenterPostRow } from '../engagement.repository.ts';
import type { EngagementDeps } from './engagement-deps.ts';

export const engagementPage = async ({ replies }: EngagementDeps, pageId: number | null) =>
  (await requireReplyPage(replies.pages, pageId)).page;

/** Whether the page has the commenter and likes, and since when they are turned on for good. */
export async function featureStates({ engagement }: EngagementDeps, pageId: number) {
  const rows = await engagement.features(pageId);
  const state = (slug: 'comments' | 'likes') => {
    const row = rows.find((feature) => feature.slug === slug);
    return { available: row !== undefined, confirmed_at: row?.confirmedAt?.toISOString() ?? null };
  };
  return { commenter: state('comments'), likes: state('likes') };
}

export function toCommenterPostDto(
  row: CommenterPostRow,
  counts: { sent: number; failed: number } | undefined,
): CommenterPost {
  return {
    post: row.metaPostId,
    post_created_time: row.postCreatedAt.toISOString(),
    enabled: row.enabled,
    comments: row.comments,
    comment_template_id: row.commentTemplateId,
    enabled_at: row.enabledAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    sent: counts?.sent ?? 0,
    failed: counts?.failed ?? 0,
  };
}

/** The page's commenter posts with what the commenter sent, and how many comments it liked this month. */
export async function engagementState(deps: EngagementDeps, pageId: number): Promise<PageEngagement> {
  const { engagement, clock, businessTime } = deps;
  const monthStart = businessTime.startOfMonth(clock.now());
  const [features, posts, counts, liked] = await Promise.all([
    featureStates(deps, pageId),
    engagement.commenterPosts(pageId),
    engagement.commenterCounts(pageId),
    engagement.likedSince(pageId, monthStart),
  ]);
  return {
    page_id: pageId,
    commenter: {
      ...features.commenter,
      posts: posts.map((row) => toCommenterPostDto(row, counts.get(row.metaPostId))),
    },
    likes: { ...features.likes, liked_this_month: liked },
  };
}
