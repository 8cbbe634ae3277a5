import { matchComment, type ReplyCampaignSettings, type TrailReason } from '@app/contract';
import { normalizeCommentId } from '../../webhooks/index.ts';
import { pickPublicReplies, privateMessageOf, toMessengerMessage } from '../reply-messages.ts';
import type { PlannedAction, TrailInsert } from '../trail/trail.repository.ts';
import type { IncomingComment } from './incoming-comment.ts';

/** Meta accepts a private reply to a comment for 7 days. */
export const privateReplyWindowMs = 7 * 86_400_000;

/** The campaign as its rules need it. */
export type CampaignRules = { id: number; pageId: number; stopAt: Date | null; settings: ReplyCampaignSettings };

/** What the engine loaded before deciding. */
export type CommentFacts = {
  now: Date;
  /** The campaign's public reply texts: its comment template's when it has one, else its own. */
  publicTexts: readonly string[];
  /** Picks the public texts; Math.random unless a test fixes it. */
  random?: () => number;
};

/**
 * The trail row to write (null: the comment is the page's own, nothing is written) and the replies to send. Each
 * action counts as one reply against the monthly quota (3 public replies and a private one use 4). The trail row
 * is final unless the store turns it into "skipped" (`oncePerPerson` and the person was answered before, or the
 * quota is used up).
 */
export type CommentDecision = { trail: TrailInsert | null; actions: PlannedAction[] };

/** Every rule of a comment reply campaign for one comment, without I/O: the engine loads the facts and stores this. */
export function decideComment(campaign: CampaignRules, comment: IncomingComment, facts: CommentFacts): CommentDecision {
  const { settings } = campaign;
  // The page's own comments (our public replies come back as feed events) are not customers: no trail, no reply.
  if (comment.byPage) return { trail: null, actions: [] };
  // Facebook comment ids come as {postId}_{commentId} or bare: the once-only guard and the keys use the bare one;
  // the trail also keeps Meta's id as given, which is what the owner sees.
  const commentKey = normalizeCommentId(comment.id);
  const base = {
    campaignId: campaign.id,
    pageId: campaign.pageId,
    commentId: commentKey,
    metaCommentId: comment.id,
    commenterId: comment.fromId,
    commenterName: comment.fromName,
    commentText: comment.text,
    commentedAt: comment.createdAt,
  };
  const nothingToSend = (trail: TrailInsert): CommentDecision => ({ trail, actions: [] });
  const skip = (reason: TrailReason) => nothingToSend({ ...base, decision: 'skipped', reason });

  if (comment.parentId && comment.parentId !== comment.postId) return skip('not-top-level');
  const ended = campaign.stopAt !== null && campaign.stopAt <= facts.now;
  const endMessage = settings.schedule?.message ?? null;
  if (ended && !endMessage) return skip('campaign-ended');

  const match = matchComment(comment.text, { keywords: settings.keywords, filterWords: settings.filter_words });
  if (match.decision === 'filtered')
    return nothingToSend({ ...base, decision: 'filtered', reason: 'filter-word', matchedWord: match.word });
  const matched = match.decision === 'matched';
  const decision = matched ? ('matched' as const) : ('not_matching' as const);
  const matchedWord = matched ? match.keyword : null;

  // Unless the campaign answers a person several times, storing the trail turns this comment into
  // "skipped: already-answered-person" when that person was answered before.
  const oncePerPerson = !settings.enable_multiple;
  // A matched comment gets `comment_number` public replies, each a different text of the list (fewer when the
  // list has fewer); the stop message and the not-matching reply are one text, posted once.
  const publicTexts = ended
    ? [endMessage ?? '']
    : matched
      ? settings.comment_enabled
        ? pickPublicReplies(facts.publicTexts, settings.comment_number, facts.random)
        : []
      : settings.not_matching_reply
        ? [settings.not_matching_reply]
        : [];
  const hasPublic = publicTexts.length > 0;
  const tooOld = comment.createdAt !== null && facts.now.getTime() - comment.createdAt.getTime() > privateReplyWindowMs;
  const sendPrivate = matched && !ended && settings.message_enabled && !tooOld;
  if (!hasPublic && !sendPrivate) {
    const reason: TrailReason = !matched
      ? 'no-not-matching-reply'
      : tooOld && settings.message_enabled
        ? 'older-than-7-days'
        : 'nothing-to-send';
    return nothingToSend({ ...base, decision, matchedWord, reason, oncePerPerson });
  }

  const postUrl = settings.include_url ? `https://www.facebook.com/${comment.postId}` : null;
  const actions: PlannedAction[] = [];
  // The first public reply keeps the key it always had (`…:public`), so actions stored before stay the same.
  publicTexts.forEach((message, index) => {
    actions.push({
      idempotencyKey: `reply:${campaign.id}:${commentKey}:public${index === 0 ? '' : `:${index + 1}`}`,
      kind: 'public_reply',
      request: { commentId: comment.id, message },
    });
  });
  if (sendPrivate) {
    actions.push({
      idempotencyKey: `reply:${campaign.id}:${commentKey}:private`,
      kind: 'private_reply',
      request: {
        commentId: comment.id,
        messengerMessage: toMessengerMessage(privateMessageOf(settings), postUrl),
        ...(settings.flow_id ? { flowId: settings.flow_id } : {}),
      },
    });
  }
  return {
    trail: {
      ...base,
      decision,
      matchedWord,
      publicStatus: hasPublic ? 'pending' : 'none',
      privateStatus: sendPrivate ? 'pending' : 'none',
      // A comment read back late, past Meta's 7 days: the public reply goes, the trail says why no private one.
      ...(tooOld && matched && !ended && settings.message_enabled ? { reason: 'older-than-7-days' as const } : {}),
      oncePerPerson,
    },
    actions,
  };
}
