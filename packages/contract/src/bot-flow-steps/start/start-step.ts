import { defineFlowStep, flowNodeSchemaOf, noFindings, noUploads } from '../flow-step-contract.ts';

/** Where every conversation enters the flow; a flow has exactly one. */
export const startStep = defineFlowStep({
  schema: flowNodeSchemaOf('start', {}),
  branches: () => ({ required: ['next'], optional: [] }),
  findings: noFindings,
  breaksLoops: false,
  uploads: noUploads,
});
