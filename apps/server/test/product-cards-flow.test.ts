import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botFlowsEndpoints as flowsEndpoints,
  botRepliesEndpoints,
  type BotFlow,
  type BotTrailItem,
  type FlowDocument,
  type FlowNode,
} from '@app/contract';
import type { CallRecord } from '@app/meta-sim/client';
import { eq } from 'drizzle-orm';
import { answerTrails, botFlows, orderLinks } from '../src/platform/db/schema.ts';
import { startBotTestServer, sentText, type BotHarness } from './bot-harness.ts';
import { at, edge, startStep, textStep } from './flow-fixtures.ts';
import { setPageDomain, storeWithItems } from './store-fixtures.ts';
import type { TestServer } from './test-server.ts';

/** A flow's message step of product cards: made per subscriber when the run reaches it, with the flow's order links. */
let server: TestServer;
let token: string;
let pageId: number;
let headers: Record<string, string>;
let messenger: BotHarness;
let itemIds: number[];
let flow: BotFlow;

const db = () => server.runtime.database.db;
const call = () => ({ token, headers });

const productsStep = (id: string, items: number[]): FlowNode => ({
  id,
  type: 'message',
  position: at,
  data: {
    message_type: 'products',
    message: '',
    buttons: [],
    cards: [],
    replies: [],
    media_id: null,
    item_ids: items,
  },
});

const shopFlow = (items: number[]): FlowDocument => ({
  version: 2,
  nodes: [
    startStep,
    textStep('hello', 'أهلًا بك في متجرنا'),
    productsStep('cards', items),
    textStep('bye', 'اطلب الآن'),
  ],
  edges: [edge('start', 'hello'), edge('hello', 'cards'), edge('cards', 'bye')],
});

type GenericTemplate = {
  attachment: {
    payload: { template_type: string; elements: Array<{ title: string; buttons: Array<{ url: string }> }> };
  };
};
const templateOf = (send: CallRecord | undefined) => send?.body?.message as GenericTemplate | undefined;

async function trailOf(mid: string): Promise<BotTrailItem | undefined> {
  const [row] = await db().select({ id: answerTrails.id }).from(answerTrails).where(eq(answerTrails.incomingMid, mid));
  const trail = await server.call(botRepliesEndpoints.trail, { query: { limit: 200 }, token, headers });
  return trail.body.trail.find((item) => item.id === row?.id);
}

beforeAll(async () => {
  ({ server, token, pageId, headers, bot: messenger } = await startBotTestServer());
  const { items } = await storeWithItems(db(), pageId, [
    { names: { ar: 'عطر', en: 'Perfume' }, sellPrice: 75000 },
    { names: { ar: 'ساعة', en: 'Watch' }, sellPrice: 120000 },
    { names: { ar: 'مخفي', en: 'Hidden' }, visible: false },
  ]);
  itemIds = items.map((item) => item.id);
});
afterAll(async () => {
  await server?.stop();
});

