import type { BotKeywordType, BotReply, BotReplyBody } from '@app/contract';
import type { BotFormMedia } from '@/shared/messenger/messenger-message.ts';

/** The bot form (spec section 3) as edited: the API's body plus the picked upload for the preview. */
export type BotFormValues = BotReplyBody & { media: BotFormMedia | null };

/** The spec's defaults: typing off, no delay, keyword type "reply" (the default reply), a text message. */
export function emptyBotForm(): BotFormValues {
  return {
    bot_name: '',
    enabled: true,
    reply_type: 'message',
    flow_id: null,
    message_type: 'text',
    message: '',
    buttons: [],
    cards: [],
    replies: [],
    media_id: null,
    media: null,
    item_ids: [],
    typing_on_settings: false,
    delay_in_reply: 0,
    keywords: [],
    keyword_type: 'reply',
    postback_id: null,
  };
}

export function botFormFrom(bot: BotReply): BotFormValues {
  return {
    bot_name: bot.bot_name,
    enabled: bot.enabled,
    reply_type: bot.reply_type,
    flow_id: bot.flow_id,
    message_type: bot.message_type,
    message: bot.message,
    buttons: bot.buttons,
    cards: bot.cards,
    replies: bot.replies,
    media_id: bot.media?.id ?? null,
    item_ids: bot.item_ids,
    media: bot.media
      ? { ...bot.media, name: decodeURIComponent(bot.media.url.split('/').pop() ?? '') || bot.media.kind }
      : null,
    typing_on_settings: bot.typing_on_settings,
    delay_in_reply: bot.delay_in_reply,
    keywords: bot.keywords,
    keyword_type: bot.keyword_type,
    postback_id: bot.postback_id,
  };
}

/**
 * What is sent: only the parts the message type uses (a text typed before switching to cards is not kept), no
 * keywords for the default reply, a quick reply without its own payload sends its title back, an empty postback id
 * is none.
 */
export function botBodyOf(values: BotFormValues): BotReplyBody {
  const type = values.message_type;
  const usesText = type === 'text' || type === 'buttons' || type === 'quick_replies';
  const postback = values.postback_id?.trim() ?? '';
  return {
    bot_name: values.bot_name,
    enabled: values.enabled,
    reply_type: values.reply_type,
    flow_id: values.reply_type === 'flow' ? values.flow_id : null,
    message_type: type,
    message: usesText ? values.message : '',
    buttons: type === 'buttons' ? values.buttons : [],
    cards: type === 'cards' ? values.cards : [],
    replies:
      type === 'quick_replies'
        ? values.replies.map((reply) => ({ title: reply.title, payload: reply.payload.trim() || reply.title }))
        : [],
    media_id: type === 'image' || type === 'file' ? values.media_id : null,
    item_ids: type === 'products' ? values.item_ids : [],
    typing_on_settings: values.typing_on_settings,
    delay_in_reply: values.delay_in_reply,
    keywords: values.keyword_type === 'reply' ? [] : values.keywords,
    keyword_type: values.keyword_type,
    postback_id: postback === '' ? null : postback,
  };
}

export const usesKeywords = (type: BotKeywordType) => type !== 'reply';
