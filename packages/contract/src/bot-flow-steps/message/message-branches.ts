import type { z } from 'zod';
import type { botMessageFields } from '../../bot.ts';

type MessageData = z.infer<z.ZodObject<typeof botMessageFields>>;

/**
 * The branches of a message with the titles a customer sees: its postback buttons `button:<i>`, its cards' postback
 * buttons `card:<c>:button:<i>`, its quick replies `reply:<i>`. Only the parts its type sends branch.
 */
export function flowMessageBranches(data: MessageData): { branch: string; title: string }[] {
  if (data.message_type === 'buttons')
    return data.buttons.flatMap((button, index) =>
      button.type === 'postback' ? [{ branch: `button:${index}`, title: button.title }] : [],
    );
  if (data.message_type === 'cards')
    return data.cards.flatMap((card, cardIndex) =>
      card.buttons.flatMap((button, index) =>
        button.type === 'postback' ? [{ branch: `card:${cardIndex}:button:${index}`, title: button.title }] : [],
      ),
    );
  if (data.message_type === 'quick_replies')
    return data.replies.map((reply, index) => ({ branch: `reply:${index}`, title: reply.title }));
  return [];
}