describe('a flow step of product cards', () => {
  it('needs items to publish', async () => {
    const created = await server.call(flowsEndpoints.create, { ...call(), body: { name: 'بلا منتجات' } });
    const saved = await server.call(flowsEndpoints.saveDraft, {
      ...call(),
      params: { id: created.body.flow.id },
      body: { draft: shopFlow([]), draft_revision: created.body.flow.draft_revision },
    });
    expect(saved.status).toBe(200);
    const published = await server.call(flowsEndpoints.publish, { ...call(), params: { id: created.body.flow.id } });
    expect(published.status).toBe(422);
    expect(JSON.stringify(published.body)).toContain('node:cards');
  });

  it('publishes with items, and a stored draft from before item_ids reads with none', async () => {
    const created = await server.call(flowsEndpoints.create, { ...call(), body: { name: 'المتجر' } });
    const saved = await server.call(flowsEndpoints.saveDraft, {
      ...call(),
      params: { id: created.body.flow.id },
      body: { draft: shopFlow(itemIds), draft_revision: created.body.flow.draft_revision },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await server.call(flowsEndpoints.publish, { ...call(), params: { id: created.body.flow.id } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    flow = published.body.flow;
    const keyword = await server.call(botRepliesEndpoints.create, {
      ...call(),
      body: {
        bot_name: 'المتجر',
        reply_type: 'flow',
        flow_id: flow.id,
        keyword_type: 'exact',
        keywords: ['متجر'],
      } as never,
    });
    expect(keyword.status, JSON.stringify(keyword.body)).toBe(200);

    const old = {
      version: 2,
      nodes: [
        startStep,
        {
          id: 'old',
          type: 'message',
          position: at,
          data: { message_type: 'text', message: 'قديم', buttons: [], cards: [], replies: [], media_id: null },
        },
      ],
      edges: [edge('start', 'old')],
    };
    const [oldFlow] = await db()
      .insert(botFlows)
      .values({ pageId, name: 'قبل', draft: old, ref: 'before-items' })
      .returning();
    const read = await server.call(flowsEndpoints.get, { ...call(), params: { id: oldFlow!.id } });
    expect(read.status).toBe(200);
    expect(read.body.flow.draft.nodes[1]!.data).toMatchObject({ message_type: 'text', item_ids: [] });
  });

  it('without a web-view domain leaves the cards out, says why in the trail, and goes on', async () => {
    await setPageDomain(db(), pageId, null);
    const answered = await messenger.customer('7400001', { text: 'متجر' });
    expect(answered.sends.map(sentText)).toEqual(['أهلًا بك في متجرنا', 'اطلب الآن']);
    expect(await trailOf(answered.mid)).toMatchObject({ status: 'sent', reason: 'no-order-domain' });
  });

  it("sends the visible items as a carousel whose Order links are the subscriber's, made for this flow", async () => {
    await setPageDomain(db(), pageId, 'https://shop.example');
    const personId = '7400002';
    const answered = await messenger.customer(personId, { text: 'متجر' });
    expect(answered.sends).toHaveLength(3);
    expect(sentText(answered.sends[0])).toBe('أهلًا بك في متجرنا');
    expect(sentText(answered.sends[2])).toBe('اطلب الآن');
    const template = templateOf(answered.sends[1])!;
    expect(template.attachment.payload.template_type).toBe('generic');
    expect(template.attachment.payload.elements.map((element) => element.title)).toEqual(['عطر', 'ساعة']);
    for (const [index, element] of template.attachment.payload.elements.entries()) {
      const checked = server.runtime.services.orderLinks.check(element.buttons[0]!.url.split('/order/')[1]!);
      expect(checked.ok).toBe(true);
      const [link] = await db()
        .select()
        .from(orderLinks)
        .where(eq(orderLinks.id, checked.ok ? checked.orderLinkId : 0));
      expect(link).toMatchObject({
        source: 'flow',
        sourceId: flow.id,
        customerPsid: personId,
        itemIds: [itemIds[index]],
      });
    }
    expect(await trailOf(answered.mid)).toMatchObject({ status: 'sent', reason: null });
  });

  it('try it shows the visible items by name and issues no link', async () => {
    const before = await db().select({ id: orderLinks.id }).from(orderLinks);
    const tried = await server.call(flowsEndpoints.try, {
      ...call(),
      params: { id: flow.id },
      body: { input: { type: 'start' } } as never,
    });
    expect(tried.status).toBe(200);
    const cards = tried.body.events.find((event) => event.kind === 'message' && event.node_id === 'cards');
    expect(cards).toMatchObject({
      products: [
        { id: itemIds[0], name: 'عطر', price: 75000, currency: expect.any(String) },
        { id: itemIds[1], name: 'ساعة', price: 120000 },
      ],
    });
    expect(await db().select({ id: orderLinks.id }).from(orderLinks)).toHaveLength(before.length);
  });
});
