import type { FlowDocument } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { at, edge, quickRepliesStep, startStep, textStep } from './flow-fixtures.ts';
import { readAnswer, stepFlow, type FlowSubscriber } from '../src/features/bot/flows/run/flow-step.ts';

const subscriber: FlowSubscriber = { fields: {}, labels: [], windowOpen: true, source: 'message' };

/** Start → a menu of two quick replies: "price" asks for an email, "human" hands over; the email then tags them. */
const shop: FlowDocument = {
  version: 2,
  nodes: [
    startStep,
    quickRepliesStep('menu', 'كيف نساعدك؟', ['السعر', 'موظف']),
    {
      id: 'ask',
      type: 'question',
      position: at,
      data: { text: 'ما بريدك؟', field: 'email', answer_kind: 'email', retry_text: 'هذا ليس بريدًا صحيحًا' },
    },
    { id: 'tag', type: 'label', position: at, data: { action: 'add', label: 'lead' } },
    { id: 'wait', type: 'wait', position: at, data: { amount: 10, unit: 'minutes' } },
    textStep('later', 'هل ما زلت مهتمًا؟'),
    { id: 'human', type: 'handover', position: at, data: {} },
  ],
  edges: [
    edge('start', 'menu'),
    edge('menu', 'ask', 'reply:0'),
    edge('menu', 'human', 'reply:1'),
    edge('ask', 'tag', 'answered'),
    edge('tag', 'wait'),
    edge('wait', 'later'),
  ],
};

describe('a flow step', () => {
  it('runs from the start to the first message whose buttons wait for the subscriber', () => {
    const step = stepFlow(shop, null, { type: 'start' }, subscriber);
    expect(step.events.map((event) => event.kind)).toEqual(['message']);
    expect(step.position).toEqual({ nodeId: 'menu', waitingFor: 'reply', attempts: 0 });
    expect(step.visits).toEqual([
      { nodeId: 'start', branch: null },
      { nodeId: 'menu', branch: null },
    ]);
  });

  it('takes a quick reply by its payload or its typed title (Arabic-aware), and leaves other text to the bots', () => {
    const waiting = { nodeId: 'menu', waitingFor: 'reply' as const, attempts: 0 };
    const pressed = stepFlow(shop, waiting, { type: 'branch', nodeId: 'menu', branch: 'reply:0' }, subscriber);
    expect(pressed.events).toEqual([{ kind: 'question', node_id: 'ask', text: 'ما بريدك؟' }]);
    expect(pressed.visits[0]).toEqual({ nodeId: 'menu', branch: 'reply:0' });
    const typed = stepFlow(shop, waiting, { type: 'text', text: 'سعر' }, subscriber);
    expect(typed.consumed).toBe(true);
    expect(typed.position?.nodeId).toBe('ask');
    const other = stepFlow(shop, waiting, { type: 'text', text: 'مرحبا' }, subscriber);
    expect(other.consumed).toBe(false);
    expect(other.events).toEqual([]);
  });

  it('asks again after a wrong answer, saves a right one, labels, and waits', () => {
    const asking = { nodeId: 'ask', waitingFor: 'reply' as const, attempts: 0 };
    const wrong = stepFlow(shop, asking, { type: 'text', text: 'not an email' }, subscriber);
    expect(wrong.events).toEqual([{ kind: 'retry', node_id: 'ask', text: 'هذا ليس بريدًا صحيحًا' }]);
    expect(wrong.position).toEqual({ ...asking, attempts: 1 });
    const right = stepFlow(shop, wrong.position, { type: 'text', text: 'sara@example.com' }, subscriber);
    expect(right.events).toEqual([
      { kind: 'field', node_id: 'ask', field: 'email', value: 'sara@example.com' },
      { kind: 'label', node_id: 'tag', action: 'add', label: 'lead' },
      { kind: 'wait', node_id: 'wait', seconds: 600 },
    ]);
    expect(right.subscriber.fields).toEqual({ email: 'sara@example.com' });
    expect(right.subscriber.labels).toEqual(['lead']);
    expect(right.position).toEqual({ nodeId: 'wait', waitingFor: 'timer', attempts: 0 });
  });

  it('gives up on a question after three wrong answers', () => {
    let position = { nodeId: 'ask', waitingFor: 'reply' as const, attempts: 0 };
    const kinds: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const step = stepFlow(shop, position, { type: 'text', text: 'no' }, subscriber);
      kinds.push(...step.events.map((event) => (event.kind === 'end' ? event.reason : event.kind)));
      if (step.position) position = { ...step.position, waitingFor: 'reply' };
    }
    expect(kinds).toEqual(['retry', 'retry', 'question-gave-up']);
  });

  it('sends nothing after the window closed: the wait ends the run instead', () => {
    const waiting = { nodeId: 'wait', waitingFor: 'timer' as const, attempts: 0 };
    const open = stepFlow(shop, waiting, { type: 'timer' }, subscriber);
    expect(open.events.map((event) => event.kind)).toEqual(['message', 'end']);
    const closed = stepFlow(shop, waiting, { type: 'timer' }, { ...subscriber, windowOpen: false });
    expect(closed.events).toEqual([{ kind: 'end', node_id: 'later', reason: 'window-closed' }]);
    expect(closed.position).toBeNull();
  });

  it('branches on a condition and stops a goto chain at the step limit', () => {
    const document: FlowDocument = {
      version: 2,
      nodes: [
        startStep,
        {
          id: 'vip',
          type: 'condition',
          position: at,
          data: { subject: 'label', field: null, operator: 'has', value: 'VIP' },
        },
        textStep('yes', 'أهلًا بعميلنا المميز'),
        { id: 'again', type: 'goto', position: at, data: { flow_id: 7 } },
      ],
      edges: [edge('start', 'vip'), edge('vip', 'yes', 'true'), edge('vip', 'again', 'false')],
    };
    const vip = stepFlow(document, null, { type: 'start' }, { ...subscriber, labels: ['vip'] });
    expect(vip.events.map((event) => event.kind)).toEqual(['message', 'end']);
    const other = stepFlow(document, null, { type: 'start' }, subscriber);
    expect(other.gotoFlowId).toBe(7);
    expect(other.steps).toBe(3);
    const capped = stepFlow(document, null, { type: 'start' }, subscriber, 2);
    expect(capped.events.at(-1)).toEqual({ kind: 'end', node_id: 'again', reason: 'step-limit' });
    expect(capped.gotoFlowId).toBeNull();
  });

  it('reads answers by kind: Arabic-Indic digits as numbers and phones, emails by the spec rule', () => {
    expect(readAnswer('number', '٤٥٫٥')).toBe('45.5');
    expect(readAnswer('number', 'خمسة')).toBeNull();
    expect(readAnswer('phone', '+٩٦٣ ٩٤٤١٢٣٤٥٦')).toBe('+963 944123456');
    expect(readAnswer('phone', '0944')).toBeNull();
    expect(readAnswer('email', 'a@b')).toBeNull();
    expect(readAnswer('text', '  مرحبا ')).toBe('مرحبا');
  });
});
