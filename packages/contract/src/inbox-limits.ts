// Zod-free: the inbox, the composer's window clock and the server read the same numbers.

/** Where a conversation happens: Messenger (a Facebook page) or Instagram Direct (an Instagram account). */
export const inboxChannels = ['messenger', 'instagram'] as const;
export type InboxChannel = (typeof inboxChannels)[number];

/** How a subscriber first reached the page or account. */
export const subscriberSources = [
  'message',
  'comment',
  'postback',
  'get_started',
  'ad',
  'referral',
  'story_mention',
  'story_reply',
] as const;
export type SubscriberSource = (typeof subscriberSources)[number];

/** What a stored message is, as the thread shows it. */
export const inboxMessageKinds = [
  'text',
  'image',
  'video',
  'audio',
  'file',
  'sticker',
  'story_mention',
  'story_reply',
  'postback',
  'quick_reply',
  'template',
  'private_reply',
  /** A post or reel shared in Instagram Direct: its attachment carries `share`. */
  'share',
  'unsupported',
] as const;
export type InboxMessageKind = (typeof inboxMessageKinds)[number];

/** Who wrote a message: the customer, a person of ours in the inbox, our automations, or the page elsewhere. */
export const inboxMessageAuthors = ['customer', 'agent', 'bot', 'campaign', 'page'] as const;
export type InboxMessageAuthor = (typeof inboxMessageAuthors)[number];

export const outboundMessageStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboundMessageStatus = (typeof outboundMessageStatuses)[number];

const hour = 60 * 60 * 1000;

/** The payload our get-started button sends back (pushed to Meta's Messenger Profile by the bot settings). */
export const getStartedPayload = 'GET_STARTED';

/** Meta's messaging rules (reference section 4.2) and limits (sections 4.1, 5). */
export const messagingLimits = {
  /** RESPONSE and UPDATE messages: within 24 h of the customer's last message, postback, quick reply or referral. */
  standardWindowMs: 24 * hour,
  /** The HUMAN_AGENT tag: a person may answer up to 7 days after the customer's last message. */
  humanAgentWindowMs: 7 * 24 * hour,
  textLength: 2000,
  quickReplies: 13,
  persistentMenuItems: 20,
  persistentMenuTitleLength: 30,
  greetingLength: 160,
  postbackPayloadLength: 1000,
  iceBreakers: 4,
  /** Meta documents no length for a question; ours keeps it to what the phone shows on one or two lines. */
  iceBreakerQuestionLength: 80,
  labelsPerSubscriber: 20,
  labelLength: 40,
} as const;

/**
 * What may be sent to a subscriber now, from the time of their last message: inside 24 h anything; up to 7 days a
 * person's reply with the HUMAN_AGENT tag when the app has that feature; otherwise nothing.
 */
export type MessagingWindow =
  { state: 'open'; closesAt: Date } | { state: 'human_agent'; closesAt: Date } | { state: 'closed'; closesAt: null };

export function messagingWindowAt(lastIncomingAt: Date | null, now: Date, humanAgentAllowed: boolean): MessagingWindow {
  if (!lastIncomingAt) return { state: 'closed', closesAt: null };
  const standardEnd = lastIncomingAt.getTime() + messagingLimits.standardWindowMs;
  if (now.getTime() < standardEnd) return { state: 'open', closesAt: new Date(standardEnd) };
  const humanEnd = lastIncomingAt.getTime() + messagingLimits.humanAgentWindowMs;
  if (humanAgentAllowed && now.getTime() < humanEnd) return { state: 'human_agent', closesAt: new Date(humanEnd) };
  return { state: 'closed', closesAt: null };
}
