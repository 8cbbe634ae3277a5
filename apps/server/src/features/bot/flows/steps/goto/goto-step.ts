import type { ServerFlowStep } from '../flow-step-kind.ts';

/** The runner starts the other flow's published version with what is left of the move's step budget. */
export const gotoStep: ServerFlowStep<'goto'> = {
  reach(node, move) {
    if (node.data.flow_id === null) return { end: 'finished' };
    move.emit({ kind: 'goto', node_id: node.id, flow_id: node.data.flow_id });
    return { end: 'goto', gotoFlowId: node.data.flow_id };
  },
};
