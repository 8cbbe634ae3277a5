import { describe, expect, it } from 'vitest';
import {
  flowDocumentSchema,
  validateFlowDocument,
  type FlowDocument,
  type FlowFinding,
  type FlowNode,
} from '../src/index.ts';

type NodeInput = { id: string; type: FlowNode['type']; data?: Record<string, unknown> };
type EdgeInput = { id?: string; source: string; target: string; source_handle?: string };

/** A document as the canvas saves it, through the stored schema (defaults filled in). */
function flow(nodes: NodeInput[], edges: EdgeInput[] = []): FlowDocument {
  return flowDocumentSchema.parse({
    version: 2,
    nodes: nodes.map((node, index) => ({ position: { x: index * 200, y: 0 }, data: {}, ...node })),
    edges: edges.map((edge, index) => ({ id: edge.id ?? `e${index}`, ...edge })),
  });
}

const start = { id: 'start', type: 'start' } as const;
const text = (id: string, message = 'أهلًا') => ({ id, type: 'message' as const, data: { message } });
const wait = (id: string) => ({ id, type: 'wait' as const, data: { amount: 1, unit: 'minutes' } });
const question = (id: string, questionText = 'ما رقم هاتفك؟') => ({
  id,
  type: 'question' as const,
  data: { text: questionText, field: 'phone', answer_kind: 'phone' },
});
const noFlows = new Set<number>();
const codes = (problems: FlowFinding[]) => problems.map((problem) => problem.code);

describe('flow validation: a flow that can run', () => {
  it('finds nothing in a start, a message and a handover', () => {
    const document = flow(
      [start, text('hello'), { id: 'human', type: 'handover' }],
      [
        { source: 'start', target: 'hello' },
        { source: 'hello', target: 'human' },
      ],
    );
    expect(validateFlowDocument(document, noFlows)).toEqual([]);
  });

  it('lets a message, a wait, a label and a notification end the flow', () => {
    const document = flow(
      [
        start,
        text('hello'),
        wait('pause'),
        { id: 'tag', type: 'label', data: { action: 'add', label: 'عميل' } },
        { id: 'tell', type: 'notify', data: { text: 'New lead' } },
      ],
      [
        { source: 'start', target: 'hello' },
        { source: 'hello', target: 'pause' },
        { source: 'pause', target: 'tag' },
        { source: 'tag', target: 'tell' },
      ],
    );
    expect(validateFlowDocument(document, noFlows)).toEqual([]);
  });

  it('accepts a loop that waits for the customer or for time', () => {
    const throughQuestion = flow(
      [start, question('ask'), text('again')],
      [
        { source: 'start', target: 'ask' },
        { source: 'ask', source_handle: 'answered', target: 'again' },
        { source: 'again', target: 'ask' },
      ],
    );
    expect(validateFlowDocument(throughQuestion, noFlows)).toEqual([]);
    const throughWait = flow(
      [start, text('remind'), wait('pause')],
      [
        { source: 'start', target: 'remind' },
        { source: 'remind', target: 'pause' },
        { source: 'pause', target: 'remind' },
      ],
    );
    expect(validateFlowDocument(throughWait, noFlows)).toEqual([]);
  });
});

describe('flow validation: start', () => {
  it('needs a start', () => {
    expect(validateFlowDocument(flow([text('hello')]), noFlows)).toEqual([
      { code: 'no-start', node_id: null, edge_id: null, field: null },
    ]);
  });

  it('refuses more than one start, pointing at each', () => {
    const problems = validateFlowDocument(
      flow(
        [start, { id: 'start2', type: 'start' }, text('hello')],
        [
          { source: 'start', target: 'hello' },
          { source: 'start2', target: 'hello' },
        ],
      ),
      noFlows,
    );
    expect(problems.filter((problem) => problem.code === 'many-starts').map((problem) => problem.node_id)).toEqual([
      'start',
      'start2',
    ]);
  });

  it('needs the start to lead somewhere', () => {
    expect(validateFlowDocument(flow([start]), noFlows)).toEqual([
      { code: 'dangling-branch', node_id: 'start', edge_id: null, field: 'next' },
    ]);
  });
});

