import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inboxEndpoints } from '@app/contract';
import { inboxMessages, subscribers } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const minute = 60_000;
let server: TestServer;
let owner: Awaited<ReturnType<typeof createOwner>>;
let token: string;
const ids: Record<string, number> = {};

type Person = {
  key: string;
  name: string;
  minutesAgo: number;
  text: string;
  labels?: string[];
  source?: 'message' | 'comment' | 'ad';
  incomingHoursAgo?: number | null;
  unread?: number;
  instagram?: boolean;
};

async function addConversation(person: Person) {
  const db = server.runtime.database.db;
  const now = server.clock.now().getTime();
  const at = new Date(now - person.minutesAgo * minute);
  const [row] = await db
    .insert(subscribers)
    .values({
      channel: person.instagram ? 'instagram' : 'messenger',
      pageId: person.instagram ? null : owner.page.id,
      instagramAccountId: person.instagram ? owner.account.id : null,
      metaUserId: `psid-${person.key}`,
      name: person.name,
      source: person.source ?? 'message',
      labels: person.labels ?? [],
      firstInteractionAt: at,
      lastInteractionAt: at,
      lastIncomingAt:
        person.incomingHoursAgo === null ? null : new Date(now - (person.incomingHoursAgo ?? 1) * 3_600_000),
      unreadCount: person.unread ?? 0,
    })
    .returning();
  const [message] = await db
    .insert(inboxMessages)
    .values({
      subscriberId: row!.id,
      direction: 'in',
      kind: 'text',
      author: 'customer',
      text: person.text,
      metaMessageId: `m_${person.key}`,
      occurredAt: at,
    })
    .returning();
  await db.update(subscribers).set({ lastMessageId: message!.id }).where(eq(subscribers.id, row!.id));
  ids[person.key] = row!.id;
}

