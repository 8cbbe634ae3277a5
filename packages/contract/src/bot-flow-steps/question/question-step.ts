import { z } from 'zod';
import { messagingLimits } from '../../inbox-limits.ts';
import {
  defineFlowStep,
  flowFieldNameSchema,
  flowFinding,
  flowNodeSchemaOf,
  noUploads,
  type FlowFinding,
} from '../flow-step-contract.ts';

/** What a question's answer must be (spec section 5's rules: numeric, email, phone). */
export const flowAnswerKinds = ['text', 'number', 'email', 'phone'] as const;
export type FlowAnswerKind = (typeof flowAnswerKinds)[number];

/** Asks, and saves the subscriber's answer to a field once it is of its kind. */
export const questionStep = defineFlowStep({
  schema: flowNodeSchemaOf('question', {
    text: z.string().trim().max(messagingLimits.textLength),
    field: flowFieldNameSchema
      .or(z.literal(''))
      .describe('The subscriber field the answer is saved to; a draft may leave it empty, publishing may not'),
    answer_kind: z.enum(flowAnswerKinds).default('text'),
    retry_text: z.string().trim().max(messagingLimits.textLength).default('').describe('Sent after a wrong answer'),
  }),
  branches: () => ({ required: ['answered'], optional: [] }),
  findings: (node) => {
    const findings: FlowFinding[] = [];
    if (node.data.text.length === 0) findings.push(flowFinding('question-invalid', node.id, null, 'text'));
    if (node.data.field.length === 0) findings.push(flowFinding('question-invalid', node.id, null, 'field'));
    return findings;
  },
  breaksLoops: true,
  uploads: noUploads,
});
