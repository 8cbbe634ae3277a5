import { flowWaitSeconds } from '@app/contract';
import type { ServerFlowStep } from '../flow-step-kind.ts';

/** The wait's end comes as a `timer` input, which goes on along `next`. */
export const waitStep: ServerFlowStep<'wait'> = {
  reach(node, move) {
    move.emit({ kind: 'wait', node_id: node.id, seconds: flowWaitSeconds(node.data) });
    return { waitFor: 'timer' };
  },
};
