import { z } from 'zod';
import { subscriberSources } from '../../inbox-limits.ts';
import {
  defineFlowStep,
  flowFieldNameSchema,
  flowFinding,
  flowNodeSchemaOf,
  noUploads,
} from '../flow-step-contract.ts';

export const flowConditionSubjects = ['field', 'label', 'window', 'source'] as const;
export const flowConditionOperators = ['equals', 'contains', 'is_set', 'is_not_set', 'has', 'has_not', 'open'] as const;
type Subject = (typeof flowConditionSubjects)[number];
type Operator = (typeof flowConditionOperators)[number];

/** The operators each condition subject takes; the canvas offers these and validation refuses the others. */
export const flowOperatorsBySubject: Record<Subject, readonly Operator[]> = {
  field: ['equals', 'contains', 'is_set', 'is_not_set'],
  label: ['has', 'has_not'],
  window: ['open'],
  source: ['equals'],
};
/** Operators that compare with the condition's `value` (a source's value is one of `subscriberSources`). */
export const flowOperatorsWithValue: readonly Operator[] = ['equals', 'contains', 'has', 'has_not'];
const sources: readonly string[] = subscriberSources;

const schema = flowNodeSchemaOf('condition', {
  subject: z.enum(flowConditionSubjects),
  field: flowFieldNameSchema.nullable().default(null),
  operator: z.enum(flowConditionOperators),
  value: z.string().trim().max(200).default(''),
});

/** The fields of a condition at fault: a field subject names its field, the operator fits the subject. */
function conditionFaults({ data }: z.infer<typeof schema>): string[] {
  const faults: string[] = [];
  if (data.subject === 'field' && !data.field) faults.push('field');
  if (!flowOperatorsBySubject[data.subject].includes(data.operator)) faults.push('operator');
  else if (flowOperatorsWithValue.includes(data.operator) && data.value.length === 0) faults.push('value');
  else if (data.subject === 'source' && !sources.includes(data.value)) faults.push('value');
  return faults;
}

/** Goes on by `true` or `false`: a subscriber field, a label, the 24-hour window or where they came from. */
export const conditionStep = defineFlowStep({
  schema,
  branches: () => ({ required: ['true', 'false'], optional: [] }),
  findings: (node) => conditionFaults(node).map((field) => flowFinding('condition-invalid', node.id, null, field)),
  breaksLoops: false,
  uploads: noUploads,
});
