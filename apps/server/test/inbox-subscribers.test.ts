import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { botEndpoints, type ErrorBody, type Subscriber } from '@app/contract';
import { pages, subscribers } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { settle } from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
const headers = () => ({ 'page-id': String(pageId), locale: 'en' });

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  await server.simulator.sendMessage({ page_id: metaPageId, from: { id: '6001', name: 'Sara' }, text: 'بكم؟' });
  await server.simulator.sendMessage({ page_id: metaPageId, from: { id: '6002' }, postback_payload: 'GET_STARTED' });
  await settle(server);
  // Names come from Meta's profile (a job); once it ran, they are set here to what the tests search for.
  const db = server.runtime.database.db;
  await vi.waitFor(
    async () => {
      const rows = await db.select().from(subscribers).where(isNotNull(subscribers.profileFetchedAt));
      expect(rows).toHaveLength(2);
    },
    { timeout: 10_000, interval: 100 },
  );
  await db.update(subscribers).set({ name: '=1+1, سارة' }).where(eq(subscribers.metaUserId, '6001'));
  await db.update(subscribers).set({ name: 'Omar' }).where(eq(subscribers.metaUserId, '6002'));
});
afterAll(async () => {
  await server?.stop();
});

const list = (query: Record<string, string> = {}, as = token) =>
  server.request<{ subscribers: Subscriber[]; total: number } | ErrorBody>(
    'GET',
    `/api/bot/subscribers?${new URLSearchParams(query).toString()}`,
    { token: as, headers: headers() },
  );
const listed = async (query: Record<string, string> = {}) => {
  const response = await list(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { subscribers: Subscriber[]; total: number };
};

describe('subscribers', () => {
  it('lists, searches and filters by source and window', async () => {
    const all = await listed();
    expect(all.total).toBe(2);
    expect(all.subscribers.map((row) => row.meta_user_id).sort()).toEqual(['6001', '6002']);
    expect(all.subscribers.every((row) => row.window.state === 'open')).toBe(true);
    expect((await listed({ source: 'get_started' })).subscribers.map((row) => row.name)).toEqual(['Omar']);
    expect((await listed({ q: 'سارة' })).total).toBe(1);
    expect((await listed({ window: 'closed' })).total).toBe(0);
  });

  it('sets labels and filters by them; refuses another owner', async () => {
    const omar = (await listed({ q: 'Omar' })).subscribers[0]!;
    const saved = await server.call(botEndpoints.subscriberLabels, {
      params: { id: omar.id },
      token,
      body: { labels: ['VIP', 'VIP', 'جملة'] },
      headers: headers(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.subscriber.labels).toEqual(['VIP', 'جملة']);
    expect((await listed({ label: 'VIP' })).subscribers.map((row) => row.id)).toEqual([omar.id]);

    const other = await createOwner(server.runtime.database.db);
    const session = await server.login(other.user.username, other.password);
    const refused = await server.request('POST', `/api/bot/subscribers/${omar.id}/labels`, {
      token: session.access_token,
      body: { labels: ['x'] },
    });
    expect(refused.status).toBe(404);
    const foreignPage = await list({}, session.access_token);
    expect(foreignPage.status).toBe(403);
  });

  it('exports CSV with a BOM, times in the business time zone and formulas defused', async () => {
    const response = await fetch(`${server.baseUrl}/api/bot/subscribers/export`, {
      headers: { authorization: `Bearer ${token}`, ...headers() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain(`"'=1+1, سارة"`);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Damascus\)/);
  });

  it('shows a referral agent the subscribers of the pages they brought, and refuses owners', async () => {
    const referral = await server.login('referral', 'Referral@2026');
    const db = server.runtime.database.db;
    const before = await server.request<{ total: number }>('GET', '/api/fb/subscribers', {
      token: referral.access_token,
    });
    expect(before.status).toBe(200);
    expect(before.body.total).toBe(0);
    await db.update(pages).set({ referralUserId: referral.user.id }).where(eq(pages.id, pageId));
    const after = await server.request<{ total: number }>('GET', '/api/fb/subscribers', {
      token: referral.access_token,
    });
    expect(after.body.total).toBe(2);
    const owner = await server.request('GET', '/api/fb/subscribers', { token });
    expect(owner.status).toBe(403);
  });
});
