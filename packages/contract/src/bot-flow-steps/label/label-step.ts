import { z } from 'zod';
import { flowLimits } from '../../bot-flow-limits.ts';
import { defineFlowStep, flowFinding, flowNodeSchemaOf, noUploads } from '../flow-step-contract.ts';

/** Adds a label to the subscriber, or removes one. */
export const labelStep = defineFlowStep({
  schema: flowNodeSchemaOf('label', {
    action: z.enum(['add', 'remove']),
    label: z.string().trim().max(flowLimits.labelLength),
  }),
  branches: () => ({ required: [], optional: ['next'] }),
  findings: (node) => (node.data.label.length === 0 ? [flowFinding('label-invalid', node.id, null, 'label')] : []),
  breaksLoops: false,
  uploads: noUploads,
});
