import { messagingLimits } from '@app/contract';
import type { ServerFlowStep } from '../flow-step-kind.ts';

export const labelStep: ServerFlowStep<'label'> = {
  reach(node, move) {
    const { action, label } = node.data;
    const others = move.subscriber.labels.filter((have) => have !== label);
    // A subscriber keeps Meta-sized label lists: the oldest label gives way to a new one.
    const labels = action === 'add' ? [...others, label].slice(-messagingLimits.labelsPerSubscriber) : others;
    move.changeSubscriber({ ...move.subscriber, labels });
    move.emit({ kind: 'label', node_id: node.id, action, label });
    return { follow: 'next' };
  },
};
