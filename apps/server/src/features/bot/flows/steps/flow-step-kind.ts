import type { FlowFinding, FlowNode, FlowNodeType, FlowRunEndReason, FlowRunEvent } from '@app/contract';
import type { MessageKey } from '../../../../platform/i18n/messages.ts';
import type { FlowSubscriber } from '../run/flow-step.ts';

/** What a step reads of the move it is part of, and adds to it. */
export type FlowMove = {
  /** The subscriber as the steps before this one left them. */
  readonly subscriber: FlowSubscriber;
  /** Records what the step did, after what the steps before it did. */
  emit(event: FlowRunEvent): void;
  /** The subscriber as the steps after this one see them (a saved answer, a label). */
  changeSubscriber(subscriber: FlowSubscriber): void;
  /** Whether the node's branch leads to another node. */
  leadsOn(branch: string): boolean;
};

/** Where the move goes after a step. */
export type FlowStepOutcome =
  /** On along the node's branch. */
  | { follow: string }
  /** On along a branch the subscriber chose (a press, an answer): the statistics count it. */
  | { take: string }
  /** The run waits at the node for the subscriber's reply or the wait's end. */
  | { waitFor: 'reply' | 'timer'; attempts?: number }
  | { end: FlowRunEndReason; gotoFlowId?: number };

type FlowNodeOf<Kind extends FlowNodeType> = Extract<FlowNode, { type: Kind }>;

/** A problem's words: a key of the server's messages and its parameters. */
export type FlowProblemWording = { key: MessageKey; params: Record<string, string | number> };

/**
 * One step kind on the server: how it runs (`stepFlow` walks the document and asks each node's kind) and, where a
 * finding of its own reads differently from the code's message, how that finding is worded.
 */
export type ServerFlowStep<Kind extends FlowNodeType> = {
  /** The move reached the node. */
  reach(node: FlowNodeOf<Kind>, move: FlowMove): FlowStepOutcome;
  /**
   * The subscriber wrote while the run waits at the node (after `attempts` refused answers); `leave` when the text
   * is not the flow's, so the keyword bots answer it. A kind without it leaves every text.
   */
  reply?(node: FlowNodeOf<Kind>, text: string, attempts: number, move: FlowMove): FlowStepOutcome | { leave: true };
  /** The words of a finding on the node, when not `flow-problem-<code>`'s. */
  problemWording?(finding: FlowFinding, node: FlowNodeOf<Kind>): FlowProblemWording | null;
};
