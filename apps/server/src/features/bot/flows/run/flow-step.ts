import {
  checkRule,
  flowLimits,
  flowStepLimit,
  flowWaitSeconds,
  messagingLimits,
  normalizeForMatching,
  type FlowDocument,
  type FlowNode,
  type FlowRunEndReason,
  type FlowRunEvent,
  type SubscriberSource,
} from '@app/contract';

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

const digitZero = { arabic: 0x0660, eastern: 0x06f0 };

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII: a customer's ٠٥٩ is the number 059. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - digitZero.arabic))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - digitZero.eastern));
}

/** A question's answer as saved (digits made ASCII for numbers and phones), or null when it is not of its kind. */
export function readAnswer(kind: 'text' | 'number' | 'email' | 'phone', raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  switch (kind) {
    case 'text':
      return text;
    case 'email':
      return checkRule('email', text) ? text : null;
    case 'number': {
      const value = asciiDigits(text)
        .replace(/\u066B/g, '.')
        .replace(/\s/g, '');
      return checkRule('numeric', value) ? value : null;
    }
    case 'phone': {
      const value = asciiDigits(text).replace(/[()]/g, '').trim();
      return checkRule('phone', value) ? value : null;
    }
  }
}

/** A button's title as a customer may type it: "سعر" chooses "السعر" (the article is dropped from each word). */
const asTitle = (text: string) => normalizeForMatching(text).replace(/(^| )\u0627\u0644(?=\S{2})/g, '$1');

/** A message node's buttons and quick replies that continue the flow, with the titles a customer may type. */
function branchTitles(node: Extract<FlowNode, { type: 'message' }>): { branch: string; title: string }[] {
  const { data } = node;
  if (data.message_type === 'buttons')
    return data.buttons.flatMap((button, index) =>
      button.type === 'postback' ? [{ branch: `button:${index}`, title: button.title }] : [],
    );
  if (data.message_type === 'cards')
    return data.cards.flatMap((card, cardIndex) =>
      card.buttons.flatMap((button, index) =>
        button.type === 'postback' ? [{ branch: `card:${cardIndex}:button:${index}`, title: button.title }] : [],
      ),
    );
  if (data.message_type === 'quick_replies')
    return data.replies.map((reply, index) => ({ branch: `reply:${index}`, title: reply.title }));
  return [];
}

function conditionHolds(node: Extract<FlowNode, { type: 'condition' }>, subscriber: FlowSubscriber): boolean {
  const { subject, operator, value } = node.data;
  switch (subject) {
    case 'field': {
      const current = node.data.field ? subscriber.fields[node.data.field] : undefined;
      if (operator === 'is_set') return current !== undefined && current !== '';
      if (operator === 'is_not_set') return current === undefined || current === '';
      if (current === undefined) return false;
      const have = normalizeForMatching(current);
      const want = normalizeForMatching(value);
      return operator === 'contains' ? ` ${have} `.includes(` ${want} `) || have.includes(want) : have === want;
    }
    case 'label': {
      const has = subscriber.labels.some((label) => normalizeForMatching(label) === normalizeForMatching(value));
      return operator === 'has_not' ? !has : has;
    }
    case 'window':
      return subscriber.windowOpen;
    case 'source':
      return subscriber.source === value;
  }
}

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
      switch (node.type) {
        case 'start':
        case 'notify':
        case 'label':
          if (node.type === 'notify') events.push({ kind: 'notify', node_id: node.id, text: node.data.text });
          if (node.type === 'label') {
            const { action, label } = node.data;
            const others = subscriber.labels.filter((have) => have !== label);
            // A subscriber keeps Meta-sized label lists: the oldest label gives way to a new one.
            const labels = action === 'add' ? [...others, label].slice(-messagingLimits.labelsPerSubscriber) : others;
            subscriber = { ...subscriber, labels };
            events.push({ kind: 'label', node_id: node.id, action, label });
          }
          nodeId = targetOf(node.id, 'next');
          break;
        case 'message': {
          if (!subscriber.windowOpen) return end(node.id, 'window-closed');
          events.push({ kind: 'message', node_id: node.id, message: node.data, media: null });
          const next = targetOf(node.id, 'next');
          if (next !== null) {
            nodeId = next;
            break;
          }
          const waitsForPress = branchTitles(node).some(({ branch }) => targetOf(node.id, branch) !== null);
          return waitsForPress
            ? result({ nodeId: node.id, waitingFor: 'reply', attempts: 0 })
            : end(node.id, 'finished');
        }
        case 'question':
          if (!subscriber.windowOpen) return end(node.id, 'window-closed');
          events.push({ kind: 'question', node_id: node.id, text: node.data.text });
          return result({ nodeId: node.id, waitingFor: 'reply', attempts: 0 });
        case 'wait':
          events.push({ kind: 'wait', node_id: node.id, seconds: flowWaitSeconds(node.data) });
          return result({ nodeId: node.id, waitingFor: 'timer', attempts: 0 });
        case 'condition':
          nodeId = targetOf(node.id, conditionHolds(node, subscriber) ? 'true' : 'false');
          break;
        case 'handover':
          events.push({ kind: 'handover', node_id: node.id });
          return end(node.id, 'handover');
        case 'goto':
          if (node.data.flow_id === null) return end(node.id, 'finished');
          gotoFlowId = node.data.flow_id;
          events.push({ kind: 'goto', node_id: node.id, flow_id: node.data.flow_id });
          return end(node.id, 'goto');
      }
    }
    return end(previous, 'finished');
  };

  /** A press of a branch: the way on from that node, wherever the subscriber was. */
  const press = (nodeId: string, branch: string): FlowStep => {
    visits.push({ nodeId, branch });
    return walk(targetOf(nodeId, branch), nodeId);
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
      // Comment to DM: the flow waits at its start for the commenter's answer to the private reply, whatever it is.
      if (node.type === 'start') return walk(targetOf(node.id, 'next'), node.id);
      if (node.type === 'question') {
        const value = readAnswer(node.data.answer_kind, input.text);
        if (value === null) {
          const attempts = position.attempts + 1;
          if (attempts >= flowLimits.questionRetries) return end(node.id, 'question-gave-up');
          if (!subscriber.windowOpen) return end(node.id, 'window-closed');
          events.push({ kind: 'retry', node_id: node.id, text: node.data.retry_text || node.data.text });
          return result({ ...position, attempts });
        }
        subscriber = { ...subscriber, fields: { ...subscriber.fields, [node.data.field]: value } };
        events.push({ kind: 'field', node_id: node.id, field: node.data.field, value });
        visits.push({ nodeId: node.id, branch: 'answered' });
        return walk(targetOf(node.id, 'answered'), node.id);
      }
      if (node.type === 'message') {
        const typed = asTitle(input.text);
        const chosen = branchTitles(node).find(
          ({ branch, title }) => asTitle(title) === typed && targetOf(node.id, branch) !== null,
        );
        return chosen ? press(node.id, chosen.branch) : result(position, false);
      }
      return result(position, false);
    }
  }
}
