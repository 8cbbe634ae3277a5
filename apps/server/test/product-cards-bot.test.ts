import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRepliesEndpoints, type BotReply, type BotTrailItem } from '@app/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { answerTrails, orderLinks } from '../src/platform/db/schema.ts';
import { startBotTestServer, type BotHarness } from './bot-harness.ts';
import { setPageDomain, storeWithItems } from './store-fixtures.ts';
import type { TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let headers: Record<string, string>;
let messenger: BotHarness;
let itemIds: number[];

const db = () => server.runtime.database.db;

beforeAll(async () => {
  ({ server, token, pageId, headers, bot: messenger } = await startBotTestServer());
  const { items } = await storeWithItems(db(), pageId, [{ names: { ar: 'عطر', en: 'Perfume' }, sellPrice: 75000 }]);
  itemIds = items.map((item) => item.id);
});
afterAll(async () => {
  await server?.stop();
});

async function createBot(body: Record<string, unknown>) {
  return server.request<{ bot: BotReply; fields?: string[] }>('POST', '/api/bot/replies', { token, headers, body });
}

async function trailOf(mid: string): Promise<BotTrailItem | undefined> {
  const [row] = await db().select({ id: answerTrails.id }).from(answerTrails).where(eq(answerTrails.incomingMid, mid));
  const trail = await server.call(botRepliesEndpoints.trail, { query: { limit: 200 }, token, headers });
  return trail.body.trail.find((item) => item.id === row?.id);
}

describe('a bot keyword reply of product cards', () => {
  it('needs items, and keeps them', async () => {
    const empty = await createBot({
      bot_name: 'no items',
      message_type: 'products',
      keyword_type: 'exact',
      keywords: ['x'],
    });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toContain('item_ids');
  });

  it("answers the keyword with a card whose Order link is the customer's, or says why it cannot", async () => {
    const created = await createBot({
      bot_name: 'العطور',
      message_type: 'products',
      item_ids: itemIds,
      keyword_type: 'contains',
      keywords: ['عطر'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.bot).toMatchObject({ message_type: 'products', item_ids: itemIds });

    await setPageDomain(db(), pageId, null);
    const blocked = await messenger.customer('7300001', { text: 'بدي عطر' });
    expect(blocked.sends).toEqual([]);
    expect(await trailOf(blocked.mid)).toMatchObject({ status: 'skipped', reason: 'no-order-domain' });

    await setPageDomain(db(), pageId, 'https://shop.example');
    const answered = await messenger.customer('7300002', { text: 'بدي عطر' });
    expect(answered.sends).toHaveLength(1);
    const message = answered.sends[0]!.body!.message as {
      attachment: {
        payload: { template_type: string; elements: Array<{ title: string; buttons: Array<{ url: string }> }> };
      };
    };
    expect(message.attachment.payload.template_type).toBe('generic');
    expect(message.attachment.payload.elements[0]!.title).toBe('عطر');
    const url = message.attachment.payload.elements[0]!.buttons[0]!.url;
    const checked = server.runtime.services.orderLinks.check(url.split('/order/')[1]!);
    expect(checked.ok).toBe(true);
    const [link] = await db()
      .select()
      .from(orderLinks)
      .where(eq(orderLinks.id, checked.ok ? checked.orderLinkId : 0));
    expect(link).toMatchObject({
      source: 'bot-reply',
      sourceId: created.body.bot.id,
      customerPsid: '7300002',
      itemIds,
    });
    expect(await trailOf(answered.mid)).toMatchObject({ status: 'sent' });
  });
});

describe('product cards from the inbox composer', () => {
  it("sends the chosen items as cards through the inbox's answer path, or refuses saying why", async () => {
    const personId = '7300003';
    await messenger.customer(personId, { text: 'مرحبا' });
    const conversation = await messenger.conversationId(personId);
    const send = (clientId = randomUUID()) =>
      server.request<{ message: { kind: string; text: string | null; status: string }; fields?: string[] }>(
        'POST',
        `/api/inbox/conversations/${conversation}/messages`,
        { token, headers, body: { client_id: clientId, item_ids: itemIds } },
      );

    await setPageDomain(db(), pageId, null);
    const refused = await send();
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toContain('item_ids');

    await setPageDomain(db(), pageId, 'https://shop.example');
    const before = await server.simulator.lastCallSeq();
    const clientId = randomUUID();
    const sent = await send(clientId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatchObject({ kind: 'template', text: 'عطر', status: 'sent' });
    // The same client id again answers the same message and sends nothing more.
    expect((await send(clientId)).status).toBe(200);
    const sends = await messenger.sendsSince(personId, before);
    expect(sends).toHaveLength(1);
    const url = (
      sends[0]!.body!.message as { attachment: { payload: { elements: Array<{ buttons: Array<{ url: string }> }> } } }
    ).attachment.payload.elements[0]!.buttons[0]!.url;
    const checked = server.runtime.services.orderLinks.check(url.split('/order/')[1]!);
    const [link] = await db()
      .select()
      .from(orderLinks)
      .where(eq(orderLinks.id, checked.ok ? checked.orderLinkId : 0));
    expect(link).toMatchObject({ source: 'inbox', sourceId: null, customerPsid: personId });
  });
});
