import { flowLimits } from '@app/contract';
import type { ServerFlowStep } from '../flow-step-kind.ts';
import { readAnswer } from './question-answer.ts';

/** Asks, then checks each reply by the answer's kind; it gives up after `flowLimits.questionRetries` wrong ones. */
export const questionStep: ServerFlowStep<'question'> = {
  reach(node, move) {
    if (!move.subscriber.windowOpen) return { end: 'window-closed' };
    move.emit({ kind: 'question', node_id: node.id, text: node.data.text });
    return { waitFor: 'reply' };
  },
  reply(node, text, attempts, move) {
    const value = readAnswer(node.data.answer_kind, text);
    if (value === null) {
      const tries = attempts + 1;
      if (tries >= flowLimits.questionRetries) return { end: 'question-gave-up' };
      if (!move.subscriber.windowOpen) return { end: 'window-closed' };
      move.emit({ kind: 'retry', node_id: node.id, text: node.data.retry_text || node.data.text });
      return { waitFor: 'reply', attempts: tries };
    }
    const { subscriber } = move;
    move.changeSubscriber({ ...subscriber, fields: { ...subscriber.fields, [node.data.field]: value } });
    move.emit({ kind: 'field', node_id: node.id, field: node.data.field, value });
    return { take: 'answered' };
  },
};
