import type { FlowNodeData } from '../../model/flow-document.ts';
import type { FlowHandle } from '../../model/flow-handles.ts';

/** `next`, then a branch per postback button (of the cards too) or quick reply, each owned by its button or reply. */
export function messageHandles(data: FlowNodeData<'message'>): FlowHandle[] {
  const handles: FlowHandle[] = [{ id: 'next', kind: 'next' }];
  if (data.message_type === 'buttons') {
    data.buttons.forEach((button, index) => {
      if (button.type === 'postback')
        handles.push({ id: `button:${index}`, kind: 'button', title: button.title, owner: button });
    });
  }
  if (data.message_type === 'cards') {
    data.cards.forEach((card, cardIndex) =>
      card.buttons.forEach((button, index) => {
        if (button.type === 'postback')
          handles.push({ id: `card:${cardIndex}:button:${index}`, kind: 'button', title: button.title, owner: button });
      }),
    );
  }
  if (data.message_type === 'quick_replies') {
    data.replies.forEach((reply, index) =>
      handles.push({ id: `reply:${index}`, kind: 'reply', title: reply.title, owner: reply }),
    );
  }
  return handles;
}
