import { defineFlowStep, flowNodeSchemaOf, noFindings, noUploads } from '../flow-step-contract.ts';

/** Hands the conversation to a person: the flow ends there. */
export const handoverStep = defineFlowStep({
  schema: flowNodeSchemaOf('handover', {}),
  branches: () => ({ required: [], optional: [] }),
  findings: noFindings,
  breaksLoops: false,
  uploads: noUploads,
});
