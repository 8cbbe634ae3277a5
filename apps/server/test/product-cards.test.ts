import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCardsEndpoints, repliesEndpoints, type ReplyCampaign } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { ValidationErrorBody } from './api-answers.ts';
import { orderLinks, orderRequests } from '../src/platform/db/schema.ts';
import type { PrivateTemplateReplyCall } from './graph-calls.ts';
import { setPageDomain, storeWithItems } from './store-fixtures.ts';
import { repliesHandled, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let visibleIds: number[];
let hiddenId: number;

const db = () => server.runtime.database.db;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  const { items } = await storeWithItems(db(), pageId, [
    {
      names: { ar: 'فستان سهرة', en: 'Evening dress' },
      sellPrice: 250000,
      preparationTime: 2,
      preparationUnit: 'days',
    },
    { names: { ar: 'حقيبة', en: 'Bag' }, sellPrice: 90000 },
    { names: { ar: 'مخفي', en: 'Hidden' }, visible: false },
  ]);
  visibleIds = [items[0]!.id, items[1]!.id];
  hiddenId = items[2]!.id;
});
afterAll(async () => {
  await server?.stop();
});

async function addCampaign<Body = { campaign: ReplyCampaign }>(fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function productsCampaign(itemIds: number[]) {
  const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'تشكيلة جديدة' })).id;
  const created = await addCampaign({
    name: `products ${post}`,
    post,
    comment_enabled: 'false',
    message_enabled: 'true',
    message_type: 'products',
    item_ids: itemIds,
  });
  expect(created.status).toBe(200);
  return { post, campaign: created.body.campaign };
}

async function commentAndCatch(post: string, commenterId: string) {
  const before = await server.simulator.lastCallSeq();
  await server.simulator.createComment({ post_id: post, from: { id: commenterId, name: 'زبونة' }, message: 'بكم؟' });
  await repliesHandled(server);
  const calls = await server.simulator.calls(before);
  return calls.find((call) => call.path === `/v21.0/${metaPageId}/messages`) as PrivateTemplateReplyCall | undefined;
}

async function trailOf(campaignId: number) {
  const detail = await server.call(repliesEndpoints.getCampaign, {
    params: { id: campaignId },
    token,
    headers: { 'page-id': String(pageId), locale: 'en' },
  });
  expect(detail.status).toBe(200);
  return detail.body.trail;
}

describe('comment-to-order product cards', () => {
  it('refuses a products reply with no items', async () => {
    const refused = await addCampaign<ValidationErrorBody>({
      name: 'no items',
      post: '1',
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'products',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toContain('item_ids');
  });

  it('skips the private reply with a reason while the page has no web-view domain', async () => {
    await setPageDomain(db(), pageId, null);
    const { post, campaign } = await productsCampaign(visibleIds);
    const sent = await commentAndCatch(post, '8801');
    expect(sent).toBeUndefined();
    const [entry] = await trailOf(campaign.id);
    expect(entry).toMatchObject({ private_status: 'skipped', reason: 'no-order-domain' });
  });

  it('sends a carousel whose Order buttons open signed order links stored for the campaign and the commenter', async () => {
    await setPageDomain(db(), pageId, 'https://shop.example');
    const { post, campaign } = await productsCampaign([visibleIds[0]!, hiddenId, visibleIds[1]!]);
    const sent = await commentAndCatch(post, '8802');
    expect(sent?.status).toBe(200);
    const payload = sent!.body.message.attachment.payload;
    expect(payload.template_type).toBe('generic');
    expect(payload.elements.map((element) => element.title)).toEqual(['فستان سهرة', 'حقيبة']);
    const button = (payload.elements[0]!.buttons as Array<Record<string, string>>)[0]!;
    expect(button).toMatchObject({ type: 'web_url', title: 'اطلب الآن', webview_height_ratio: 'tall' });
    expect(button.url).toMatch(/^https:\/\/shop\.example\/order\//);

    const checked = server.runtime.services.orderLinks.check(button.url!.split('/order/')[1]!);
    expect(checked.ok).toBe(true);
    const link = await server.runtime.services.orderLinks.find(checked.ok ? checked.orderLinkId : 0);
    expect(link).toMatchObject({
      pageId,
      source: 'reply-campaign',
      sourceId: campaign.id,
      itemIds: [visibleIds[0]],
      customerPsid: sent!.response.recipient_id,
    });
    expect((await trailOf(campaign.id))[0]).toMatchObject({ private_status: 'sent' });

    // The funnel: the form opened once (twice counts once) and an order made from it.
    await server.runtime.services.orderLinks.markOpened(link!.id);
    await server.runtime.services.orderLinks.markOpened(link!.id);
    await db()
      .insert(orderRequests)
      .values({
        pageId,
        orderLinkId: link!.id,
        customerPsid: link!.customerPsid,
        answers: [],
        submissionKey: `funnel-${link!.id}`,
      });
    const reports = await server.call(repliesEndpoints.reports, {
      // The test clock stands where the server started; the trail's rows are stamped by the database since.
      query: { campaign_id: campaign.id, to: new Date(Date.now() + 60_000).toISOString() },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(reports.status).toBe(200);
    expect(reports.body.order_funnel).toEqual({ comments: 1, private_sent: 1, forms_opened: 1, orders: 1 });
    const links = await db().select().from(orderLinks).where(eq(orderLinks.sourceId, campaign.id));
    expect(links).toHaveLength(2);
  });

  it('skips with a reason when none of the chosen items is visible any more', async () => {
    await setPageDomain(db(), pageId, 'https://shop.example');
    const { post, campaign } = await productsCampaign([hiddenId]);
    expect(await commentAndCatch(post, '8803')).toBeUndefined();
    expect((await trailOf(campaign.id))[0]).toMatchObject({ private_status: 'skipped', reason: 'no-store-items' });
  });

  it("offers the pickers the page's visible items, and says why the page cannot send cards yet", async () => {
    const options = () => server.call(productCardsEndpoints.options, { params: { pageId }, token });
    await setPageDomain(db(), pageId, null);
    const blocked = await options();
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ ready: false, reason: 'no-order-domain' });

    await setPageDomain(db(), pageId, 'https://shop.example');
    const ready = await options();
    expect(ready.body).toMatchObject({ ready: true, reason: null, store: { currency: 'SYP', locale: 'ar' } });
    expect(ready.body.items.map((item) => item.id)).toEqual(expect.arrayContaining(visibleIds));
    expect(ready.body.items.map((item) => item.id)).not.toContain(hiddenId);
    expect(ready.body.items.find((item) => item.id === visibleIds[0])).toMatchObject({
      name: 'فستان سهرة',
      price: 250000,
      in_stock: true,
    });
  });
});
