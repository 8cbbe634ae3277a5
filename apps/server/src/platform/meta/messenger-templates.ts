import type { MessageButton, MessageCard } from '@app/contract';

/** Send API templates (reference section 4), built the same way for the comment engine and the Messenger bot. */
export type TemplateAttachment = { type: 'template'; payload: Record<string, unknown> };

export const metaButton = (button: MessageButton) =>
  button.type === 'web_url'
    ? { type: 'web_url', title: button.title, url: button.url }
    : { type: 'postback', title: button.title, payload: button.payload };

/** A text with up to three buttons. */
export const buttonTemplate = (text: string, buttons: readonly MessageButton[]): TemplateAttachment => ({
  type: 'template',
  payload: { template_type: 'button', text, buttons: buttons.map(metaButton) },
});

/** A carousel of cards, each with its own buttons. */
export const genericTemplate = (cards: readonly MessageCard[]): TemplateAttachment => ({
  type: 'template',
  payload: {
    template_type: 'generic',
    elements: cards.map((card) => ({
      title: card.title,
      ...(card.subtitle ? { subtitle: card.subtitle } : {}),
      ...(card.image_url ? { image_url: card.image_url } : {}),
      ...(card.buttons.length > 0 ? { buttons: card.buttons.map(metaButton) } : {}),
    })),
  },
});
