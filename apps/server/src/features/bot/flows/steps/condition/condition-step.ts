import { normalizeForMatching, type FlowNode } from '@app/contract';
import type { FlowSubscriber } from '../../run/flow-step.ts';
import type { ServerFlowStep } from '../flow-step-kind.ts';

function conditionHolds(node: Extract<FlowNode, { type: 'condition' }>, subscriber: FlowSubscriber): boolean {
  const { subject, operator, value } = node.data;
  switch (subject) {
    case 'field': {
      const current = node.data.field ? subscriber.fields[node.data.field] : undefined;
      if (operator === 'is_set') return current !== undefined && current !== '';
      if (operator === 'is_not_set') return current === undefined || current === '';
      if (current === undefined) return false;
      const have = normalizeForMatching(current);
      const want = normalizeForMatching(value);
      return operator === 'contains' ? ` ${have} `.includes(` ${want} `) || have.includes(want) : have === want;
    }
    case 'label': {
      const has = subscriber.labels.some((label) => normalizeForMatching(label) === normalizeForMatching(value));
      return operator === 'has_not' ? !has : has;
    }
    case 'window':
      return subscriber.windowOpen;
    case 'source':
      return subscriber.source === value;
  }
}

export const conditionStep: ServerFlowStep<'condition'> = {
  reach: (node, move) => ({ follow: conditionHolds(node, move.subscriber) ? 'true' : 'false' }),
};
