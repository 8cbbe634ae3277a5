import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxEndpoints } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { inboxMessages, subscribers, webhookEvents } from '../src/platform/db/schema.ts';
import { postSignedWebhook, startTestServer, type TestServer } from './test-server.ts';
import { lastMessageListedAndThreaded } from './inbox-send-helpers.ts';

// Meta events the simulator's control API does not make (reads, ad referrals, Business Suite echoes, pages no one
// linked here): posted as Meta would, signed with the app secret.
let server: TestServer;
let pageId: number;
let metaPageId: string;
let person = 9100;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

async function deliver(accountId: string, events: Record<string, unknown>[]) {
  const raw = JSON.stringify({ object: 'page', entry: [{ id: accountId, time: Date.now(), messaging: events }] });
  const response = await postSignedWebhook(server, raw);
  expect(response.status).toBe(200);
  await server.runtime.services.webhookIntake.settled();
  await server.runtime.services.dispatcher.idle();
}

const db = () => server.runtime.database.db;
async function subscriberOf(personId: string) {
  const [row] = await db()
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.pageId, pageId), eq(subscribers.metaUserId, personId)));
  return row;
}
const messagesOf = (id: number) => db().select().from(inboxMessages).where(eq(inboxMessages.subscriberId, id));

describe('messaging webhooks the inbox stores', () => {
  it('takes the source from an ad referral and opens the window with it', async () => {
    const personId = nextPerson();
    const at = Date.now();
    await deliver(metaPageId, [
      {
        sender: { id: personId },
        recipient: { id: metaPageId },
        timestamp: at,
        referral: { source: 'ADS', type: 'OPEN_THREAD', ad_id: '6045246247433' },
      },
    ]);
    await deliver(metaPageId, [
      {
        sender: { id: personId },
        recipient: { id: metaPageId },
        timestamp: at + 1000,
        message: { mid: `m_ad_${personId}`, text: 'hi' },
      },
    ]);
    const subscriber = await subscriberOf(personId);
    expect(subscriber).toMatchObject({ source: 'ad', sourceRef: '6045246247433' });
    expect(subscriber!.lastIncomingAt!.getTime()).toBe(at + 1000);
  });

  it('stores what the page sent from elsewhere as the page, without opening the window, and reads', async () => {
    const personId = nextPerson();
    const at = Date.now();
    await deliver(metaPageId, [
      {
        sender: { id: personId },
        recipient: { id: metaPageId },
        timestamp: at,
        message: { mid: `m_in_${personId}`, text: 'سعر؟' },
      },
    ]);
    const echo = {
      sender: { id: metaPageId },
      recipient: { id: personId },
      timestamp: at + 5000,
      message: { mid: `m_echo_${personId}`, is_echo: true, app_id: 263902037430900, text: 'من Business Suite' },
    };
    await deliver(metaPageId, [echo]);
    await deliver(metaPageId, [echo]);
    await deliver(metaPageId, [
      { sender: { id: personId }, recipient: { id: metaPageId }, timestamp: at + 9000, read: { watermark: at + 6000 } },
    ]);
    const subscriber = await subscriberOf(personId);
    expect(subscriber!.lastIncomingAt!.getTime()).toBe(at);
    expect(subscriber!.customerReadAt!.getTime()).toBe(at + 6000);
    expect(subscriber!.unreadCount).toBe(1);
    const messages = await messagesOf(subscriber!.id);
    expect(messages.map((message) => [message.direction, message.author, message.text])).toEqual([
      ['in', 'customer', 'سعر؟'],
      ['out', 'page', 'من Business Suite'],
    ]);
  });

  it('skips a message to a page no one linked here, without an error', async () => {
    const personId = nextPerson();
    await deliver('999000111222', [
      {
        sender: { id: personId },
        recipient: { id: '999000111222' },
        timestamp: Date.now(),
        message: { mid: `m_x_${personId}`, text: 'hi' },
      },
    ]);
    const [event] = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.naturalKey, `msg:m_x_${personId}`));
    expect(event!.status).toBe('done');
    const rows = await db().select().from(subscribers).where(eq(subscribers.metaUserId, personId));
    expect(rows).toHaveLength(0);
  });

  it('shows a send whose process stopped as failed, and as sent once its echo comes', async () => {
    const personId = nextPerson();
    const at = Date.now();
    await deliver(metaPageId, [
      {
        sender: { id: personId },
        recipient: { id: metaPageId },
        timestamp: at,
        message: { mid: `m_q_${personId}`, text: 'متوفر؟' },
      },
    ]);
    const subscriber = await subscriberOf(personId);
    // What a process leaves behind when it stops between the pending row and Meta's answer.
    const [pending] = await db()
      .insert(inboxMessages)
      .values({
        subscriberId: subscriber!.id,
        direction: 'out',
        kind: 'text',
        author: 'agent',
        text: 'نعم متوفر',
        attachments: [],
        clientId: `lost-${personId}`,
        status: 'pending',
        occurredAt: new Date(server.clock.now().getTime() - 6 * 60_000),
      })
      .returning();
    const { send } = server.runtime.services.inbox;
    expect(await send.sweepInterrupted()).toBeGreaterThanOrEqual(1);
    const session = await server.login('demo', 'Demo@2026');
    const thread = async (locale: string) =>
      (
        await server.call(inboxEndpoints.thread, {
          params: { id: subscriber!.id },
          token: session.access_token,
          headers: { 'page-id': String(pageId), locale },
        })
      ).body;
    const failed = (await thread('ar')).messages.find((message) => message.id === pending!.id)!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('تحقق من المحادثة في ماسنجر');
    expect((await thread('en')).messages.find((message) => message.id === pending!.id)!.error).toContain(
      'Check the conversation in Messenger',
    );

    // Meta had it after all: the echo carries our marker, and the row becomes Meta's message.
    const echo = {
      sender: { id: metaPageId },
      recipient: { id: personId },
      timestamp: at + 1000,
      message: {
        mid: `m_late_${personId}`,
        is_echo: true,
        app_id: 1,
        metadata: `inbox:${pending!.id}`,
        text: 'نعم متوفر',
      },
    };
    await deliver(metaPageId, [echo]);
    const sent = (await thread('en')).messages.find((message) => message.id === pending!.id)!;
    expect(sent).toMatchObject({ status: 'sent', error: null, meta_message_id: `m_late_${personId}` });
    // The list shows the conversation's last message as its thread does, status and Meta's id included.
    const { listed, threaded } = await lastMessageListedAndThreaded(
      server,
      session.access_token,
      { 'page-id': String(pageId) },
      subscriber!.id,
    );
    expect(listed).toEqual(threaded);
    expect(listed).toMatchObject({ id: pending!.id, status: 'sent', meta_message_id: `m_late_${personId}` });
    expect(await messagesOf(subscriber!.id)).toHaveLength(2);
    // A marker naming another account's message, or no number at all, changes nothing.
    await deliver('999000111222', [
      { ...echo, message: { ...echo.message, mid: 'm_other', metadata: `inbox:${pending!.id}` } },
    ]);
    await deliver(metaPageId, [
      { ...echo, message: { ...echo.message, mid: 'm_junk', metadata: 'inbox:99999999999999999999' } },
    ]);
    expect((await thread('en')).messages.find((message) => message.id === pending!.id)!.meta_message_id).toBe(
      `m_late_${personId}`,
    );
  });
});
