import type { FlowNodeType } from '@app/contract';
import type { BuilderFlowStep } from './builder-flow-step.ts';
import { conditionStep } from './condition/condition-step.tsx';
import { gotoStep } from './goto/goto-step.tsx';
import { handoverStep } from './handover/handover-step.tsx';
import { labelStep } from './label/label-step.tsx';
import { messageStep } from './message/message-step.tsx';
import { notifyStep } from './notify/notify-step.tsx';
import { questionStep } from './question/question-step.tsx';
import { startStep } from './start/start-step.tsx';
import { waitStep } from './wait/wait-step.tsx';

/** Each of the contract's step kinds in the builder: a kind missing here does not compile. */
const builderFlowSteps: { [Kind in FlowNodeType]: BuilderFlowStep<Kind> } = {
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

/**
 * The builder's side of a kind, taking any node's data: the registry keys each entry by its kind, so a node's data
 * always reaches its own kind.
 */
export const builderStepOf = (type: FlowNodeType) => builderFlowSteps[type] as BuilderFlowStep<FlowNodeType>;
