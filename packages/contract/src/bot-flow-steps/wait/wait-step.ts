import { z } from 'zod';
import { flowLimits } from '../../bot-flow-limits.ts';
import { defineFlowStep, flowNodeSchemaOf, noFindings, noUploads } from '../flow-step-contract.ts';

/** A wait's unit, as the seller chose it. */
export const flowWaitUnits = ['seconds', 'minutes', 'hours'] as const;
export type FlowWaitUnit = (typeof flowWaitUnits)[number];
export const flowWaitUnitSeconds: Record<FlowWaitUnit, number> = { seconds: 1, minutes: 60, hours: 3600 };

/** How long a wait node waits. */
export const flowWaitSeconds = (wait: { amount: number; unit: FlowWaitUnit }) =>
  wait.amount * flowWaitUnitSeconds[wait.unit];

/** Waits the chosen time, then goes on (document version 2 keeps the amount and unit the seller chose). */
export const waitStep = defineFlowStep({
  schema: flowNodeSchemaOf('wait', {
    amount: z.number().int().min(1).max(flowLimits.waitMaxSeconds),
    unit: z.enum(flowWaitUnits).default('minutes'),
  }).refine((wait) => flowWaitSeconds(wait.data) <= flowLimits.waitMaxSeconds, {
    message: 'max',
    path: ['data', 'amount'],
  }),
  branches: () => ({ required: [], optional: ['next'] }),
  findings: noFindings,
  breaksLoops: true,
  uploads: noUploads,
});
