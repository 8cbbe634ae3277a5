import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { messagingLimits, outboundMessageStatuses } from './inbox-limits.ts';
import {
  botKeywordTypes,
  botMessageTypes,
  botReplyTypes,
  botSkipReasons,
  botTriggers,
  type BotMessageType,
} from './bot-reasons.ts';
import {
  checkButtonTemplateText,
  messageButtonSchema,
  messageCardSchema,
  messengerLimits,
  productItemIds,
} from './replies.ts';

export * from './bot-reasons.ts';

/**
 * The Messenger bot's keyword replies (spec section 3, the bot form): a saved reply of the current page, run when a
 * customer's message matches its keywords, when a button or menu item sends its postback id back, or as the page's
 * default reply. `/dashboard/bot/templates` lists and edits them.
 */
export const botLimits = {
  nameLength: 100,
  keywordsPerBot: 50,
  keywordLength: 100,
  botsPerPage: 500,
  /** Meta: at most 13 quick replies, titles cut at 20 characters, payloads up to 1000. */
  quickReplies: messagingLimits.quickReplies,
  quickReplyTitleLength: 20,
  postbackIdLength: messagingLimits.postbackPayloadLength,
  delayInReplyMaxSeconds: 30,
} as const;

/** A quick reply under a message (Meta's `content_type: text`): its payload comes back like a postback. */
export const botQuickReplySchema = z.object({
  title: z.string().trim().min(1).max(botLimits.quickReplyTitleLength),
  payload: z.string().trim().min(1).max(botLimits.postbackIdLength),
});
export type BotQuickReply = z.infer<typeof botQuickReplySchema>;

const need = (ctx: z.RefinementCtx, path: string, ok: boolean) =>
  ok || ctx.addIssue({ code: 'custom', path: [path], message: 'required', params: { rule: 'required' } });

/** The content of one Messenger message the bot sends, with Meta's limits (Send API). */
export const botMessageFields = {
  message_type: z.enum(botMessageTypes).default('text'),
  message: z
    .string()
    .trim()
    .max(messengerLimits.textLength)
    .default('')
    .describe('The text; for buttons and quick replies the text above them'),
  buttons: z.array(messageButtonSchema).max(messengerLimits.buttonsPerMessage).default([]),
  cards: z.array(messageCardSchema).max(messengerLimits.cardsPerMessage).default([]),
  replies: z
    .array(botQuickReplySchema)
    .max(botLimits.quickReplies)
    .default([])
    .describe('Quick replies shown under the message (message type quick_replies)'),
  media_id: idSchema
    .nullable()
    .default(null)
    .describe('An uploaded image or file (POST /api/posts/media) for message types image and file'),
};

/** Every message type's required parts: the form and the API refuse the same things. */
export function checkBotMessage(
  value: {
    message_type: BotMessageType;
    message: string;
    buttons: unknown[];
    cards: unknown[];
    replies: unknown[];
    /** A keyword reply's product cards (a flow's message has none). */
    item_ids?: unknown[];
  },
  mediaPresent: boolean,
  ctx: z.RefinementCtx,
) {
  switch (value.message_type) {
    case 'text':
      return need(ctx, 'message', value.message.length > 0);
    case 'buttons':
      need(ctx, 'message', value.message.length > 0);
      checkButtonTemplateText(value.message, ctx);
      return need(ctx, 'buttons', value.buttons.length > 0);
    case 'quick_replies':
      need(ctx, 'message', value.message.length > 0);
      return need(ctx, 'replies', value.replies.length > 0);
    case 'cards':
      return need(ctx, 'cards', value.cards.length > 0);
    case 'image':
    case 'file':
      return need(ctx, 'media_id', mediaPresent);
    case 'products':
      return need(ctx, 'item_ids', (value.item_ids?.length ?? 0) > 0);
  }
}

const keyword = z.string().trim().min(1).max(botLimits.keywordLength);

