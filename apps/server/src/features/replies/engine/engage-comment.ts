import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import { createTickBatcher } from '../../../platform/db/tick-batcher.ts';
import type { ActionInsert, ActionRow } from '../actions/actions.repository.ts';
import type { EngagementRepository } from '../engagement.repository.ts';
import { pickPublicReply } from '../reply-messages.ts';
import { normalizeCommentId } from '../../webhooks/index.ts';
import type { IncomingComment } from './incoming-comment.ts';
import type { Engagement, PageContext } from './post-targets.ts';
import type { ReplySender } from './reply-sender.ts';

/**
 * The page commenter and likes for one comment: a like for every comment people leave, and on posts the
 * commenter is on, an answer to each top-level comment that no campaign answered in public.
 */
export function createCommentEngagement(deps: {
  engagement: EngagementRepository;
  insertActions: (values: ActionInsert[]) => Promise<ActionRow[]>;
  reserve: (request: { pageId: number; month: string; replies: number; limit: number | null }) => Promise<boolean>;
  sender: ReplySender;
  clock: Clock;
  businessTime: BusinessTime;
  sendLeaseMs: number;
  random?: () => number;
}) {
  const { insertActions, reserve, sender, clock } = deps;
  // Concurrent comments (one dispatch batch) share the statement.
  const publiclyAnswered = createTickBatcher(deps.engagement.publiclyAnswered);

  return async function engageComment(
    page: PageContext,
    comment: IncomingComment,
    engagement: Engagement,
    campaignIds: number[],
  ) {
    // Likes and the page commenter are a Facebook page's: an account without a page has neither.
    const pageId = page.id;
    if (pageId === null) return;
    const commentKey = normalizeCommentId(comment.id);
    const now = clock.now();
    const common = {
      pageId: page.id,
      campaignId: null,
      trailId: null,
      status: 'sending' as const,
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + deps.sendLeaseMs),
    };
    const wanted: ActionInsert[] = [];
    if (engagement.likes) {
      wanted.push({
        ...common,
        idempotencyKey: `like:${page.id}:${commentKey}`,
        kind: 'like_comment',
        request: { commentId: comment.id, postId: comment.postId },
      });
    }
    const topLevel = !comment.parentId || comment.parentId === comment.postId;
    const message =
      engagement.commenterTexts && topLevel ? pickPublicReply(engagement.commenterTexts, deps.random) : null;
    if (message) {
      const answered = campaignIds.length > 0 && (await publiclyAnswered({ campaignIds, commentId: commentKey }));
      if (!answered) {
        wanted.push({
          ...common,
          idempotencyKey: `commenter:${page.id}:${commentKey}`,
          kind: 'commenter_reply',
          request: { commentId: comment.id, postId: comment.postId, message },
        });
      }
    }
    const actions = await insertActions(wanted);
    const ready: ActionRow[] = [];
    for (const action of actions) {
      // Like campaign replies, the commenter's answers count against the plan's monthly replies; likes do not.
      if (
        action.kind === 'commenter_reply' &&
        !(await reserve({
          pageId,
          month: deps.businessTime.monthOf(now),
          replies: 1,
          limit: page.monthlyLimit,
        }))
      ) {
        await sender.finish(action, { status: 'skipped', error: 'plan-limit' });
        continue;
      }
      ready.push(action);
    }
    sender.inBackground(Promise.all(ready.map((action) => sender.deliver(action, null, page))));
  };
}
