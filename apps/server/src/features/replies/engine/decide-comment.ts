import { matchComment, type ReplyCampaignSettings, type TrailReason } from '@app/contract';
import { normalizeCommentId } from '../../webhooks/index.ts';
import { pickPublicReply, privateMessageOf, toMessengerMessage } from '../reply-messages.ts';
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
  /** Picks one of the public texts; Math.random unless a test fixes it. */
  random?: () => number;
};

/**
 * The trail row to write (null: the comment is the page's own, nothing is written) and the replies to send. Each
 * action counts as one reply against the monthly quota. The trail row is final unless the store turns it into
 * "skipped" (`oncePerPerson` and the person was answered before, or the quota is used up).
 */
export type CommentDecision = { trail: TrailInsert | null; actions: PlannedAction[] };

/** Every rule of a comment reply campaign for one comment, without I/O: the engine loads the facts and stores this. */
export function decideComment(campaign: CampaignRules, comment: IncomingComment, facts: CommentFacts): CommentDecision {
  const { settings } = campaign;
  // The page's own comments (our public replies come back as feed events) are not customers: no trail, no reply.
  if (comment.byPage) return { trail: null, actions: [] };
  // Facebook comment ids come as {postId}_{commentId} or bare: the trail and the keys use the bare one.
  const commentKey = normalizeCommentId(comment.id);
  const base = {
    campaignId: campaign.id,
    pageId: campaign.pageId,
    commentId: commentKey,
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
  const publicText = ended
    ? endMessage
    : matched
      ? settings.comment_enabled
        ? pickPublicReply(facts.publicTexts, facts.random)
        : null
      : settings.not_matching_reply;
  const tooOld = comment.createdAt !== null && facts.now.getTime() - comment.createdAt.getTime() > privateReplyWindowMs;
  const sendPrivate = matched && !ended && settings.message_enabled && !tooOld;
  if (!publicText && !sendPrivate) {
    const reason: TrailReason = !matched
      ? 'no-not-matching-reply'
      : tooOld && settings.message_enabled
        ? 'older-than-7-days'
        : 'nothing-to-send';
    return nothingToSend({ ...base, decision, matchedWord, reason, oncePerPerson });
  }

  const postUrl = settings.include_url ? `https://www.facebook.com/${comment.postId}` : null;
  const actions: PlannedAction[] = [];
  if (publicText) {
    actions.push({
      idempotencyKey: `reply:${campaign.id}:${commentKey}:public`,
      kind: 'public_reply',
      request: { commentId: comment.id, message: publicText },
    });
  }
  if (sendPrivate) {
    actions.push({
      idempotencyKey: `reply:${campaign.id}:${commentKey}:private`,
      kind: 'private_reply',
      request: { commentId: comment.id, messengerMessage: toMessengerMessage(privateMessageOf(settings), postUrl) },
    });
  }
  return {
    trail: {
      ...base,
      decision,
      matchedWord,
      publicStatus: publicText ? 'pending' : 'none',
      privateStatus: sendPrivate ? 'pending' : 'none',
      oncePerPerson,
    },
    actions,
  };
}