describe('flow validation: edges and branches', () => {
  it('points at an edge whose end does not exist', () => {
    const problems = validateFlowDocument(
      flow(
        [start, text('hello')],
        [
          { source: 'start', target: 'hello' },
          { id: 'lost', source: 'hello', target: 'gone' },
          { id: 'orphan', source: 'gone', target: 'hello' },
        ],
      ),
      noFlows,
    );
    expect(problems).toEqual([
      { code: 'edge-to-missing-node', node_id: null, edge_id: 'orphan', field: null },
      { code: 'edge-to-missing-node', node_id: 'hello', edge_id: 'lost', field: null },
    ]);
  });

  it('needs every postback button, card button and quick reply of a message to continue, not its link buttons', () => {
    const buttons = {
      id: 'menu',
      type: 'message' as const,
      data: {
        message_type: 'buttons',
        message: 'اختر',
        buttons: [
          { type: 'postback', title: 'السعر', payload: 'PRICE' },
          { type: 'web_url', title: 'Shop', url: 'https://shop.example/' },
          { type: 'postback', title: 'Delivery', payload: 'DELIVERY' },
        ],
      },
    };
    const problems = validateFlowDocument(
      flow(
        [start, buttons, text('price')],
        [
          { source: 'start', target: 'menu' },
          { source: 'menu', source_handle: 'button:0', target: 'price' },
        ],
      ),
      noFlows,
    );
    expect(problems).toEqual([{ code: 'dangling-branch', node_id: 'menu', edge_id: null, field: 'button:2' }]);

    const cards = {
      id: 'cards',
      type: 'message' as const,
      data: {
        message_type: 'cards',
        cards: [
          { title: 'Shirt', buttons: [{ type: 'postback', title: 'Buy', payload: 'BUY_SHIRT' }] },
          { title: 'Hat', buttons: [{ type: 'postback', title: 'Buy', payload: 'BUY_HAT' }] },
        ],
      },
    };
    const replies = {
      id: 'replies',
      type: 'message' as const,
      data: {
        message_type: 'quick_replies',
        message: 'Size?',
        replies: [
          { title: 'S', payload: 'S' },
          { title: 'M', payload: 'M' },
        ],
      },
    };
    const more = validateFlowDocument(
      flow(
        [start, cards, replies],
        [
          { source: 'start', target: 'cards' },
          { source: 'cards', source_handle: 'card:0:button:0', target: 'replies' },
          { source: 'replies', source_handle: 'reply:1', target: 'cards' },
        ],
      ),
      noFlows,
    );
    expect(more.map((problem) => [problem.code, problem.node_id, problem.field])).toEqual([
      ['dangling-branch', 'cards', 'card:1:button:0'],
      ['loop-without-wait', 'cards', null],
      ['dangling-branch', 'replies', 'reply:0'],
    ]);
  });

  it("refuses an edge from a branch the node does not have, like a third button's on a message with two", () => {
    const twoButtons = {
      id: 'menu',
      type: 'message' as const,
      data: {
        message_type: 'buttons',
        message: 'اختر',
        buttons: [
          { type: 'postback', title: 'A', payload: 'A' },
          { type: 'postback', title: 'B', payload: 'B' },
        ],
      },
    };
    const problems = validateFlowDocument(
      flow(
        [start, twoButtons, text('a'), text('b')],
        [
          { source: 'start', target: 'menu' },
          { source: 'menu', source_handle: 'button:0', target: 'a' },
          { source: 'menu', source_handle: 'button:1', target: 'b' },
          { id: 'ghost', source: 'menu', source_handle: 'button:5', target: 'b' },
          { id: 'after-end', source: 'b', source_handle: 'true', target: 'a' },
        ],
      ),
      noFlows,
    );
    expect(problems).toEqual([
      { code: 'dangling-branch', node_id: 'menu', edge_id: 'ghost', field: 'button:5' },
      { code: 'dangling-branch', node_id: 'b', edge_id: 'after-end', field: 'true' },
    ]);
  });

  it('needs a question answered and both ways of a condition', () => {
    const problems = validateFlowDocument(
      flow(
        [start, question('ask'), { id: 'if', type: 'condition', data: { subject: 'window', operator: 'open' } }],
        [
          { source: 'start', target: 'if' },
          { source: 'if', source_handle: 'true', target: 'ask' },
        ],
      ),
      noFlows,
    );
    expect(problems.map((problem) => [problem.code, problem.node_id, problem.field])).toEqual([
      ['dangling-branch', 'ask', 'answered'],
      ['dangling-branch', 'if', 'false'],
    ]);
  });

  it('refuses two edges leaving the same branch', () => {
    const problems = validateFlowDocument(
      flow(
        [start, text('a'), text('b')],
        [
          { source: 'start', target: 'a' },
          { id: 'second', source: 'start', target: 'b' },
        ],
      ),
      noFlows,
    );
    expect(problems).toEqual([
      { code: 'duplicate-branch', node_id: 'start', edge_id: 'second', field: 'next' },
      { code: 'unreachable-node', node_id: 'b', edge_id: null, field: null },
    ]);
  });
});

