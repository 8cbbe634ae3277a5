import { idSchema } from '../../http/ids.ts';
import { defineFlowStep, flowFinding, flowNodeSchemaOf, noUploads } from '../flow-step-contract.ts';

/** Starts another flow of the page: this one ends there. */
export const gotoStep = defineFlowStep({
  schema: flowNodeSchemaOf('goto', { flow_id: idSchema.nullable().default(null) }),
  branches: () => ({ required: [], optional: [] }),
  findings: (node, { flowExists }) =>
    node.data.flow_id === null || !flowExists(node.data.flow_id)
      ? [flowFinding('goto-missing-flow', node.id, null, 'flow_id')]
      : [],
  breaksLoops: false,
  uploads: noUploads,
});
