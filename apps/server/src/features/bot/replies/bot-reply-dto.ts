import type { InterfaceLocale, BotReply, BotTrailItem } from '@app/contract';
import { translate } from '../../../platform/i18n/messages.ts';
import { failureText, type BotAnswerTrailRow } from '../../inbox/index.ts';
import type { StoredBotReply } from './bot-replies.repository.ts';

/** A bot with how many of its answers Meta accepted. */
export function toBotReplyDto(row: StoredBotReply & { answered: number }, appUrl: string): BotReply {
  return {
    id: row.id,
    page_id: row.pageId,
    bot_name: row.botName,
    enabled: row.enabled,
    reply_type: row.replyType,
    flow_id: row.flowId,
    message_type: row.messageType,
    message: row.message,
    buttons: row.buttons,
    cards: row.cards,
    replies: row.replies,
    item_ids: row.itemIds,
    media: row.media
      ? { id: row.media.id, url: `${appUrl}/${row.media.blobKey}`, kind: row.media.kind === 'image' ? 'image' : 'file' }
      : null,
    typing_on_settings: row.typingOnSettings,
    delay_in_reply: row.delayInReply,
    keywords: row.keywords,
    keyword_type: row.keywordType,
    postback_id: row.postbackId,
    answered: row.answered,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A trail row: skipped with its reason, or the answer's own status (with the reason of a message left out) in the inbox with Meta's refusal translated. */
export function toBotTrailDto(row: BotAnswerTrailRow, locale: InterfaceLocale): BotTrailItem {
  const { trail } = row;
  // An answer removed with its conversation's messages reads as failed: nothing says it was sent.
  const answer = row.answer ?? {
    status: 'failed' as const,
    metaMessageId: null,
    errorCode: null,
    errorSubcode: null,
    errorMessage: null,
  };
  // A flow's step may send its messages and leave one out (product cards the page cannot send): sent, with why.
  const status = trail.reason !== null && row.answer === null ? 'skipped' : (answer.status ?? 'failed');
  const reasonText =
    trail.reason !== null
      ? translate(locale, `bot-reason-${trail.reason}`)
      : failureText(
          {
            status: answer.status,
            errorCode: answer.errorCode ?? null,
            errorSubcode: answer.errorSubcode ?? null,
            errorMessage: answer.errorMessage ?? null,
          },
          locale,
        );
  return {
    id: trail.id,
    conversation_id: trail.subscriberId,
    person: { meta_user_id: row.personId, name: row.personName },
    incoming_text: row.incomingText,
    bot_id: trail.botId,
    bot_name: trail.botName,
    flow_id: trail.flowId,
    flow_name: trail.flowName,
    trigger: trail.trigger,
    keyword: trail.keyword,
    status,
    reason: trail.reason,
    reason_text: reasonText,
    sent_message_id: status === 'sent' ? (answer.metaMessageId ?? null) : null,
    at: trail.createdAt.toISOString(),
  };
}
