import { flowDocumentSchema, flowNodeBranches, type FlowDocument, type FlowNode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  canConnect,
  changeNodeData,
  connectEdge,
  createCanvasNode,
  defaultNodeData,
  toCanvas,
  toDocument,
  type FlowCanvasNode,
  type FlowNodeData,
} from '@/features/bot-flows/model/flow-document.ts';
import { sourceHandleIdsOf } from '@/features/bot-flows/model/flow-handles.ts';
import { problemNodeId, problemsByNode, problemsFromErrors } from '@/features/bot-flows/model/flow-problems.ts';

const message = (data: Partial<FlowNodeData<'message'>>): FlowNodeData<'message'> => ({
  ...defaultNodeData('message'),
  ...data,
});

const document: FlowDocument = {
  version: 2,
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    {
      id: 'offer',
      type: 'message',
      position: { x: 300, y: 0 },
      data: message({
        message_type: 'buttons',
        message: 'عرض اليوم',
        buttons: [
          { type: 'postback', title: 'السعر', payload: 'price' },
          { type: 'web_url', title: 'الموقع', url: 'https://example.com' },
          { type: 'postback', title: 'التوصيل', payload: 'delivery' },
        ],
      }),
    },
    { id: 'pause', type: 'wait', position: { x: 600, y: 0 }, data: { amount: 2, unit: 'minutes' } },
    { id: 'human', type: 'handover', position: { x: 600, y: 200 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 'start', source_handle: 'next', target: 'offer' },
    { id: 'e2', source: 'offer', source_handle: 'button:0', target: 'pause' },
    { id: 'e3', source: 'offer', source_handle: 'button:2', target: 'human' },
  ],
};

const nodeOf = (nodes: FlowCanvasNode[], id: string) => nodes.find((node) => node.id === id)!;

