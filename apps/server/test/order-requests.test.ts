import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botRepliesEndpoints, maxDatabaseId, orderRequestsEndpoints as endpoints } from '@app/contract';
import { createBusinessTime } from '../src/platform/business-time.ts';
import { answerTrails, orderRequests } from '../src/platform/db/schema.ts';
import { demoOwnerSession, linkedSeller } from './fixtures.ts';
import { openEventStream } from './inbox-event-stream.ts';
import { conversationOf, customerWrites, messagesSent } from './inbox-send-helpers.ts';
import { insertOrderRequest } from './order-request-rows.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const day = 86_400_000;
let server: TestServer;
let owner: Awaited<ReturnType<typeof demoOwnerSession>>;
let stranger: Awaited<ReturnType<typeof linkedSeller>>;
let person = 7700;

beforeAll(async () => {
  server = await startTestServer();
  owner = await demoOwnerSession(server);
  stranger = await linkedSeller(server, 'Other Seller');
  await server.runtime.database.db.delete(orderRequests).where(eq(orderRequests.pageId, owner.pageId));
});
afterAll(async () => {
  await server?.stop();
});

/** A customer who just wrote to the demo page (the 24-hour window open): their Meta id and conversation. */
async function customerInWindow() {
  const personId = String(++person);
  await customerWrites(server, owner.metaPageId, personId, 'بدي اطلب');
  return { personId, conversationId: await conversationOf(server, owner.pageId, personId) };
}

const asOwner = (locale = 'en') => ({ token: owner.token, headers: { locale } });

describe('the customer requests list', () => {
  it('lists the page’s requests newest first with counts per status, searches and filters by business day', async () => {
    const now = server.clock.now();
    const old = await insertOrderRequest(server, {
      pageId: owner.pageId,
      customerName: 'ليلى',
      status: 'shipping_done',
      createdAt: new Date(now.getTime() - 3 * day),
    });
    const middle = await insertOrderRequest(server, {
      pageId: owner.pageId,
      customerName: 'Omar',
      createdAt: new Date(now.getTime() - day),
      answers: [{ name: 'city', title: 'المدينة', value: 'حلب الجديدة' }],
    });
    const newest = await insertOrderRequest(server, { pageId: owner.pageId, customerName: 'سارة' });
    const list = await server.call(endpoints.list, { params: { pageId: owner.pageId }, ...asOwner() });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.id)).toEqual([newest.id, middle.id, old.id]);
    expect(list.body.counts).toMatchObject({ pending: 2, shipping_done: 1, processed: 0 });
    expect(list.body.total).toBe(3);
    expect(list.body.data[0]).toMatchObject({ customer_name: 'سارة', total: 50, currency: 'USD', status: 'pending' });

    const pending = await server.call(endpoints.list, {
      params: { pageId: owner.pageId },
      query: { status: 'pending' },
      ...asOwner(),
    });
    expect(pending.body.data.map((row) => row.id)).toEqual([newest.id, middle.id]);
    expect(pending.body.total).toBe(2);

    const search = async (text: string) =>
      (
        await server.call(endpoints.list, { params: { pageId: owner.pageId }, query: { search: text }, ...asOwner() })
      ).body.data.map((row) => row.id);
    expect(await search('ليلى')).toEqual([old.id]);
    expect(await search('omar')).toEqual([middle.id]);
    expect(await search(`#${middle.id}`)).toEqual([middle.id]);
    expect(await search('حلب')).toEqual([middle.id]);
    expect(await search('100%')).toEqual([]);

    const dayOfMiddle = createBusinessTime(server.config.businessTimeZone).dayOf(middle.createdAt);
    const onDay = await server.call(endpoints.list, {
      params: { pageId: owner.pageId },
      query: { from: dayOfMiddle, to: dayOfMiddle },
      ...asOwner(),
    });
    expect(onDay.body.data.map((row) => row.id)).toEqual([middle.id]);
    expect(onDay.body.counts.pending).toBe(1);

    const paged = await server.call(endpoints.list, {
      params: { pageId: owner.pageId },
      query: { limit: 2, page: 2 },
      ...asOwner(),
    });
    expect(paged.body.data.map((row) => row.id)).toEqual([old.id]);
    expect(paged.body.total).toBe(3);
  });

  it('is the page owners’ only, and refuses bad filters with 422', async () => {
    const other = await server.callRefused(endpoints.list, {
      params: { pageId: owner.pageId },
      token: stranger.token,
    });
    expect(other.status).toBe(403);
    const bad = await server.callRefused(endpoints.list, {
      params: { pageId: owner.pageId },
      query: { status: 'shipped' as never },
      ...asOwner(),
    });
    expect(bad.status).toBe(422);
    const badDay = await server.callRefused(endpoints.list, {
      params: { pageId: owner.pageId },
      query: { from: '2026-13' as never },
      ...asOwner(),
    });
    expect(badDay.status).toBe(422);
  });
});

