import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import {
  inboxChannels,
  inboxMessageAuthors,
  inboxMessageKinds,
  messagingLimits,
  outboundMessageStatuses,
  subscriberSources,
} from './inbox-limits.ts';

export * from './inbox-limits.ts';

const label = z.string().trim().min(1).max(messagingLimits.labelLength);

/** Someone who wrote to, commented on and was answered privately by, or pressed a button of a page or account. */
export const subscriberSchema = z.object({
  id: z.number().int(),
  channel: z.enum(inboxChannels),
  account_id: z.number().int().describe('Our page id (messenger) or Instagram account id'),
  meta_user_id: z.string().describe("Meta's id for this person on this page or account (PSID or IGSID), as given"),
  name: z.string().nullable(),
  picture_url: z.string().nullable(),
  source: z.enum(subscriberSources),
  source_ref: z.string().nullable().describe("Meta's id of what they came from (post, comment, ad, story)"),
  labels: z.array(z.string()),
  fields: z.record(z.string(), z.string()).describe("Answers a flow's questions saved, by field name"),
  first_interaction_at: z.string(),
  last_interaction_at: z.string(),
  last_incoming_at: z.string().nullable().describe('Their last message, postback or referral: starts the 24 h window'),
  window: z.object({
    state: z.enum(['open', 'human_agent', 'closed']),
    closes_at: z.string().nullable(),
  }),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** What a shared post or reel shows: Meta's webhook gives the id, caption and picture; the permalink is read after. */
export const sharedMediaSchema = z.object({
  media_id: z.string().describe("Meta's id of the shared post or reel"),
  caption: z.string().nullable(),
  picture_url: z.string().nullable().describe("The post's picture, a reel's cover once read"),
  permalink: z.string().nullable().describe('Null until read from Meta, or when Meta does not show the media'),
});
export type SharedMedia = z.infer<typeof sharedMediaSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  direction: z.enum(['in', 'out']),
  kind: z.enum(inboxMessageKinds),
  author: z.enum(inboxMessageAuthors),
  text: z.string().nullable(),
  attachments: z.array(
    z.object({
      type: z.string().describe('ig_post or ig_reel for a share'),
      url: z.string().nullable(),
      share: sharedMediaSchema.optional(),
    }),
  ),
  meta_message_id: z.string().nullable().describe("Meta's message id (mid), as given"),
  story: z.object({ id: z.string().nullable(), url: z.string().nullable() }).nullable(),
  postback_payload: z.string().nullable(),
  status: z.enum(outboundMessageStatuses).nullable().describe('Outgoing messages only'),
  error: z.string().nullable().describe("Why Meta refused it, translated, with Meta's message"),
  tag: z.string().nullable().describe('HUMAN_AGENT when sent after the 24 h window'),
  agent_name: z.string().nullable(),
  arrived_late: z
    .boolean()
    .describe("Read back from Meta's conversations after its webhook never came (the app was unsubscribed)"),
  created_at: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A conversation is the thread of one subscriber with one page or account. */
export const conversationSchema = z.object({
  id: z.number().int(),
  subscriber: subscriberSchema,
  last_message: inboxMessageSchema.nullable(),
  unread_count: z.number().int(),
  /** The comment that started it, when a private reply did. */
  started_by_comment: z.object({ comment_id: z.string(), post_id: z.string().nullable(), text: z.string() }).nullable(),
  taken_over: z.boolean().describe('A person took the conversation over: the bot is silent in it until handed back'),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z
  .object({
    channel: z.enum(inboxChannels).default('messenger'),
    q: z.string().trim().max(100).default('').describe("Search the subscriber's name or the messages' text"),
    label: label.optional(),
    source: z.enum(subscriberSources).optional(),
    window: z.enum(['open', 'closed']).optional(),
    unread: z.enum(['true', 'false']).optional(),
    before: z.iso.datetime({ offset: true }).optional().describe('Keyset paging: conversations active before this'),
    before_id: idSchema.optional().describe('With `before`: also those active at that moment with a smaller id'),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((query) => query.before_id === undefined || query.before !== undefined, {
    path: ['before'],
    params: { rule: 'required' },
  });

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  /** The next page's cursor (`before` and `before_id`), or null after the last page. */
  next_before: z.string().nullable(),
  next_before_id: z.number().int().nullable(),
});

export const threadQuerySchema = z.object({
  before_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const threadSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(inboxMessageSchema).describe('Oldest first'),
  has_more: z.boolean(),
});

/** A reply from the inbox: sent exactly once per `client_id` (the composer makes one per message). */
export const sendMessageBodySchema = z
  .object({
    client_id: z.uuid().describe('Made by the composer; sending it again answers the same message'),
    text: z.string().trim().max(messagingLimits.textLength).optional(),
    media_id: idSchema.optional().describe('An uploaded image or file (POST /api/posts/media)'),
    item_ids: z
      .array(idSchema)
      .min(1)
      .max(10)
      .optional()
      .describe("Store items sent as product cards with the page's order links (Messenger; alone, without text)"),
  })
  .refine((body) => Boolean(body.text) || body.media_id !== undefined || body.item_ids !== undefined, {
    message: 'Write a message or attach a file',
    path: ['text'],
  });

export const subscriberListQuerySchema = z.object({
  channel: z.enum(inboxChannels).default('messenger'),
  q: z.string().trim().max(100).default(''),
  label: label.optional(),
  source: z.enum(subscriberSources).optional(),
  window: z.enum(['open', 'closed']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema), total: z.number().int() });

export const subscriberLabelsBodySchema = z.object({
  labels: z.array(label).max(messagingLimits.labelsPerSubscriber),
});

const menuItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('postback'),
    title: z.string().trim().min(1).max(messagingLimits.persistentMenuTitleLength),
    payload: z.string().trim().min(1).max(messagingLimits.postbackPayloadLength),
  }),
  z.object({
    type: z.literal('web_url'),
    title: z.string().trim().min(1).max(messagingLimits.persistentMenuTitleLength),
    url: z.url().max(2000),
  }),
]);

