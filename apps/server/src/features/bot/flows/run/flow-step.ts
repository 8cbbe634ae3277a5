import {
  flowStepLimit,
  type FlowDocument,
  type FlowRunEndReason,
  type FlowRunEvent,
  type SubscriberSource,
} from '@app/contract';
import type { FlowMove, FlowStepOutcome } from '../steps/flow-step-kind.ts';
import { serverFlowStepOf } from '../steps/flow-steps.ts';

export { asciiDigits, readAnswer } from '../steps/question/question-answer.ts';

/** Where a running flow waits: for the subscriber's reply at a node, or for a wait node's time to pass. */
export type FlowPosition = { nodeId: string; waitingFor: 'reply' | 'timer'; attempts: number };

/** What steps read of the subscriber, and change (fields and labels) as they go. */
export type FlowSubscriber = {
  fields: Readonly<Record<string, string>>;
  labels: readonly string[];
  windowOpen: boolean;
  source: SubscriberSource;
};

/** What moves a flow: starting it, the subscriber writing, pressing one of its branches, or a wait ending. */
export type FlowInput =
  | { type: 'start' }
  | { type: 'text'; text: string }
  | { type: 'branch'; nodeId: string; branch: string }
  | { type: 'timer' };

export type FlowStep = {
  events: FlowRunEvent[];
  /** Where the flow waits now; null when it ended (the last event says why). */
  position: FlowPosition | null;
  /** False when the flow waits for a button and the text chose none: the keyword bots answer it instead. */
  consumed: boolean;
  /** Each node reached, and each branch taken out of a node by the subscriber's press (the canvas's statistics). */
  visits: { nodeId: string; branch: string | null }[];
  subscriber: FlowSubscriber;
  /** The flow a goto node hands the subscriber to. */
  gotoFlowId: number | null;
  steps: number;
};

/**
 * One move of a flow for one subscriber, pure: from where it waits (or its start), given what the subscriber did,
 * the events in order and where it waits next. Runs until it needs the subscriber (a question, buttons without a
 * way on), a wait, or an end; `stepLimit` caps the nodes one move may pass (a cross-flow goto loop stops there).
 */
export function stepFlow(
  document: FlowDocument,
  position: FlowPosition | null,
  input: FlowInput,
  subscriberBefore: FlowSubscriber,
  stepLimit: number = flowStepLimit,
): FlowStep {
  const nodes = new Map(document.nodes.map((node) => [node.id, node]));
  const edges = new Map(document.edges.map((edge) => [`${edge.source}\u0000${edge.source_handle}`, edge.target]));
  const events: FlowRunEvent[] = [];
  const visits: FlowStep['visits'] = [];
  let subscriber: FlowSubscriber = { ...subscriberBefore };
  let steps = 0;
  let gotoFlowId: number | null = null;

  const result = (next: FlowPosition | null, consumed = true): FlowStep => ({
    events,
    position: next,
    consumed,
    visits,
    subscriber,
    gotoFlowId,
    steps,
  });
  const end = (nodeId: string | null, reason: FlowRunEndReason) => {
    events.push({ kind: 'end', node_id: nodeId, reason });
    return result(null);
  };
  const targetOf = (nodeId: string, branch: string) => edges.get(`${nodeId}\u0000${branch}`) ?? null;
  const moveAt = (nodeId: string): FlowMove => ({
    get subscriber() {
      return subscriber;
    },
    emit: (event) => events.push(event),
    changeSubscriber: (changed) => {
      subscriber = changed;
    },
    leadsOn: (branch) => targetOf(nodeId, branch) !== null,
  });

  /** Runs from a node on until the flow needs the subscriber, waits or ends. */
  const walk = (firstId: string | null, from: string): FlowStep => {
    let nodeId = firstId;
    let previous = from;
    while (nodeId !== null) {
      const node = nodes.get(nodeId);
      if (!node) return end(previous, 'finished');
      if (++steps > stepLimit) return end(node.id, 'step-limit');
      visits.push({ nodeId: node.id, branch: null });
      previous = node.id;
      const outcome = serverFlowStepOf(node).reach(node, moveAt(node.id));
      if ('follow' in outcome) {
        nodeId = targetOf(node.id, outcome.follow);
        continue;
      }
      return settle(node.id, outcome);
    }
    return end(previous, 'finished');
  };

  /** A press of a branch: the way on from that node, wherever the subscriber was. */
  const press = (nodeId: string, branch: string): FlowStep => {
    visits.push({ nodeId, branch });
    return walk(targetOf(nodeId, branch), nodeId);
  };

  /** Where a node's kind sent the move. */
  const settle = (nodeId: string, outcome: FlowStepOutcome): FlowStep => {
    if ('follow' in outcome) return walk(targetOf(nodeId, outcome.follow), nodeId);
    if ('take' in outcome) return press(nodeId, outcome.take);
    if ('waitFor' in outcome) return result({ nodeId, waitingFor: outcome.waitFor, attempts: outcome.attempts ?? 0 });
    if (outcome.gotoFlowId !== undefined) gotoFlowId = outcome.gotoFlowId;
    return end(nodeId, outcome.end);
  };

  switch (input.type) {
    case 'start': {
      const start = document.nodes.find((node) => node.type === 'start');
      return start ? walk(start.id, start.id) : end(null, 'finished');
    }
    case 'branch': {
      const node = nodes.get(input.nodeId);
      if (!node) return result(position, false);
      return press(node.id, input.branch);
    }
    case 'timer': {
      if (!position || position.waitingFor !== 'timer') return result(position, false);
      return walk(targetOf(position.nodeId, 'next'), position.nodeId);
    }
    case 'text': {
      if (!position || position.waitingFor !== 'reply') return result(position, false);
      const node = nodes.get(position.nodeId);
      if (!node) return end(position.nodeId, 'finished');
      const reply = serverFlowStepOf(node).reply?.(node, input.text, position.attempts, moveAt(node.id));
      if (!reply || 'leave' in reply) return result(position, false);
      return settle(node.id, reply);
    }
  }
}