describe('one customer request', () => {
  it('shows answers, items, the conversation, allowed statuses; other owners and ids out of range get no answer', async () => {
    const { personId, conversationId } = await customerInWindow();
    const row = await insertOrderRequest(server, {
      pageId: owner.pageId,
      subscriberId: conversationId,
      psid: personId,
    });
    const detail = await server.call(endpoints.get, { params: { id: row.id }, ...asOwner() });
    expect(detail.status).toBe(200);
    expect(detail.body.request).toMatchObject({
      id: row.id,
      page_id: owner.pageId,
      conversation_id: conversationId,
      answers: [
        { name: 'phone', title: 'رقم الهاتف', value: '0944000111' },
        { name: 'address', title: 'العنوان', value: 'دمشق، المزة' },
      ],
      items: [{ item_id: 1, name: 'فستان صيفي', price: 25, quantity: 2 }],
      allowed_statuses: ['ready_inventory', 'contact_done', 'shipping_done', 'processed', 'cancelled'],
      history: [],
    });
    expect((await server.callRefused(endpoints.get, { params: { id: row.id }, token: stranger.token })).status).toBe(
      404,
    );
    const outOfRange = await server.request('GET', `/api/webview/requests/get/${maxDatabaseId + 1}`, asOwner());
    expect(outOfRange.status).toBe(422);
    expect((await server.callRefused(endpoints.get, { params: { id: maxDatabaseId }, ...asOwner() })).status).toBe(404);
  });
});

describe('changing a request’s status', () => {
  it('moves along an allowed change, records who and when, and tells the customer on Messenger in the store’s language', async () => {
    const { personId, conversationId } = await customerInWindow();
    const row = await insertOrderRequest(server, {
      pageId: owner.pageId,
      subscriberId: conversationId,
      psid: personId,
    });
    const before = await server.simulator.lastCallSeq();
    const changed = await server.call(endpoints.update, {
      params: { id: row.id },
      body: { status: 'ready_inventory', note: 'جاهز للتسليم' },
      ...asOwner(),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.request.status).toBe('ready_inventory');
    expect(changed.body.request.allowed_statuses).toEqual(['contact_done', 'shipping_done', 'processed', 'cancelled']);
    expect(changed.body.request.history).toEqual([
      expect.objectContaining({
        from_status: 'pending',
        to_status: 'ready_inventory',
        note: 'جاهز للتسليم',
        customer_told: true,
        not_told_reason: null,
        changed_by: expect.objectContaining({ id: expect.any(Number) }),
      }),
    ]);
    const sent = messagesSent(await server.simulator.calls(before), owner.metaPageId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ recipient: { id: personId } });
    expect(JSON.stringify(sent[0]!.body)).toContain(`طلبك رقم ${row.id} جاهز في المخزن`);
    // The answer path's one trail names the change: it is told once.
    const trail = await server.runtime.database.db
      .select()
      .from(answerTrails)
      .where(eq(answerTrails.incomingMid, `order-status:${changed.body.request.history[0]!.id}`));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ decidedBy: 'order', reason: null });
    // The page's trail row of it is not the bot's: the bot's trail screen leaves it out.
    const botTrail = await server.call(botRepliesEndpoints.trail, {
      query: { limit: 200 },
      token: owner.token,
      headers: { 'page-id': String(owner.pageId) },
    });
    expect(botTrail.body.trail.map((item) => item.id)).not.toContain(trail[0]!.id);
  });

  it('tells a customer who ordered in English in English, whatever the store’s first language', async () => {
    const { personId, conversationId } = await customerInWindow();
    const row = await insertOrderRequest(server, {
      pageId: owner.pageId,
      subscriberId: conversationId,
      psid: personId,
      locale: 'en',
    });
    const before = await server.simulator.lastCallSeq();
    const changed = await server.call(endpoints.update, {
      params: { id: row.id },
      body: { status: 'shipping_done' },
      ...asOwner('ar'),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const sent = messagesSent(await server.simulator.calls(before), owner.metaPageId);
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]!.body)).toContain(`Your order #${row.id} has been shipped`);
  });

  it('refuses a change that is not allowed with 422 naming the allowed ones, and a final status', async () => {
    const row = await insertOrderRequest(server, { pageId: owner.pageId, status: 'shipping_done' });
    const back = await server.callRefused(endpoints.update, {
      params: { id: row.id },
      body: { status: 'pending' },
      ...asOwner(),
    });
    expect(back.status).toBe(422);
    expect(back.body.message).toBe('A request that is Shipped can only change to: Completed or Cancelled.');
    const arabic = await server.callRefused(endpoints.update, {
      params: { id: row.id },
      body: { status: 'pending' },
      ...asOwner('ar'),
    });
    expect(arabic.body.message).toContain('مكتمل');
    const done = await insertOrderRequest(server, { pageId: owner.pageId, status: 'processed' });
    const final = await server.callRefused(endpoints.update, {
      params: { id: done.id },
      body: { status: 'cancelled' },
      ...asOwner(),
    });
    expect(final.status).toBe(422);
    expect(final.body.message).toBe('A request that is Completed cannot change any more.');
    const stranger422 = await server.callRefused(endpoints.update, {
      params: { id: row.id },
      body: { status: 'processed' },
      token: stranger.token,
    });
    expect(stranger422.status).toBe(404);
    const unchanged = await server.call(endpoints.get, { params: { id: row.id }, ...asOwner() });
    expect(unchanged.body.request.status).toBe('shipping_done');
  });

  it('outside the 24-hour window sends nothing and records that the customer was not told', async () => {
    const now = server.clock.now();
    const personId = String(++person);
    const old = new Date(now.getTime() - 2 * day);
    const conversation = await server.runtime.services.inbox.repository.insertSubscriber({
      channel: 'messenger',
      pageId: owner.pageId,
      instagramAccountId: null,
      metaUserId: personId,
      name: 'زبون قديم',
      source: 'message',
      firstInteractionAt: old,
      lastInteractionAt: old,
      lastIncomingAt: old,
      unreadCount: 0,
    });
    const row = await insertOrderRequest(server, {
      pageId: owner.pageId,
      subscriberId: conversation.id,
      psid: personId,
    });
    const before = await server.simulator.lastCallSeq();
    const changed = await server.call(endpoints.update, {
      params: { id: row.id },
      body: { status: 'cancelled' },
      ...asOwner(),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.request.history[0]).toMatchObject({
      customer_told: false,
      not_told_reason: 'outside-messaging-window',
    });
    expect(messagesSent(await server.simulator.calls(before), owner.metaPageId)).toHaveLength(0);
  });
});

