import type { ServerFlowStep } from '../flow-step-kind.ts';

/** The runner marks the conversation taken over and tells the page's owners once the move is stored. */
export const handoverStep: ServerFlowStep<'handover'> = {
  reach(node, move) {
    move.emit({ kind: 'handover', node_id: node.id });
    return { end: 'handover' };
  },
};
