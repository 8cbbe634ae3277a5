// Plain values with no zod: the database schema and the web app name them without loading the schemas.

/**
 * How a bot's keywords match a customer's message, all Arabic-aware (the comment engine's normalization):
 * `reply` is the page's default reply (answers a message no other bot matched; keywords unused) unless the bot has a
 * postback id (then it answers only its postback), `exact` the whole
 * message, `contains` a keyword anywhere as a phrase, `starts_with` the message's first words.
 */
export const botKeywordTypes = ['reply', 'exact', 'contains', 'starts_with'] as const;
export type BotKeywordType = (typeof botKeywordTypes)[number];

/** What a bot does when it matches: send its own message, or start a published flow. */
export const botReplyTypes = ['message', 'flow'] as const;
export type BotReplyType = (typeof botReplyTypes)[number];

/** `products`: product cards of the page's store items (comment-to-order), each with its "Order" link. */
export const botMessageTypes = ['text', 'image', 'file', 'buttons', 'cards', 'quick_replies', 'products'] as const;
export type BotMessageType = (typeof botMessageTypes)[number];

/**
 * Why the bot sent nothing for an incoming message (shown translated in the trail). `flow-sent-nothing`: a flow took
 * the message and sent nothing at that step (it waits, or only changed labels or fields, or gave up on a question).
 */
export const botSkipReasons = [
  'bot-disabled',
  'human-takeover',
  'no-match',
  'outside-messaging-window',
  'page-cannot-send',
  'flow-not-published',
  'flow-sent-nothing',
  /** An Instagram ice breaker or menu item named a bot that starts a flow: flows run on Messenger only. */
  'flow-not-on-instagram',
  // The page gate's own stops, named: they resume by themselves (renewal, unblock, the end of Meta's pause).
  'page-blocked',
  'plan-expired',
  'policy-block',
  // Product cards: the page has no web-view domain, or no store with the chosen items visible.
  'no-order-domain',
  'no-store-items',
] as const;
export type BotSkipReason = (typeof botSkipReasons)[number];

/** How the incoming message reached a bot. */
export const botTriggers = [
  'keyword',
  'default-reply',
  'postback',
  'quick-reply',
  'get-started',
  'flow',
  'ref-link',
  'comment',
] as const;
export type BotTrigger = (typeof botTriggers)[number];

/** Why a run stopped. `window-closed`: a step would have sent after Meta's 24-hour window. */
export const flowRunEndReasons = [
  'finished',
  'handover',
  'goto',
  'question-gave-up',
  'window-closed',
  'replaced',
  'step-limit',
] as const;
export type FlowRunEndReason = (typeof flowRunEndReasons)[number];
