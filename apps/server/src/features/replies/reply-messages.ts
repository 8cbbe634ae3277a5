import type { PrivateMessage } from '@app/contract';
import { buttonTemplate, genericTemplate } from '../../platform/meta/messenger-templates.ts';

/** Our private-message form as a Send API `message` object. */
export function toMessengerMessage(message: PrivateMessage, postUrl: string | null): Record<string, unknown> {
  const withLink = (text: string) => (postUrl ? `${text}\n${postUrl}` : text);
  switch (message.message_type) {
    case 'text':
      return { text: withLink(message.message) };
    case 'image':
    case 'file':
      return {
        attachment: { type: message.message_type, payload: { url: message.attachment_url, is_reusable: true } },
      };
    case 'buttons':
      return { attachment: buttonTemplate(withLink(message.message), message.buttons) };
    case 'cards':
      return { attachment: genericTemplate(message.cards) };
    case 'products':
      // Each card's "Order" link is the recipient's own, made when the reply is sent (`productItemIds`).
      throw new Error('product cards are built when sent');
  }
}

/** The private message part of a campaign's settings. */
export function privateMessageOf(settings: PrivateMessage): PrivateMessage {
  return {
    message_type: settings.message_type,
    message: settings.message,
    buttons: settings.buttons,
    cards: settings.cards,
    attachment_url: settings.attachment_url,
    item_ids: settings.item_ids,
  };
}

/** One of the seller's texts per comment, so a burst of replies does not look like a bot wrote them. */
export function pickPublicReply(texts: readonly string[], random: () => number = Math.random): string | null {
  if (texts.length === 0) return null;
  return texts[Math.floor(random() * texts.length)] ?? texts[0]!;
}

/**
 * `count` different texts of the seller's list for the public replies under one comment (comment_number), in a
 * random order; fewer when the list has fewer different texts. Different texts also let a retry find each of our
 * replies on Meta by its text.
 */
export function pickPublicReplies(
  texts: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  const left = [...new Set(texts)];
  const picked: string[] = [];
  while (picked.length < count && left.length > 0) {
    const index = Math.min(Math.floor(random() * left.length), left.length - 1);
    picked.push(...left.splice(index, 1));
  }
  return picked;
}
