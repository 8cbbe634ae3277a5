// Plain values with no zod, so the web app can name the reasons without loading the schemas.

/** The two Instagram quick replies: to a person mentioning the account in their story, or replying to its story. */
export const storyQuickReplyKinds = ['story_mention', 'story_reply'] as const;
export type StoryQuickReplyKind = (typeof storyQuickReplyKinds)[number];

/**
 * Why a story mention or reply got no answer. `outside-messaging-window` is also a comment trail reason and is
 * worded there; the others are the quick replies' own.
 */
export const storyQuickReplyReasons = [
  'keyword-miss',
  'already-answered-story',
  'outside-messaging-window',
  'page-cannot-send',
  // The page gate's own stops, named: they resume by themselves (renewal, unblock, the end of Meta's pause).
  'page-blocked',
  'plan-expired',
  'policy-block',
] as const;
export type StoryQuickReplyReason = (typeof storyQuickReplyReasons)[number];

/** What answered a story reply: the account-wide quick reply, or the campaign on that one story. */
export const storyAnswerSources = ['quick-reply', 'story-campaign'] as const;
export type StoryAnswerSource = (typeof storyAnswerSources)[number];