describe('flow validation: loops', () => {
  it('refuses a loop that passes no wait and no question, once per loop', () => {
    const problems = validateFlowDocument(
      flow(
        [start, text('a'), text('b'), text('c')],
        [
          { source: 'start', target: 'a' },
          { id: 'ab', source: 'a', target: 'b' },
          { source: 'b', target: 'c' },
          { source: 'c', target: 'a' },
        ],
      ),
      noFlows,
    );
    expect(problems).toEqual([{ code: 'loop-without-wait', node_id: 'a', edge_id: 'ab', field: null }]);
  });

  it('refuses a node leading to itself', () => {
    const yes = { id: 'if', type: 'condition' as const, data: { subject: 'label', operator: 'has', value: 'VIP' } };
    const problems = validateFlowDocument(
      flow(
        [start, yes, { id: 'human', type: 'handover' }],
        [
          { source: 'start', target: 'if' },
          { id: 'self', source: 'if', source_handle: 'true', target: 'if' },
          { source: 'if', source_handle: 'false', target: 'human' },
        ],
      ),
      noFlows,
    );
    expect(problems).toEqual([{ code: 'loop-without-wait', node_id: 'if', edge_id: 'self', field: null }]);
  });
});

describe('flow validation: node contents', () => {
  it('checks a message with the bot form rules, naming the field', () => {
    const problems = validateFlowDocument(
      flow(
        [
          start,
          text('empty', ''),
          { id: 'no-buttons', type: 'message', data: { message_type: 'buttons', message: 'Pick' } },
          { id: 'image', type: 'message', data: { message_type: 'image', media_id: 12 } },
        ],
        [
          { source: 'start', target: 'empty' },
          { source: 'empty', target: 'no-buttons' },
          { source: 'no-buttons', target: 'image' },
        ],
      ),
      { flowExists: () => false, mediaExists: (id) => id !== 12 },
    );
    expect(problems.map((problem) => [problem.code, problem.node_id, problem.field])).toEqual([
      ['message-invalid', 'empty', 'message'],
      ['message-invalid', 'no-buttons', 'buttons'],
      ['message-invalid', 'image', 'media_id'],
    ]);
  });

  it('sends product cards of chosen store items: valid with items, refused without', () => {
    const document = (itemIds: number[]) =>
      flow(
        [start, { id: 'cards', type: 'message', data: { message_type: 'products', item_ids: itemIds } }],
        [{ source: 'start', target: 'cards' }],
      );
    expect(validateFlowDocument(document([7, 9]), noFlows)).toEqual([]);
    expect(validateFlowDocument(document([]), noFlows)).toEqual([
      { code: 'message-invalid', node_id: 'cards', edge_id: null, field: 'item_ids' },
    ]);
    expect(() => document(Array.from({ length: 11 }, (_, index) => index + 1))).toThrow();
  });

  it('reads a stored message from before product cards with no items', () => {
    expect(flow([start, text('hello')]).nodes[1]!.data).toMatchObject({ message_type: 'text', item_ids: [] });
  });

  it("refuses more text above buttons than Meta's button template carries", () => {
    const buttons = [{ type: 'postback', title: 'OK', payload: 'OK' }];
    const document = (message: string) =>
      flow(
        [start, { id: 'menu', type: 'message', data: { message_type: 'buttons', message, buttons } }, text('ok')],
        [
          { source: 'start', target: 'menu' },
          { source: 'menu', source_handle: 'button:0', target: 'ok' },
        ],
      );
    expect(validateFlowDocument(document('ا'.repeat(640)), noFlows)).toEqual([]);
    expect(validateFlowDocument(document('ا'.repeat(641)), noFlows)).toEqual([
      { code: 'message-invalid', node_id: 'menu', edge_id: null, field: 'message' },
    ]);
  });

  it('needs the text of a question and the field its answer goes to', () => {
    const problems = validateFlowDocument(
      flow([start, question('ask', '')], [{ source: 'start', target: 'ask' }]),
      noFlows,
    );
    expect(problems.map((problem) => [problem.code, problem.field])).toEqual([
      ['dangling-branch', 'answered'],
      ['question-invalid', 'text'],
    ]);
    const noField = flow(
      [start, { id: 'ask', type: 'question', data: { text: 'City?', field: '' } }, text('thanks')],
      [
        { source: 'start', target: 'ask' },
        { source: 'ask', source_handle: 'answered', target: 'thanks' },
      ],
    );
    expect(validateFlowDocument(noField, noFlows)).toEqual([
      { code: 'question-invalid', node_id: 'ask', edge_id: null, field: 'field' },
    ]);
  });

  it.each([
    [{ subject: 'field', operator: 'is_set' }, 'field'],
    [{ subject: 'field', field: 'city', operator: 'has', value: 'x' }, 'operator'],
    [{ subject: 'label', operator: 'has' }, 'value'],
    [{ subject: 'window', operator: 'equals', value: 'x' }, 'operator'],
    [{ subject: 'source', operator: 'equals' }, 'value'],
    [{ subject: 'source', operator: 'equals', value: 'carrier-pigeon' }, 'value'],
  ])('refuses the condition %o on its %s', (data, field) => {
    const document = flow(
      [start, { id: 'if', type: 'condition', data }, text('yes'), text('no')],
      [
        { source: 'start', target: 'if' },
        { source: 'if', source_handle: 'true', target: 'yes' },
        { source: 'if', source_handle: 'false', target: 'no' },
      ],
    );
    expect(validateFlowDocument(document, noFlows)).toEqual([
      { code: 'condition-invalid', node_id: 'if', edge_id: null, field },
    ]);
  });

  it('accepts the conditions each subject allows', () => {
    for (const data of [
      { subject: 'field', field: 'city', operator: 'equals', value: 'دمشق' },
      { subject: 'field', field: 'phone', operator: 'is_not_set' },
      { subject: 'label', operator: 'has_not', value: 'VIP' },
      { subject: 'window', operator: 'open' },
      { subject: 'source', operator: 'equals', value: 'comment' },
    ]) {
      const document = flow(
        [start, { id: 'if', type: 'condition', data }, text('yes'), text('no')],
        [
          { source: 'start', target: 'if' },
          { source: 'if', source_handle: 'true', target: 'yes' },
          { source: 'if', source_handle: 'false', target: 'no' },
        ],
      );
      expect(validateFlowDocument(document, noFlows), JSON.stringify(data)).toEqual([]);
    }
  });

  it('needs a label to add or remove', () => {
    const document = flow(
      [start, { id: 'tag', type: 'label', data: { action: 'add', label: '' } }],
      [{ source: 'start', target: 'tag' }],
    );
    expect(codes(validateFlowDocument(document, noFlows))).toEqual(['label-invalid']);
  });

  it("sends a goto only to one of the page's flows", () => {
    const document = flow(
      [start, text('hello'), { id: 'jump', type: 'goto', data: { flow_id: 7 } }, { id: 'nowhere', type: 'goto' }],
      [
        { source: 'start', target: 'hello' },
        { source: 'hello', target: 'jump' },
      ],
    );
    expect(validateFlowDocument(document, new Set([7]))).toEqual([
      { code: 'goto-missing-flow', node_id: 'nowhere', edge_id: null, field: 'flow_id' },
      { code: 'unreachable-node', node_id: 'nowhere', edge_id: null, field: null },
    ]);
    expect(
      validateFlowDocument(document, { flowExists: (id) => id === 8 }).filter((item) => item.node_id === 'jump'),
    ).toEqual([{ code: 'goto-missing-flow', node_id: 'jump', edge_id: null, field: 'flow_id' }]);
  });
});

