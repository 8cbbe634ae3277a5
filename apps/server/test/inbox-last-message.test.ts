import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inboxMessages, subscribers } from '../src/platform/db/schema.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let pageId: number;
let person = 0;

beforeAll(async () => {
  server = await startTestServer();
  pageId = (await server.login('demo', 'Demo@2026')).pages[0]!.id;
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
});