describe('deleting a request', () => {
  it('deletes for the owner; another owner gets 404 and the request stays', async () => {
    const row = await insertOrderRequest(server, { pageId: owner.pageId });
    const refused = await server.callRefused(endpoints.destroy, { params: { id: row.id }, token: stranger.token });
    expect(refused.status).toBe(404);
    const deleted = await server.call(endpoints.destroy, { params: { id: row.id }, ...asOwner() });
    expect(deleted.status).toBe(204);
    expect((await server.callRefused(endpoints.get, { params: { id: row.id }, ...asOwner() })).status).toBe(404);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a byte order mark, Arabic intact, business time, one column per form field title', async () => {
    const row = await insertOrderRequest(server, {
      pageId: stranger.pageId,
      customerName: 'مريم "الحلبية"',
      createdAt: new Date('2026-03-01T21:30:00Z'),
      answers: [
        { name: 'phone', title: 'رقم الهاتف', value: '=1+2' },
        { name: 'notes', title: 'ملاحظات', value: 'بدون بصل، شكرًا' },
      ],
    });
    const response = await fetch(`${server.baseUrl}/api/webview/requests/export/${stranger.pageId}`, {
      headers: { authorization: `Bearer ${stranger.token}`, locale: 'ar' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('رقم الطلب,التاريخ,الزبون,المنتجات,الإجمالي,العملة,الحالة,رقم الهاتف,ملاحظات');
    // 21:30 UTC is 00:30 the next day in Damascus (UTC+3).
    expect(lines[1]).toBe(
      `${row.id},2026-03-02 00:30,"مريم ""الحلبية""",فستان صيفي × 2,50,USD,قيد الانتظار,'=1+2,بدون بصل، شكرًا`,
    );
    const other = await fetch(`${server.baseUrl}/api/webview/requests/export/${stranger.pageId}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(other.status).toBe(403);
  });
});

describe('a new request', () => {
  it('tells the owners with a notification and reaches their open event stream, not another owner’s', async () => {
    const stream = await openEventStream(server.baseUrl, owner.token);
    const strangerStream = await openEventStream(server.baseUrl, stranger.token);
    try {
      const row = await insertOrderRequest(server, { pageId: owner.pageId, customerName: 'زبونة جديدة' });
      await server.runtime.services.events.publish('order.requested', { requestId: row.id, pageId: owner.pageId });
      const event = await stream.next((item) => item.type === 'request');
      expect(event.data).toEqual({ request_id: row.id, page_id: owner.pageId });
      const notifications = await server.request<{ notifications: { title: string; url: string | null }[] }>(
        'GET',
        '/api/user/notifications',
        asOwner('ar'),
      );
      expect(notifications.body.notifications[0]).toMatchObject({
        title: `طلب جديد رقم ${row.id}`,
        url: `/dashboard/webview/requests?request=${row.id}`,
      });
      await server.call(endpoints.update, { params: { id: row.id }, body: { status: 'cancelled' }, ...asOwner() });
      await expect.poll(() => stream.events.filter((item) => item.type === 'request').length).toBe(2);
      expect(strangerStream.events.filter((item) => item.type === 'request')).toEqual([]);
    } finally {
      await stream.close();
      await strangerStream.close();
    }
  });
});
