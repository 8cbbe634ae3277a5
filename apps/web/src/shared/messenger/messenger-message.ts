import type { BotReplyBody, MessageButton, MessageCard, ReplyMessageType } from '@app/contract';

/** One Messenger message as a comment's private reply or a reply template holds it. */
export type PrivateMessageValue = {
  message_type: ReplyMessageType;
  message: string;
  buttons: MessageButton[];
  cards: MessageCard[];
  attachment_url: string | null;
};

/** An uploaded image or file as a form shows it (the API keeps only its id). */
export type BotFormMedia = { id: number; url: string; kind: 'image' | 'file'; name: string };

/** The message the bot sends, as the bot form and a flow's message step edit it. */
export type BotMessagePart = Pick<
  BotReplyBody,
  'message_type' | 'message' | 'buttons' | 'cards' | 'replies' | 'media_id'
> & {
  media: BotFormMedia | null;
  /** Message type products: the store items sent as cards (a keyword reply's or a flow step's). */
  item_ids?: number[];
};