/** One ice breaker: a question the person taps to start the conversation, sent back as a postback with its payload. */
const iceBreakerSchema = z.object({
  question: z.string().trim().min(1).max(messagingLimits.iceBreakerQuestionLength),
  payload: z.string().trim().min(1).max(messagingLimits.postbackPayloadLength),
});
export type IceBreaker = z.infer<typeof iceBreakerSchema>;
const iceBreakersSchema = z.array(iceBreakerSchema).max(messagingLimits.iceBreakers).default([]);

/** Spec section 4: the bot, the get-started button, the typing indicator and mark-seen can each be turned on or off. */
export const botSettingsSchema = z
  .object({
    bot_enabled: z.boolean().default(false),
    get_started_enabled: z.boolean().default(false),
    greeting: z.string().trim().max(messagingLimits.greetingLength).default(''),
    persistent_menu: z.array(menuItemSchema).max(messagingLimits.persistentMenuItems).default([]),
    ice_breakers: iceBreakersSchema.describe("Messenger's ice breakers (Meta shows them instead of get-started)"),
    instagram_ice_breakers: iceBreakersSchema.describe("The linked Instagram account's ice breakers"),
    instagram_persistent_menu: z
      .array(menuItemSchema)
      .max(messagingLimits.persistentMenuItems)
      .default([])
      .describe("The linked Instagram account's persistent menu (no get-started button on Instagram)"),
    typing_on: z.boolean().default(false).describe('typing_on_settings (spec: default off)'),
    delay_in_reply: z.coerce.number().int().min(0).max(30).default(0).describe('Seconds before a reply (spec: 0)'),
    mark_seen: z.boolean().default(false),
  })
  .refine((settings) => settings.persistent_menu.length === 0 || settings.get_started_enabled, {
    message: 'Meta shows a persistent menu only with the get-started button',
    path: ['persistent_menu'],
  });
export type BotSettings = z.infer<typeof botSettingsSchema>;

export const botSettingsResponseSchema = z.object({
  settings: botSettingsSchema,
  saved_to_meta_at: z.string().nullable(),
  meta_error: z.string().nullable().describe("Meta's message when the profile could not be saved"),
  instagram_account: z
    .object({ username: z.string() })
    .nullable()
    .default(null)
    .describe('The Instagram account linked to the page, whose ice breakers and menu these settings hold (null: none)'),
});

export const unreadCountsSchema = z.object({ messenger: z.number().int(), instagram: z.number().int() });