describe('flow validation: reach', () => {
  it('points at every node the start does not reach', () => {
    const problems = validateFlowDocument(
      flow(
        [start, text('a'), text('island'), text('shore')],
        [
          { source: 'start', target: 'a' },
          { source: 'island', target: 'shore' },
        ],
      ),
      noFlows,
    );
    expect(problems.map((problem) => [problem.code, problem.node_id])).toEqual([
      ['unreachable-node', 'island'],
      ['unreachable-node', 'shore'],
    ]);
  });

  it('stays quick on the largest flow', () => {
    const nodes = [start, ...Array.from({ length: 199 }, (_, index) => text(`n${index}`))];
    const edges = nodes.slice(1).map((node, index) => ({ source: nodes[index]!.id, target: node.id }));
    edges.push({ source: 'n198', target: 'n0' });
    const began = performance.now();
    expect(codes(validateFlowDocument(flow(nodes, edges), noFlows))).toEqual(['loop-without-wait']);
    expect(performance.now() - began).toBeLessThan(200);
  });
});

describe('flow document schema', () => {
  it('refuses a node id or an edge id used twice', () => {
    const parsed = flowDocumentSchema.safeParse({
      version: 2,
      nodes: [
        { id: 'a', type: 'start', position: { x: 0, y: 0 }, data: {} },
        { id: 'a', type: 'handover', position: { x: 0, y: 0 }, data: {} },
      ],
      edges: [
        { id: 'e', source: 'a', target: 'a' },
        { id: 'e', source: 'a', target: 'a' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['nodes.1.id', 'edges.1.id']);
  });

  it('refuses more than 200 nodes', () => {
    const nodes = Array.from({ length: 201 }, (_, index) => ({
      id: `n${index}`,
      type: 'handover',
      position: { x: 0, y: 0 },
      data: {},
    }));
    expect(flowDocumentSchema.safeParse({ version: 2, nodes, edges: [] }).success).toBe(false);
  });
});
