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
] as const;
export type TrailReason = (typeof trailReasons)[number];