const headers = () => ({ 'page-id': String(owner.page.id), 'insta-id': String(owner.account.id), locale: 'en' });
async function list(query: Record<string, string | number> = {}) {
  const response = await server.call(inboxEndpoints.conversations, {
    query: query as never,
    token,
    headers: headers(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
const names = (body: { conversations: { subscriber: { name: string | null } }[] }) =>
  body.conversations.map((conversation) => conversation.subscriber.name);

beforeAll(async () => {
  server = await startTestServer();
  owner = await createOwner(server.runtime.database.db);
  token = (await server.login(owner.user.username, owner.password)).access_token;
  await addConversation({
    key: 'sara',
    name: 'سارة',
    minutesAgo: 1,
    text: 'بكم الفستان الأحمر؟',
    unread: 2,
    labels: ['VIP'],
  });
  await addConversation({ key: 'omar', name: 'Omar', minutesAgo: 5, text: 'Is delivery free?', source: 'comment' });
  await addConversation({ key: 'lina', name: 'لينا', minutesAgo: 10, text: 'شكراً', incomingHoursAgo: 30, unread: 1 });
  await addConversation({
    key: 'noor',
    name: 'Noor',
    minutesAgo: 20,
    text: 'hello',
    source: 'ad',
    incomingHoursAgo: null,
  });
  await addConversation({ key: 'huda', name: 'هدى', minutesAgo: 3, text: 'صورة القميص', instagram: true, unread: 4 });
});
afterAll(async () => {
  await server?.stop();
});

describe('the conversations list', () => {
  it('lists the newest activity first with the last message, and pages back with before', async () => {
    const all = await list();
    expect(names(all)).toEqual(['سارة', 'Omar', 'لينا', 'Noor']);
    expect(all.conversations[0]).toMatchObject({
      unread_count: 2,
      last_message: { text: 'بكم الفستان الأحمر؟', direction: 'in', author: 'customer' },
      subscriber: { meta_user_id: 'psid-sara', window: { state: 'open' }, labels: ['VIP'] },
    });
    expect(all.next_before).toBeNull();
    const first = await list({ limit: 2 });
    expect(names(first)).toEqual(['سارة', 'Omar']);
    const second = await list({ limit: 2, before: first.next_before! });
    expect(names(second)).toEqual(['لينا', 'Noor']);
  });

  it('pages through conversations active at the same moment without skipping or repeating one', async () => {
    const db = server.runtime.database.db;
    const other = await createOwner(db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const at = new Date(server.clock.now().getTime() - 2 * minute);
    const rows = await db
      .insert(subscribers)
      .values(
        ['a', 'b', 'c', 'd', 'e'].map((key) => ({
          channel: 'messenger' as const,
          pageId: other.page.id,
          metaUserId: `psid-tie-${key}`,
          name: `tie ${key}`,
          source: 'message' as const,
          firstInteractionAt: at,
          lastInteractionAt: at,
        })),
      )
      .returning({ id: subscribers.id });
    // A moment finer than a millisecond, as a statement's now() would give, is kept to the millisecond the cursor
    // carries: otherwise it would fall between two pages.
    await db.execute(
      sql`update ${subscribers} set last_interaction_at = ${at.toISOString()}::timestamptz + interval '600 microseconds' where ${subscribers.id} = ${rows[2]!.id}`,
    );
    const seen: number[] = [];
    let cursor: Record<string, string | number> = {};
    for (let pages = 0; pages < 5; pages++) {
      const response = await server.call(inboxEndpoints.conversations, {
        query: { limit: 2, ...cursor } as never,
        token: otherToken,
        headers: { 'page-id': String(other.page.id), locale: 'en' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      seen.push(...response.body.conversations.map((conversation) => conversation.id));
      if (response.body.next_before === null) break;
      cursor = { before: response.body.next_before, before_id: response.body.next_before_id! };
    }
    const others = rows.filter((_, index) => index !== 2).map((row) => row.id);
    expect(seen).toEqual([rows[2]!.id, ...others.sort((a, b) => b - a)]);
  });

  it('refuses a paging id without its moment, or past the id range, as a field error', async () => {
    for (const query of [{ before_id: 5 }, { before: new Date().toISOString(), before_id: 2_147_483_648 }]) {
      const response = await server.call(inboxEndpoints.conversations, {
        query: query as never,
        token,
        headers: headers(),
      });
      expect(response.status).toBe(422);
    }
  });

  it('searches names and message text, and filters by label, source, window and unread', async () => {
    expect(names(await list({ q: 'سارة' }))).toEqual(['سارة']);
    expect(names(await list({ q: 'delivery' }))).toEqual(['Omar']);
    expect(names(await list({ q: '100%' }))).toEqual([]);
    expect(names(await list({ label: 'VIP' }))).toEqual(['سارة']);
    expect(names(await list({ source: 'ad' }))).toEqual(['Noor']);
    expect(names(await list({ window: 'open' }))).toEqual(['سارة', 'Omar']);
    expect(names(await list({ window: 'closed' }))).toEqual(['لينا', 'Noor']);
    expect(names(await list({ unread: 'true' }))).toEqual(['سارة', 'لينا']);
    expect(names(await list({ unread: 'false' }))).toEqual(['Omar', 'Noor']);
    expect(names(await list({ channel: 'instagram' }))).toEqual(['هدى']);
  });

  it('needs the page (or Instagram account) it lists', async () => {
    const response = await server.callInvalid(inboxEndpoints.conversations, { token, headers: { locale: 'en' } });
    expect(response.status).toBe(422);
  });

  it('counts unread conversations per channel, and marking read clears them', async () => {
    const before = await server.call(inboxEndpoints.unread, { token });
    expect(before.body).toEqual({ messenger: 2, instagram: 1 });
    const read = await server.call(inboxEndpoints.markRead, { params: { id: ids.lina! }, token });
    expect(read.status).toBe(204);
    const after = await server.call(inboxEndpoints.unread, { token });
    expect(after.body).toEqual({ messenger: 1, instagram: 1 });
  });
});

describe('a thread', () => {
  it('shows the latest messages oldest first and older ones by before_id', async () => {
    const db = server.runtime.database.db;
    const start = server.clock.now().getTime() - 200 * minute;
    await db.insert(inboxMessages).values(
      Array.from({ length: 120 }, (_, index) => ({
        subscriberId: ids.omar!,
        direction: index % 2 === 0 ? ('in' as const) : ('out' as const),
        kind: 'text' as const,
        author: index % 2 === 0 ? ('customer' as const) : ('agent' as const),
        text: `رسالة ${index + 1}`,
        status: index % 2 === 0 ? null : ('sent' as const),
        occurredAt: new Date(start + index * minute),
      })),
    );
    const latest = await server.call(inboxEndpoints.thread, { params: { id: ids.omar! }, token });
    expect(latest.status).toBe(200);
    expect(latest.body.messages).toHaveLength(50);
    expect(latest.body.has_more).toBe(true);
    expect(latest.body.messages.at(-1)!.text).toBe('رسالة 120');
    expect(latest.body.messages[0]!.text).toBe('رسالة 71');
    const older = await server.call(inboxEndpoints.thread, {
      params: { id: ids.omar! },
      query: { before_id: latest.body.messages[0]!.id, limit: 100 },
      token,
    });
    expect(older.body.has_more).toBe(false);
    expect(older.body.messages).toHaveLength(71);
    expect(older.body.messages[0]!.text).toBe('Is delivery free?');
    expect(older.body.messages.at(-1)!.text).toBe('رسالة 70');
  });

  it('is not found for another owner', async () => {
    const demo = await server.login('demo', 'Demo@2026');
    const response = await server.callRefused(inboxEndpoints.thread, {
      params: { id: ids.sara! },
      token: demo.access_token,
    });
    expect(response.status).toBe(404);
    const read = await server.callRefused(inboxEndpoints.markRead, {
      params: { id: ids.sara! },
      token: demo.access_token,
    });
    expect(read.status).toBe(404);
  });
});
