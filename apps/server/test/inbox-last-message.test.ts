import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inboxMessages, subscribers } from '../src/platform/db/schema.ts';
import { conversationOf, customerWrites, newClientId, settle } from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let pageId: number;
let metaPageId: string;
let token: string;
let person = 0;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.runtime.database.db;
const storedLast = async (id: number) =>
  (await db().select({ last: subscribers.lastMessage }).from(subscribers).where(eq(subscribers.id, id)))[0]!.last;

async function newSubscriber(lastMessageId: number | null = null) {
  const [row] = await db()
    .insert(subscribers)
    .values({
      channel: 'messenger',
      pageId,
      metaUserId: `last-${++person}`,
      source: 'message',
      firstInteractionAt: new Date(),
      lastInteractionAt: new Date(),
      lastMessageId,
    })
    .returning();
  return row!;
}

async function newMessage(subscriberId: number, text: string, status: 'pending' | 'sent' | null = null) {
  const [row] = await db()
    .insert(inboxMessages)
    .values({
      subscriberId,
      direction: status ? 'out' : 'in',
      kind: 'text',
      author: status ? 'agent' : 'customer',
      text,
      status,
      occurredAt: new Date(),
    })
    .returning();
  return row!;
}

// What the list reads (subscribers.last_message) is kept by triggers (features/inbox/sql/last-message.sql), whatever
// statement changes the messages or the subscriber.
describe("a conversation's stored last message", () => {
  it('follows last_message_id when it is set, and the message when it changes afterwards', async () => {
    const subscriber = await newSubscriber();
    expect(await storedLast(subscriber.id)).toBeNull();
    const message = await newMessage(subscriber.id, 'نعم متوفر', 'pending');
    await db().update(subscribers).set({ lastMessageId: message.id }).where(eq(subscribers.id, subscriber.id));
    expect(await storedLast(subscriber.id)).toMatchObject({ 0: message.id, 5: 'نعم متوفر', 10: 'pending' });

    await db()
      .update(inboxMessages)
      .set({ status: 'failed', errorCode: 551, errorMessage: 'unavailable' })
      .where(eq(inboxMessages.id, message.id));
    expect(await storedLast(subscriber.id)).toMatchObject({ 0: message.id, 10: 'failed', 11: 551, 13: 'unavailable' });

    // A message that is not the last one changes nothing on the row.
    const older = await newMessage(subscriber.id, 'قديمة');
    await db().update(inboxMessages).set({ text: 'معدلة' }).where(eq(inboxMessages.id, older.id));
    expect(await storedLast(subscriber.id)).toMatchObject({ 0: message.id, 5: 'نعم متوفر' });
  });

  it('takes a message inserted by the same statement that moves last_message_id', async () => {
    const subscriber = await newSubscriber();
    await db().execute(sql`
      with added as (
        insert into inbox_messages (subscriber_id, direction, kind, author, text, attachments, occurred_at)
        values (${subscriber.id}, 'in', 'text', 'customer', 'بكم هذا؟', '[]', now())
        returning id, subscriber_id
      )
      update subscribers s set last_message_id = added.id from added where s.id = added.subscriber_id`);
    const [message] = await db().select().from(inboxMessages).where(eq(inboxMessages.subscriberId, subscriber.id));
    expect(await storedLast(subscriber.id)).toMatchObject({ 0: message!.id, 5: 'بكم هذا؟' });
  });

  it('is filled for a subscriber inserted with its last message already known', async () => {
    const first = await newSubscriber();
    const message = await newMessage(first.id, 'مرحبا');
    const copy = await newSubscriber(message.id);
    expect(copy.lastMessage).toMatchObject({ 0: message.id, 5: 'مرحبا' });
  });

  it("is written by the message's own writers exactly as the trigger would write it", async () => {
    // Stored with a new subscriber, with a known one, then a reply sent and marked sent, then an echo of the page.
    await customerWrites(server, metaPageId, 'own-view-1', 'مرحبا');
    const id = await conversationOf(server, pageId, 'own-view-1');
    // The subscriber's row is written once for the second message: the trigger found the view right.
    await db().execute(sql`create table subscriber_writes (subscriber_id int)`);
    await db().execute(sql`
      create function count_subscriber_write() returns trigger language plpgsql as $$
      begin insert into subscriber_writes values (new.id); return null; end $$`);
    await db().execute(sql`
      create trigger count_subscriber_writes after update on subscribers
      for each row execute function count_subscriber_write()`);
    try {
      await customerWrites(server, metaPageId, 'own-view-1', 'بكم هذا؟');
      const { rows: writes } = (await db().execute(
        sql`select count(*)::int as count from subscriber_writes where subscriber_id = ${id}`,
      )) as unknown as { rows: { count: number }[] };
      expect(writes[0]!.count).toBe(1);
    } finally {
      await db().execute(sql`drop trigger count_subscriber_writes on subscribers`);
      await db().execute(sql`drop function count_subscriber_write()`);
      await db().execute(sql`drop table subscriber_writes`);
    }
    const sent = await server.request<{ message: { id: number; status: string } }>(
      'POST',
      `/api/inbox/conversations/${id}/messages`,
      { token, headers: { 'page-id': String(pageId) }, body: { client_id: newClientId(), text: 'بـ 25 دولار' } },
    );
    expect(sent.status).toBe(200);
    await settle(server);
    const { rows } = (await db().execute(sql`
      select s.last_message::text as stored, inbox_message_view(m)::text as computed, m.text, m.status
      from subscribers s join inbox_messages m on m.id = s.last_message_id
      where s.id = ${id}`)) as unknown as {
      rows: { stored: string; computed: string; text: string; status: string }[];
    };
    expect(rows[0]).toMatchObject({ text: 'بـ 25 دولار', status: 'sent' });
    expect(rows[0]!.stored).toBe(rows[0]!.computed);

    // Every conversation of the page so far: the list's view is the message's.
    const { rows: differing } = (await db().execute(sql`
      select s.id from subscribers s join inbox_messages m on m.id = s.last_message_id
      where s.last_message::text is distinct from inbox_message_view(m)::text`)) as unknown as { rows: unknown[] };
    expect(differing).toEqual([]);
  });
});
