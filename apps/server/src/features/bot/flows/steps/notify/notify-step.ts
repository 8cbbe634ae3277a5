import type { ServerFlowStep } from '../flow-step-kind.ts';

/** The runner tells the page's owners (`bot.flow-called-seller`) once the move is stored. */
export const notifyStep: ServerFlowStep<'notify'> = {
  reach(node, move) {
    move.emit({ kind: 'notify', node_id: node.id, text: node.data.text });
    return { follow: 'next' };
  },
};
