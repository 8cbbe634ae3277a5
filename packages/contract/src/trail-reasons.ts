// Plain values with no zod, so the web app can name the reasons without loading the schemas.

/**
 * Why a comment got no reply, or not the usual one: a closed list, so every reason has a message in every
 * interface language (the web app's `replies.reasons.*`).
 */
export const trailReasons = [
  'not-top-level',
  'campaign-ended',
  'filter-word',
  'no-not-matching-reply',
  'older-than-7-days',
  'nothing-to-send',
  'plan-limit',
  'already-answered-person',
  // Meta refused one reply for this comment or person only; the campaign went on.
  'comment-unavailable',
  'already-replied',
  'not-replyable',
  'person-unavailable',
  'commenter-is-page',
  'outside-messaging-window',
  'attachment-failed',
  'meta-refused-item',
  // The page's automations are paused on our side; they resume when the page is renewed or unblocked.
  'plan-expired',
  'page-blocked',
  'comment-removed',
  // The campaign hid the comment (its "hide comments with a phone number or a link" setting).
  'contains-phone-number',
  'contains-link',
  // Product cards (comment-to-order): the page has no web-view domain, or no store with the chosen items visible.
  'no-order-domain',
  'no-store-items',
] as const;
export type TrailReason = (typeof trailReasons)[number];

/** Why a campaign hides a comment: the trail reasons it shows beside the hidden tag. */
export const commentHideReasons = ['contains-phone-number', 'contains-link'] as const;
export type CommentHideReason = (typeof commentHideReasons)[number];

/** Why a page sends nothing for now: a plan or an admin block (ours), or Meta (a policy block, a missing permission). */
export const pageSendingPauses = ['plan-expired', 'page-blocked', 'policy-block', 'missing-permission'] as const;
export type PageSendingPause = (typeof pageSendingPauses)[number];

/**
 * Why the page gate refuses a page or an Instagram account an action now: ours (deleted, blocked, plan expired, the
 * feature not in the plan) before Meta's (the token refused, a permission refused, sending paused by a policy block).
 */
export const pageStopReasons = [
  'page-deleted',
  'page-blocked',
  'plan-expired',
  'feature-missing',
  'token-invalid',
  'missing-permission',
  'policy-block',
] as const;
export type PageStopReason = (typeof pageStopReasons)[number];
