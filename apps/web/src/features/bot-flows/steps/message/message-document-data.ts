import type { MessageButton } from '@app/contract';
import type { FlowNodeData } from '../../model/flow-document.ts';

/** Meta needs a payload on every postback button and quick reply; the flow's branches only need their place. */
function withPayload(button: MessageButton, handle: string): MessageButton {
  if (button.type !== 'postback' || button.payload?.trim()) return button;
  return { ...button, payload: handle };
}

export function messageDocumentData(data: FlowNodeData<'message'>, nodeId: string): FlowNodeData<'message'> {
  return {
    ...data,
    buttons: data.buttons.map((button, index) => withPayload(button, `${nodeId}:button:${index}`)),
    cards: data.cards.map((card, cardIndex) => ({
      ...card,
      buttons: card.buttons.map((button, index) => withPayload(button, `${nodeId}:card:${cardIndex}:button:${index}`)),
    })),
    replies: data.replies.map((reply, index) =>
      reply.payload.trim() ? reply : { ...reply, payload: `${nodeId}:reply:${index}` },
    ),
  };
}