describe('flow builder: the document and the canvas', () => {
  it('turns a stored document into the canvas and back without changing it', () => {
    const canvas = toCanvas(document);
    expect(canvas.edges[1]).toMatchObject({ id: 'e2', source: 'offer', sourceHandle: 'button:0', target: 'pause' });
    expect(nodeOf(canvas.nodes, 'start').deletable).toBe(false);
    expect(toDocument(canvas)).toEqual(document);
  });

  it('gives each kind of node its branches: postback buttons, card buttons, quick replies, answered, yes and no', () => {
    const shape = (node: FlowNode) => sourceHandleIdsOf(node);
    expect(shape(document.nodes[1]!)).toEqual(['next', 'button:0', 'button:2']);
    const cards = message({
      message_type: 'cards',
      cards: [
        { title: 'A', buttons: [{ type: 'postback', title: 'Buy', payload: 'buy' }] },
        {
          title: 'B',
          buttons: [
            { type: 'web_url', title: 'Site', url: 'https://example.com' },
            { type: 'postback', title: 'Buy', payload: 'buy-b' },
          ],
        },
      ],
    });
    expect(shape({ id: 'c', type: 'message', position: { x: 0, y: 0 }, data: cards })).toEqual([
      'next',
      'card:0:button:0',
      'card:1:button:1',
    ]);
    const replies = message({
      message_type: 'quick_replies',
      message: 'مقاسك؟',
      replies: [
        { title: 'S', payload: 's' },
        { title: 'M', payload: 'm' },
      ],
    });
    expect(shape({ id: 'q', type: 'message', position: { x: 0, y: 0 }, data: replies })).toEqual([
      'next',
      'reply:0',
      'reply:1',
    ]);
    // Buttons kept while the type is text do not branch: Meta would not show them.
    expect(
      shape({ id: 't', type: 'message', position: { x: 0, y: 0 }, data: { ...replies, message_type: 'text' } }),
    ).toEqual(['next']);
    const at = { id: 'n', position: { x: 0, y: 0 } };
    expect(shape({ ...at, type: 'question', data: defaultNodeData('question') })).toEqual(['answered']);
    expect(shape({ ...at, type: 'condition', data: defaultNodeData('condition') })).toEqual(['true', 'false']);
    expect(shape({ ...at, type: 'wait', data: { amount: 5, unit: 'seconds' } })).toEqual(['next']);
    expect(shape({ ...at, type: 'handover', data: {} })).toEqual([]);
    expect(shape({ ...at, type: 'goto', data: { flow_id: null } })).toEqual([]);
  });

  it('offers exactly the branches the contract’s validation knows, for every kind of node', () => {
    const at = { position: { x: 0, y: 0 } };
    const nodes: FlowNode[] = [
      ...document.nodes,
      { ...at, id: 'q', type: 'question', data: defaultNodeData('question') },
      { ...at, id: 'c', type: 'condition', data: defaultNodeData('condition') },
      { ...at, id: 'l', type: 'label', data: { action: 'add', label: 'vip' } },
      { ...at, id: 'n', type: 'notify', data: { text: 'x' } },
      { ...at, id: 'g', type: 'goto', data: { flow_id: null } },
      {
        ...at,
        id: 'r',
        type: 'message',
        data: message({ message_type: 'quick_replies', message: 'x', replies: [{ title: 'a', payload: 'a' }] }),
      },
    ];
    for (const node of nodes) {
      const { required, optional } = flowNodeBranches(node);
      expect(sourceHandleIdsOf(node).sort(), node.type).toEqual([...required, ...optional].sort());
    }
  });

  it('moves a branch along with its button when a button before it is removed, and drops the removed one', () => {
    const canvas = toCanvas(document);
    const offer = nodeOf(canvas.nodes, 'offer');
    if (offer.type !== 'message') throw new Error('not a message');
    const [, link, delivery] = offer.data.buttons;
    const next = changeNodeData(canvas, 'offer', { ...offer.data, buttons: [link!, delivery!] });
    expect(next.edges.map((edge) => [edge.id, edge.sourceHandle])).toEqual([
      ['e1', 'next'],
      ['e3', 'button:1'],
    ]);
  });

  it('keeps a branch when its button is edited in place, and drops it when the button becomes a link', () => {
    const canvas = toCanvas(document);
    const offer = nodeOf(canvas.nodes, 'offer');
    if (offer.type !== 'message') throw new Error('not a message');
    const renamed = offer.data.buttons.map((button, index) => (index === 0 ? { ...button, title: 'بكم؟' } : button));
    expect(changeNodeData(canvas, 'offer', { ...offer.data, buttons: renamed }).edges).toHaveLength(3);
    const linked = offer.data.buttons.map((button, index) =>
      index === 0 ? { type: 'web_url' as const, title: 'بكم؟', url: 'https://example.com' } : button,
    );
    const next = changeNodeData(canvas, 'offer', { ...offer.data, buttons: linked });
    expect(next.edges.map((edge) => edge.id)).toEqual(['e1', 'e3']);
  });

  it('lets one edge leave a handle: drawing it again moves it; never into the start or the node itself', () => {
    const canvas = toCanvas(document);
    const moved = connectEdge(canvas.edges, {
      source: 'offer',
      sourceHandle: 'button:0',
      target: 'human',
      targetHandle: null,
    });
    expect(moved.filter((edge) => edge.source === 'offer' && edge.sourceHandle === 'button:0')).toEqual([
      expect.objectContaining({ target: 'human' }),
    ]);
    expect(canConnect({ source: 'offer', target: 'start' }, canvas.nodes)).toBe(false);
    expect(canConnect({ source: 'offer', target: 'offer' }, canvas.nodes)).toBe(false);
    expect(canConnect({ source: 'offer', target: 'pause' }, canvas.nodes)).toBe(true);
  });

  it('saves new steps as a document the contract accepts, payloads filled for postback buttons and quick replies', () => {
    const canvas = toCanvas(document);
    const taken = new Set(canvas.nodes.map((node) => node.id));
    const added = (['message', 'wait', 'question', 'condition', 'label', 'notify', 'handover', 'goto'] as const).map(
      (type, index) => createCanvasNode(type, { x: 10.4 * index, y: 99.6 }, taken),
    );
    const withButton = added.map((node) =>
      node.type === 'message'
        ? {
            ...node,
            data: message({
              message_type: 'quick_replies',
              message: 'اختر',
              buttons: [{ type: 'postback' as const, title: 'نعم' }],
              replies: [{ title: 'لا', payload: '' }],
            }),
          }
        : node,
    );
    const saved = toDocument({ nodes: [...canvas.nodes, ...withButton], edges: canvas.edges });
    expect(flowDocumentSchema.safeParse(saved).success).toBe(true);
    const sent = saved.nodes.find((node) => node.id === withButton[0]!.id);
    expect(sent?.data).toMatchObject({
      buttons: [{ payload: `${withButton[0]!.id}:button:0` }],
      replies: [{ payload: `${withButton[0]!.id}:reply:0` }],
    });
    expect(saved.nodes.at(-1)?.position).toEqual({ x: 73, y: 100 });
    expect(new Set(saved.nodes.map((node) => node.id)).size).toBe(saved.nodes.length);
  });

  it('leaves out edges whose handle or node is gone', () => {
    const canvas = toCanvas(document);
    const saved = toDocument({
      nodes: canvas.nodes.filter((node) => node.id !== 'human'),
      edges: [...canvas.edges, { id: 'stale', source: 'offer', sourceHandle: 'button:1', target: 'pause' }],
    });
    expect(saved.edges.map((edge) => edge.id)).toEqual(['e1', 'e2']);
  });
});

