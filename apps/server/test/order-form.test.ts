import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFormEndpoints, type OrderSubmissionBody } from '@app/contract';
import { signOrderLink, orderLinkSigningKey } from '../src/features/orders/order-link-token.ts';
import { notifications, orderLinks, orderRequests, subscribers } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { issueOrderLink, sellingPage } from './order-form-fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.runtime.database.db;
let keys = 0;
const submissionKey = () => `key-${Date.now().toString(36)}-${(keys += 1)}-abcdefgh`;

async function seller(options: Parameters<typeof sellingPage>[3] = {}) {
  const owner = await createOwner(db());
  const selling = await sellingPage(db(), owner.user.id, owner.page.id, options);
  return { owner, ...selling };
}

const answers = { name: 'سارة', phone: '+963944123456', address: 'دمشق، المزة', notes: '' };
const order = (key: string, items: OrderSubmissionBody['items']): OrderSubmissionBody => ({
  submission_key: key,
  items,
  answers,
});

describe('the order form a product card opens', () => {
  it('shows the page, the store and the chosen items in the browser language, and counts each open', async () => {
    const { owner, shirt, bag } = await seller();
    const link = await issueOrderLink(server, owner.page.id, [bag.id, shirt.id]);
    const arabic = await server.call(orderFormEndpoints.show, {
      params: { token: link.token },
      headers: { 'accept-language': 'fr-FR,ar;q=0.8,en;q=0.5' },
    });
    expect(arabic.status).toBe(200);
    expect(arabic.body.locale).toBe('ar');
    expect(arabic.body.direction).toBe('rtl');
    expect(arabic.body.page.name).toBe(owner.page.name);
    expect(arabic.body.items.map((item) => item.name)).toEqual(['حقيبة جلد بنية', 'قميص كتان أبيض']);
    expect(arabic.body.items[1]).toMatchObject({ price: 85_000, original_price: 100_000, in_stock: true });
    expect(arabic.body.fields.map((field) => field.name)).toEqual(['name', 'phone', 'address', 'notes']);
    expect(arabic.body.fields[0]!.title).toBe('الاسم');
    expect(arabic.body.submission_key).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const english = await server.call(orderFormEndpoints.show, {
      params: { token: link.token },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body).toMatchObject({ locale: 'en', direction: 'ltr' });
    expect(english.body.items[0]!.name).toBe('Brown leather bag');
    expect(english.body.submission_key).not.toBe(arabic.body.submission_key);

    const asked = await server.call(orderFormEndpoints.show, { params: { token: link.token }, query: { lang: 'en' } });
    expect(asked.body.locale).toBe('en');
    const unknown = await server.call(orderFormEndpoints.show, {
      params: { token: link.token },
      headers: { 'accept-language': 'de' },
    });
    expect(unknown.body.locale).toBe('ar');

    const [row] = await db().select().from(orderLinks).where(eq(orderLinks.id, link.id));
    expect(row!.openCount).toBe(4);
    expect(row!.openedAt).not.toBeNull();
  });

  it('leaves out items hidden since, and answers 404 when none is left', async () => {
    const { owner, shirt, hidden } = await seller();
    const link = await issueOrderLink(server, owner.page.id, [hidden.id, shirt.id]);
    const shown = await server.call(orderFormEndpoints.show, { params: { token: link.token } });
    expect(shown.body.items.map((item) => item.id)).toEqual([shirt.id]);
    const onlyHidden = await issueOrderLink(server, owner.page.id, [hidden.id]);
    const refused = await server.callRefused(orderFormEndpoints.show, {
      params: { token: onlyHidden.token },
      headers: { locale: 'en' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('These products are no longer available. Message the page to ask about others.');
  });

  it('refuses a tampered, malformed or expired link with a clear message', async () => {
    const { owner, shirt } = await seller();
    const link = await issueOrderLink(server, owner.page.id, [shirt.id]);
    const [id, expiry, signature] = link.token.split('.');
    const other = `${Number(id) + 1}.${expiry}.${signature}`;
    const tampered = await server.callRefused(orderFormEndpoints.show, {
      params: { token: other },
      headers: { locale: 'en' },
    });
    expect(tampered.status).toBe(403);
    expect(tampered.body.message).toBe(
      'This order link is not valid. Open the Order button in the conversation again.',
    );
    const malformed = await server.callRefused(orderFormEndpoints.submit, {
      params: { token: 'psid=24000001' },
      body: order(submissionKey(), [{ id: shirt.id, quantity: 1 }]),
    });
    expect(malformed.status).toBe(403);
    expect(malformed.body.message).toBe('رابط الطلب هذا غير صالح. افتح زر الطلب في المحادثة من جديد.');

    const key = orderLinkSigningKey(server.config.encryptionKey);
    const expired = signOrderLink(key, { orderLinkId: link.id, expiresAt: new Date(server.clock.now().getTime() - 1) });
    const refusals = [
      await server.callRefused(orderFormEndpoints.show, { params: { token: expired }, headers: { locale: 'en' } }),
      await server.callRefused(orderFormEndpoints.submit, {
        params: { token: expired },
        body: order(submissionKey(), [{ id: shirt.id, quantity: 1 }]),
        headers: { locale: 'en' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This order link has expired. Ask the page for a new one in the conversation.');
    }
    expect(await db().select().from(orderRequests).where(eq(orderRequests.orderLinkId, link.id))).toHaveLength(0);
  });

  it('is not offered on a page without a web-view domain', async () => {
    const { owner, shirt } = await seller({ domain: null });
    const link = await issueOrderLink(server, owner.page.id, [shirt.id]);
    const shown = await server.callRefused(orderFormEndpoints.show, {
      params: { token: link.token },
      headers: { locale: 'en' },
    });
    expect(shown.status).toBe(403);
    expect(shown.body.message).toBe('This page is not taking orders here right now. Message the page to order.');
    const sent = await server.callRefused(orderFormEndpoints.submit, {
      params: { token: link.token },
      body: order(submissionKey(), [{ id: shirt.id, quantity: 1 }]),
    });
    expect(sent.status).toBe(403);
  });
});

describe('sending an order', () => {
  it('stores one request with the items as they were, links the customer and tells the owners', async () => {
    const { owner, shirt, bag, store } = await seller();
    const [customer] = await db()
      .insert(subscribers)
      .values({
        channel: 'messenger',
        pageId: owner.page.id,
        metaUserId: '24000777',
        name: 'Sara Haddad',
        source: 'message',
        firstInteractionAt: new Date(),
        lastInteractionAt: new Date(),
      })
      .returning();
    const link = await issueOrderLink(server, owner.page.id, [shirt.id, bag.id], '24000777');
    const sent = await server.call(orderFormEndpoints.submit, {
      params: { token: link.token },
      body: order(submissionKey(), [
        { id: shirt.id, quantity: 2 },
        { id: bag.id, quantity: 1 },
      ]),
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ total: 290_500.5, currency: 'SYP', already_sent: false });
    const [request] = await db().select().from(orderRequests).where(eq(orderRequests.id, sent.body.request_id));
    expect(request).toMatchObject({
      pageId: owner.page.id,
      storeId: store.id,
      orderLinkId: link.id,
      subscriberId: customer!.id,
      customerPsid: '24000777',
      customerName: 'Sara Haddad',
      status: 'pending',
      total: 290_500.5,
    });
    expect(request!.items).toEqual([
      { itemId: shirt.id, name: 'قميص كتان أبيض', price: 85_000, quantity: 2 },
      { itemId: bag.id, name: 'حقيبة جلد بنية', price: 120_500.5, quantity: 1 },
    ]);
    expect(request!.answers).toContainEqual({ name: 'phone', title: 'رقم الهاتف', value: '+963944123456' });

    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.template, 'order-requested')));
    expect(told).toHaveLength(1);
    expect(told[0]!.url).toBe(`/dashboard/webview/requests?request=${request!.id}`);
    expect(told[0]!.params).toMatchObject({ number: String(request!.id) });
  });

  it("remembers the language the customer ordered in: the form's, else the browser's, else the store's", async () => {
    const { owner, shirt } = await seller();
    const languageOf = async (locale: string | undefined, acceptLanguage?: string) => {
      const link = await issueOrderLink(server, owner.page.id, [shirt.id]);
      const sent = await server.call(orderFormEndpoints.submit, {
        params: { token: link.token },
        body: { ...order(submissionKey(), [{ id: shirt.id, quantity: 1 }]), ...(locale ? { locale } : {}) },
        ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
      });
      expect(sent.status).toBe(200);
      const [request] = await db().select().from(orderRequests).where(eq(orderRequests.id, sent.body.request_id));
      return request!.locale;
    };
    expect(await languageOf('en', 'ar')).toBe('en');
    expect(await languageOf(undefined, 'en-GB,en;q=0.9')).toBe('en');
    // A language the store does not offer is not the customer's answer: the store's first is.
    expect(await languageOf('fr')).toBe('ar');
  });

  it('stores a form sent twice once, also when both arrive at the same moment', async () => {
    const { owner, shirt } = await seller();
    const link = await issueOrderLink(server, owner.page.id, [shirt.id]);
    const key = submissionKey();
    const send = () =>
      server.call(orderFormEndpoints.submit, {
        params: { token: link.token },
        body: order(key, [{ id: shirt.id, quantity: 3 }]),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ request_id: first.body.request_id, already_sent: true });

    const racingKey = submissionKey();
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.call(orderFormEndpoints.submit, {
          params: { token: link.token },
          body: order(racingKey, [{ id: shirt.id, quantity: 1 }]),
        }),
      ),
    );
    expect(racing.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(racing.map((answer) => answer.body.request_id)).size).toBe(1);
    expect(racing.filter((answer) => !answer.body.already_sent)).toHaveLength(1);
    const stored = await db().select().from(orderRequests).where(eq(orderRequests.orderLinkId, link.id));
    expect(stored).toHaveLength(2);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.template, 'order-requested')));
    expect(told).toHaveLength(2);
  });

  it("does not answer another link's request for a reused key", async () => {
    const { owner, shirt } = await seller();
    const first = await issueOrderLink(server, owner.page.id, [shirt.id], '24000100');
    const second = await issueOrderLink(server, owner.page.id, [shirt.id], '24000200');
    const key = submissionKey();
    const body = order(key, [{ id: shirt.id, quantity: 1 }]);
    expect((await server.call(orderFormEndpoints.submit, { params: { token: first.token }, body })).status).toBe(200);
    const reused = await server.callRefused(orderFormEndpoints.submit, {
      params: { token: second.token },
      body,
      headers: { locale: 'en' },
    });
    expect(reused.status).toBe(409);
    expect(reused.body).not.toHaveProperty('request_id');
  });

  it('checks the answers with the form rules and the items against the link', async () => {
    const { owner, shirt, bag, hidden, soldOut } = await seller();
    const otherSeller = await seller();
    const link = await issueOrderLink(server, owner.page.id, [shirt.id, hidden.id, soldOut.id]);
    const send = (body: OrderSubmissionBody) =>
      server.callInvalid(orderFormEndpoints.submit, { params: { token: link.token }, body, headers: { locale: 'en' } });

    const missing = await send({
      submission_key: submissionKey(),
      items: [{ id: shirt.id, quantity: 1 }],
      answers: { name: ' ', phone: '+963944123456' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('please fill all required fields');
    expect(missing.body.errors).toEqual({
      'answers.name': ['This field is required'],
      'answers.address': ['This field is required'],
    });

    for (const id of [bag.id, otherSeller.shirt.id])
      expect((await send(order(submissionKey(), [{ id, quantity: 1 }]))).body.errors).toEqual({
        items: ['This product is not part of this order link.'],
      });
    for (const id of [hidden.id, soldOut.id])
      expect((await send(order(submissionKey(), [{ id, quantity: 1 }]))).body.errors).toEqual({
        items: ['These products are no longer available. Message the page to ask about others.'],
      });

    for (const quantity of [0, 100, 1.5]) {
      const wrong = await server.callInvalid(orderFormEndpoints.submit, {
        params: { token: link.token },
        body: order(submissionKey(), [{ id: shirt.id, quantity }]),
      });
      expect(wrong.status).toBe(422);
    }
    const twice = await server.callInvalid(orderFormEndpoints.submit, {
      params: { token: link.token },
      body: order(submissionKey(), [
        { id: shirt.id, quantity: 60 },
        { id: shirt.id, quantity: 60 },
      ]),
    });
    expect(twice.status).toBe(422);
    const badKey = await server.callInvalid(orderFormEndpoints.submit, {
      params: { token: link.token },
      body: order('short', [{ id: shirt.id, quantity: 1 }]),
    });
    expect(badKey.status).toBe(422);
    expect(await db().select().from(orderRequests).where(eq(orderRequests.orderLinkId, link.id))).toHaveLength(0);
  });
});
