import { z } from 'zod';
import { flowLimits } from '../../bot-flow-limits.ts';
import { defineFlowStep, flowNodeSchemaOf, noFindings, noUploads } from '../flow-step-contract.ts';

/** Tells the page's owners something about the conversation, and goes on. */
export const notifyStep = defineFlowStep({
  schema: flowNodeSchemaOf('notify', { text: z.string().trim().max(flowLimits.notifyTextLength) }),
  branches: () => ({ required: [], optional: ['next'] }),
  findings: noFindings,
  breaksLoops: false,
  uploads: noUploads,
});