describe('flow builder: problems on the canvas', () => {
  const dangling = {
    code: 'dangling-branch' as const,
    node_id: 'offer',
    edge_id: null,
    field: 'button:0',
    message: 'زر «السعر» لا يقود إلى أي خطوة',
  };

  it('points each problem at its node, an edge problem at the edge’s source, a flow problem at none', () => {
    expect(problemNodeId(dangling, document)).toBe('offer');
    const missing = { ...dangling, code: 'edge-to-missing-node' as const, node_id: null, edge_id: 'e3' };
    expect(problemNodeId(missing, document)).toBe('offer');
    expect(problemNodeId({ ...dangling, code: 'no-start', node_id: null }, document)).toBeNull();
    const byNode = problemsByNode([dangling, missing, { ...dangling, node_id: 'pause' }], document);
    expect(byNode.get('offer')).toHaveLength(2);
    expect(byNode.get('pause')).toHaveLength(1);
  });

  it('reads a refused publish (node:<id>) and a refused save (draft.nodes.<i>.data.<field>) onto their nodes', () => {
    const published = problemsFromErrors(
      { 'node:offer': ['زر «السعر» لا يقود إلى أي خطوة'], flow: ['المسار بلا بداية'] },
      document,
    );
    expect(published).toEqual([
      expect.objectContaining({ node_id: 'offer', message: 'زر «السعر» لا يقود إلى أي خطوة' }),
      expect.objectContaining({ node_id: null, message: 'المسار بلا بداية' }),
    ]);
    const saved = problemsFromErrors({ 'draft.nodes.1.data.buttons.0.title': ['Required'] }, document);
    expect(saved).toEqual([expect.objectContaining({ node_id: 'offer', field: 'buttons.0.title' })]);
  });
});

describe('flow builder: translations', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];

  it('has every Arabic text in English and every English text in Arabic', async () => {
    const [ar, en] = await Promise.all([
      import('@/shared/i18n/locales/ar/bot-flows.json'),
      import('@/shared/i18n/locales/en/bot-flows.json'),
    ]);
    expect([...new Set(keysOf(ar.default))].sort()).toEqual([...new Set(keysOf(en.default))].sort());
  });
});
