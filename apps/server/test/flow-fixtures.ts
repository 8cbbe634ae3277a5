import type { FlowNode } from '@app/contract';

/** Pieces of flow documents for the engine's tests: where a node sits does not matter to them. */
export const at = { x: 0, y: 0 };

export const startStep: FlowNode = { id: 'start', type: 'start', position: at, data: {} };

export const edge = (source: string, target: string, handle = 'next') => ({
  id: `${source}-${handle}-${target}`,
  source,
  source_handle: handle,
  target,
});

export const textStep = (id: string, message: string): FlowNode => ({
  id,
  type: 'message',
  position: at,
  data: { message_type: 'text', message, buttons: [], cards: [], replies: [], media_id: null, item_ids: [] },
});

/** A message with quick replies, each continuing on its branch `reply:<i>`. */
export const quickRepliesStep = (id: string, message: string, titles: string[]): FlowNode => ({
  id,
  type: 'message',
  position: at,
  data: {
    message_type: 'quick_replies',
    message,
    buttons: [],
    cards: [],
    replies: titles.map((title, index) => ({ title, payload: `R${index}` })),
    media_id: null,
    item_ids: [],
  },
});
