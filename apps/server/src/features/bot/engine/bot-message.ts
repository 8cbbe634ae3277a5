import type { BotMessageType, BotQuickReply, MessageButton, MessageCard } from '@app/contract';
import type { OutgoingContent } from '../../../platform/meta/graph-messaging.ts';
import type { AnswerContent } from '../../inbox/index.ts';
import {
  buttonTemplate,
  genericTemplate,
  type TemplateAttachment,
} from '../../../platform/meta/messenger-templates.ts';

export type BotMessage = {
  messageType: BotMessageType;
  message: string;
  buttons: MessageButton[];
  cards: MessageCard[];
  replies: BotQuickReply[];
  mediaUrl: string | null;
};

/** The answer as the inbox stores it (its thread shows it) and as the Send API takes it, in order. */
export type BotAnswer = AnswerContent;

/** A bot's message as Messenger messages: the comment replies' templates, Meta's quick replies. */
export function botAnswerOf(bot: BotMessage): BotAnswer {
  const text = bot.message || null;
  switch (bot.messageType) {
    case 'image':
    case 'file': {
      const url = bot.mediaUrl ?? '';
      const contents: OutgoingContent[] = [
        { attachment: { type: bot.messageType, payload: { url, is_reusable: false } } },
      ];
      // Meta takes a text or one attachment per message: a caption is a second message of the same row.
      if (text) contents.push({ text });
      return { stored: { kind: bot.messageType, text, attachments: [{ type: bot.messageType, url }] }, contents };
    }
    case 'buttons':
      return {
        stored: { kind: 'template', text, attachments: [] },
        contents: [{ attachment: buttonTemplate(bot.message, bot.buttons) }],
      };
    case 'cards':
      return {
        stored: { kind: 'template', text: text ?? bot.cards[0]?.title ?? null, attachments: [] },
        contents: [{ attachment: genericTemplate(bot.cards) }],
      };
    case 'quick_replies':
      return {
        stored: { kind: 'text', text, attachments: [] },
        contents: [
          {
            text: bot.message,
            quick_replies: bot.replies.map((reply) => ({
              content_type: 'text' as const,
              title: reply.title,
              payload: reply.payload,
            })),
          },
        ],
      };
    case 'text':
      return { stored: { kind: 'text', text, attachments: [] }, contents: [{ text: bot.message }] };
    case 'products':
      // Each card's "Order" link is the customer's own, issued when the answer is decided (`productCardsAnswer`).
      throw new Error('product cards are built per customer');
  }
}

/** Product cards as the inbox stores them (a template, named by its first card) and as the Send API takes them. */
export function productCardsAnswer(message: { attachment: TemplateAttachment }): BotAnswer {
  const [first] = (message.attachment.payload.elements as Array<{ title: string }> | undefined) ?? [];
  return { stored: { kind: 'template', text: first?.title ?? null, attachments: [] }, contents: [message] };
}
