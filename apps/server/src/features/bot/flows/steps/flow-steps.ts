import type { FlowNode, FlowNodeType } from '@app/contract';
import { conditionStep } from './condition/condition-step.ts';
import type { ServerFlowStep } from './flow-step-kind.ts';
import { gotoStep } from './goto/goto-step.ts';
import { handoverStep } from './handover/handover-step.ts';
import { labelStep } from './label/label-step.ts';
import { messageStep } from './message/message-step.ts';
import { notifyStep } from './notify/notify-step.ts';
import { questionStep } from './question/question-step.ts';
import { startStep } from './start/start-step.ts';
import { waitStep } from './wait/wait-step.ts';

/** How each of the contract's step kinds runs, and words its problems: a kind missing here does not compile. */
const serverFlowSteps: { [Kind in FlowNodeType]: ServerFlowStep<Kind> } = {
  start: startStep,
  message: messageStep,
  wait: waitStep,
  question: questionStep,
  condition: conditionStep,
  label: labelStep,
  notify: notifyStep,
  handover: handoverStep,
  goto: gotoStep,
};

/** The server's side of the node's kind, taking that node (the registry keys each by its kind). */
export const serverFlowStepOf = (node: FlowNode) => serverFlowSteps[node.type] as ServerFlowStep<FlowNodeType>;