/** The bot form (spec section 3). `bot_name` missing is "please give the bot a name". */
export const botReplyBodySchema = z
  .object({
    bot_name: z.string().trim().max(botLimits.nameLength).default(''),
    enabled: z.boolean().default(true),
    reply_type: z.enum(botReplyTypes).default('message'),
    flow_id: idSchema.nullable().default(null).describe('The flow started when reply_type is flow'),
    ...botMessageFields,
    item_ids: productItemIds,
    typing_on_settings: z.boolean().default(false).describe('Show the typing indicator before the reply'),
    delay_in_reply: z.coerce
      .number()
      .int()
      .min(0)
      .max(botLimits.delayInReplyMaxSeconds)
      .default(0)
      .describe('Seconds to wait before the reply'),
    keywords: z.array(keyword).max(botLimits.keywordsPerBot).default([]),
    keyword_type: z.enum(botKeywordTypes).default('reply'),
    postback_id: z
      .string()
      .trim()
      .max(botLimits.postbackIdLength)
      .nullable()
      .default(null)
      .describe('A button, quick reply or persistent menu item sending this payload runs this bot; unique per page'),
  })
  .superRefine((value, ctx) => {
    if (value.bot_name.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['bot_name'],
        message: 'please give the bot a name',
        params: { rule: 'required', message: 'bot-name-required' },
      });
    if (value.keyword_type !== 'reply') need(ctx, 'keywords', value.keywords.length > 0);
    if (value.reply_type === 'flow') need(ctx, 'flow_id', value.flow_id !== null);
    else checkBotMessage(value, value.media_id !== null, ctx);
  });
export type BotReplyBody = z.infer<typeof botReplyBodySchema>;

export const botReplySchema = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  bot_name: z.string(),
  enabled: z.boolean(),
  reply_type: z.enum(botReplyTypes),
  flow_id: z.number().int().nullable(),
  message_type: z.enum(botMessageTypes),
  message: z.string(),
  buttons: z.array(messageButtonSchema),
  cards: z.array(messageCardSchema),
  replies: z.array(botQuickReplySchema),
  item_ids: z.array(z.number().int()),
  media: z.object({ id: z.number().int(), url: z.string(), kind: z.enum(['image', 'file']) }).nullable(),
  typing_on_settings: z.boolean(),
  delay_in_reply: z.number().int(),
  keywords: z.array(z.string()),
  keyword_type: z.enum(botKeywordTypes),
  postback_id: z.string().nullable(),
  answered: z.number().int().describe('Messages this bot answered (sent), all time'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BotReply = z.infer<typeof botReplySchema>;

export const botReplyListQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const botReplyListSchema = z.object({ bots: z.array(botReplySchema) });
export const botReplyResponseSchema = z.object({ bot: botReplySchema });

/** One incoming message the bot handled (at most one row per Meta mid). */
export const botTrailItemSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  person: z.object({ meta_user_id: z.string(), name: z.string().nullable() }),
  incoming_text: z.string().nullable(),
  bot_id: z.number().int().nullable(),
  bot_name: z.string().nullable(),
  flow_id: z.number().int().nullable().describe('The flow that answered, when one did'),
  flow_name: z.string().nullable(),
  trigger: z.enum(botTriggers).nullable(),
  keyword: z.string().nullable().describe('The keyword that matched, as the seller wrote it'),
  status: z.enum([...outboundMessageStatuses, 'skipped']),
  reason: z.enum(botSkipReasons).nullable(),
  reason_text: z.string().nullable().describe('The reason, or Meta’s refusal, in the request’s language'),
  sent_message_id: z.string().nullable().describe("Meta's message id, as Meta gave it"),
  at: z.string(),
});
export type BotTrailItem = z.infer<typeof botTrailItemSchema>;

export const botTrailQuerySchema = z.object({
  bot_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const botTrailSchema = z.object({ trail: z.array(botTrailItemSchema) });

/**
 * A person taking a conversation over in the inbox silences the bot for it until handed back (`taken_over: false`).
 * Sending from the inbox does not take over on its own; the inbox's switch does.
 */
export const conversationTakeoverBodySchema = z.object({ taken_over: z.boolean() });
export const conversationTakeoverSchema = z.object({
  conversation_id: z.number().int(),
  taken_over: z.boolean(),
  taken_over_at: z.string().nullable(),
});
