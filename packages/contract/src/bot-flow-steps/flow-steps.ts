import type { z } from 'zod';
import { conditionStep } from './condition/condition-step.ts';
import type { FlowNode } from '../bot-flows.ts';
import type { FlowBranches, FlowCheckLookups, FlowFinding, FlowStepContract } from './flow-step-contract.ts';
import { gotoStep } from './goto/goto-step.ts';
import { handoverStep } from './handover/handover-step.ts';
import { labelStep } from './label/label-step.ts';
import { messageStep } from './message/message-step.ts';
import { notifyStep } from './notify/notify-step.ts';
import { questionStep } from './question/question-step.ts';
import { startStep } from './start/start-step.ts';
import { waitStep } from './wait/wait-step.ts';

/** Each entry's key is the kind its schema stores, so a lookup by `node.type` finds that kind's rules. */
type KeyedByKind<Steps> = { [Kind in keyof Steps]: { schema: z.ZodType<{ type: Kind }> } };

const registerFlowSteps = <Steps extends Record<string, FlowStepContract<z.ZodObject>>>(
  steps: Steps & KeyedByKind<Steps>,
) => steps;

/**
 * Every step kind of a flow, in the order the palette offers them. A kind is one folder beside this file; the web
 * (`features/bot-flows/steps`) and the server (`features/bot/flows/run/steps`) register it the same way, and their
 * registries do not compile without it.
 */
export const flowSteps = registerFlowSteps({
  start: startStep,
  message: messageStep,
  wait: waitStep,
  question: questionStep,
  condition: conditionStep,
  label: labelStep,
  notify: notifyStep,
  handover: handoverStep,
  goto: gotoStep,
});

export type FlowNodeType = keyof typeof flowSteps;
export const flowNodeTypes = Object.keys(flowSteps) as readonly FlowNodeType[];

type FlowNodeSchemas = (typeof flowSteps)[FlowNodeType]['schema'];
export const flowNodeSchemas = Object.values(flowSteps).map((step) => step.schema) as [
  FlowNodeSchemas,
  ...FlowNodeSchemas[],
];

/** A kind's rules as shared code calls them: with a node of any kind (the registry keys it by that kind). */
type FlowStepOfNode = {
  branches(node: FlowNode): FlowBranches;
  findings(node: FlowNode, lookups: FlowCheckLookups): FlowFinding[];
  breaksLoops: boolean;
  uploads(node: FlowNode): number[];
};

export const flowStepOf = (node: FlowNode) => flowSteps[node.type] as unknown as FlowStepOfNode;
