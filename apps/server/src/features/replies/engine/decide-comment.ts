import {
  findContactDetail,
  matchComment,
  type CommentHideReason,
  type ReplyCampaignSettings,
  type TrailReason,
} from '@app/contract';
import { normalizeCommentId } from '../../webhooks/index.ts';
import { pickPublicReplies, privateMessageOf, toMessengerMessage } from '../reply-messages.ts';
import type { PlannedAction, TrailInsert } from '../trail/trail.repository.ts';
import type { IncomingComment } from './incoming-comment.ts';

/** Meta accepts a private reply to a comment for 7 days. */
export const privateReplyWindowMs = 7 * 86_400_000;

/** The campaign as its rules need it. */
export type CampaignRules = {
  id: number;
  /** The sending page; null for an Instagram account linked with Instagram Login. */
  pageId: number | null;
  stopAt: Date | null;
  settings: ReplyCampaignSettings;
  /** The post's address as Meta gave it when the campaign was saved with "include URL". */
  postPermalink: string | null;
};

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
export type CommentDecision = {
  trail: TrailInsert | null;
  actions: PlannedAction[];
  /** Hiding the comment: not a reply, so outside the quota; present only when the campaign hides it. */
  hide?: PlannedAction;
};

/**
 * "Hide comments that contain a phone number or a link": every comment the campaign sees while it runs (matching
 * or not, filtered, nested, a person answered before), since a hidden comment only stops the public from seeing it.
 */
function hideReasonOf(settings: ReplyCampaignSettings, text: string): CommentHideReason | null {
  if (!settings.hide_contact_comments) return null;
  const found = findContactDetail(text);
  return found === 'phone-number' ? 'contains-phone-number' : found === 'link' ? 'contains-link' : null;
}

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
  const ended = campaign.stopAt !== null && campaign.stopAt <= facts.now;
  const hideReason = ended ? null : hideReasonOf(settings, comment.text);
  const hidden = hideReason
    ? {
        hide: {
          idempotencyKey: `hide:${campaign.id}:${commentKey}`,
          kind: 'hide_comment' as const,
          request: { commentId: comment.id },
        },
      }
    : {};
  const hiding = hideReason ? { hideStatus: 'pending' as const, hideReason } : {};
  const nothingToSend = (trail: TrailInsert): CommentDecision => ({
    trail: { ...trail, ...hiding },
    actions: [],
    ...hidden,
  });
  const skip = (reason: TrailReason) => nothingToSend({ ...base, decision: 'skipped', reason });

  if (comment.parentId && comment.parentId !== comment.postId) return skip('not-top-level');
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
  // A hidden comment gets no public reply: it would show under a comment the public no longer sees (and Instagram
  // refuses replies to hidden comments). Its private reply is still sent.
  const publicTexts = hideReason
    ? []
    : ended
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
    const reason: TrailReason = hideReason
      ? hideReason
      : !matched
        ? 'no-not-matching-reply'
        : tooOld && settings.message_enabled
          ? 'older-than-7-days'
          : 'nothing-to-send';
    return nothingToSend({ ...base, decision, matchedWord, reason, oncePerPerson });
  }

  // Campaigns saved before the permalink was kept link the post on facebook.com as they always did.
  const postUrl = settings.include_url
    ? (campaign.postPermalink ?? `https://www.facebook.com/${comment.postId}`)
    : null;
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
        ...(settings.message_type === 'products'
          ? { productItemIds: settings.item_ids }
          : { messengerMessage: toMessengerMessage(privateMessageOf(settings), postUrl) }),
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
      ...hiding,
      oncePerPerson,
    },
    actions,
    ...hidden,
  };
}
