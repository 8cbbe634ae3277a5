import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRepliesEndpoints, inboxEndpoints, linkingEndpoints } from '@app/contract';
import { answerTrails, inboxMessages, notifications, pages } from '../src/platform/db/schema.ts';
import { pageWebhookFields } from '../src/platform/meta/graph-api.ts';
import { startBotTestServer, type BotHarness } from './bot-harness.ts';
import { facebookUserToken } from './fixtures.ts';
import { messagesSent } from './inbox-send-helpers.ts';
import type { TestServer } from './test-server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let headers: Record<string, string>;
let bot: BotHarness;

beforeAll(async () => {
  ({ server, token, pageId, metaPageId, headers, bot } = await startBotTestServer());
  // The tests run each check themselves: the clock's sweep must not run one in between.
  await server.runtime.queue.unschedule('linking.subscription-sweep');
  // The product's clock (and the simulator's, built on it) a little ahead of the database's, which dates the
  // page's linking: messages sent now are then after it, as they are in a real run.
  server.clock.advance(5 * MINUTE);
  const reply = await server.call(botRepliesEndpoints.create, {
    body: { bot_name: 'Default', message: 'We will answer soon' },
    token,
    headers,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

const healing = () => server.runtime.services.subscriptionHealing;
const db = () => server.runtime.database.db;
const subscribedFields = async (metaId: string) => (await server.simulator.state()).pages[metaId]!.subscribedFields;

async function storedMessages(mids: string[]) {
  return db()
    .select({
      mid: inboxMessages.metaMessageId,
      late: inboxMessages.arrivedLate,
      subscriberId: inboxMessages.subscriberId,
    })
    .from(inboxMessages)
    .where(inArray(inboxMessages.metaMessageId, mids));
}

async function trailsOf(mids: string[]) {
  return db()
    .select({ mid: answerTrails.incomingMid, reason: answerTrails.reason })
    .from(answerTrails)
    .where(inArray(answerTrails.incomingMid, mids));
}

/** Waits for the queued read-back of the page's direct messages (the job `page.subscribed` enqueues) and the bot. */
async function waitForStored(mids: string[]) {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    // Stored, and decided by the bot (its trail row follows the message in the same job).
    if ((await storedMessages(mids)).length === mids.length && (await trailsOf(mids)).length === mids.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await bot.settle();
  return storedMessages(mids);
}

async function sendsToPeople(since: number, people: string[]) {
  return messagesSent(await server.simulator.calls(since), metaPageId).filter((call) =>
    people.includes((call.body?.recipient as { id?: string } | undefined)?.id ?? ''),
  );
}

describe('subscriptions that heal', () => {
  it('subscribes an unsubscribed page again and answers every direct message of the gap once, marked late', async () => {
    expect(await healing().checkPage(pageId)).toBe('subscribed');
    const [seen] = await db().select({ at: pages.subscriptionSeenAt }).from(pages).where(eq(pages.id, pageId));
    expect(seen!.at).not.toBeNull();

    await server.simulator.unsubscribePage(metaPageId);
    const deliveriesBefore = (await server.simulator.deliveries()).at(-1)?.seq ?? 0;
    const callsBefore = await server.simulator.lastCallSeq();
    const people = ['9100001', '9100002'];
    const mids: string[] = [];
    for (const [index, text] of ['مرحبا', 'كم السعر؟', 'hello?'].entries()) {
      const sent = await server.simulator.sendMessage({
        page_id: metaPageId,
        from: { id: people[index % 2]!, name: `زبون ${index}` },
        text,
      });
      mids.push(sent.mid);
    }
    await bot.settle();
    expect(await server.simulator.deliveries(deliveriesBefore)).toEqual([]);
    expect(await storedMessages(mids)).toEqual([]);

    expect(await healing().checkPage(pageId)).toBe('healed');
    expect(await subscribedFields(metaPageId)).toEqual(expect.arrayContaining([...pageWebhookFields]));
    const doctor = await server.call(linkingEndpoints.pageDoctor, { params: { id: pageId }, token });
    expect(doctor.body.webhooks).toMatchObject({ status: 'ok', missing: [], healed_at: expect.any(String) });
    const stored = await waitForStored(mids);
    expect(stored.map((row) => row.mid).sort()).toEqual([...mids].sort());
    expect(stored.every((row) => row.late)).toBe(true);
    const trails = await trailsOf(mids);
    expect(trails.map((trail) => trail.mid).sort()).toEqual([...mids].sort());
    expect(trails.map((trail) => trail.reason)).toEqual([null, null, null]);
    const sends = await sendsToPeople(callsBefore, people);
    expect(sends).toHaveLength(mids.length);

    // The inbox shows the mark; Meta's id as given.
    const thread = await server.call(inboxEndpoints.thread, {
      params: { id: stored[0]!.subscriberId },
      query: {},
      token,
      headers,
    });
    const shown = thread.body.messages.find((message) => message.meta_message_id === stored[0]!.mid);
    expect(shown).toMatchObject({ arrived_late: true, direction: 'in' });

    // Again: nothing to heal, nothing to read back, nothing answered twice.
    expect(await healing().checkPage(pageId)).toBe('subscribed');
    expect(await server.runtime.services.backfillMessages(pageId)).toMatchObject({ stored: 0 });
    await bot.settle();
    expect(await storedMessages(mids)).toHaveLength(mids.length);
    expect(await trailsOf(mids)).toHaveLength(mids.length);
    expect(await sendsToPeople(callsBefore, people)).toHaveLength(sends.length);

    // Delivered again by webhook from now on, not marked late.
    const live = await bot.customer('9100003', { text: 'back online' });
    const [liveRow] = await storedMessages([live.mid]);
    expect(liveRow).toMatchObject({ late: false });
  });

  it('stores a message older than the 24-hour window late without the bot answering it', async () => {
    expect(await healing().checkPage(pageId)).toBe('subscribed');
    await server.simulator.unsubscribePage(metaPageId, { fields: ['messages'] });
    const person = '9100010';
    const sent = await server.simulator.sendMessage({ page_id: metaPageId, from: { id: person }, text: 'old one' });
    server.clock.advance(25 * HOUR);
    await server.simulator.advanceClock(0);
    const callsBefore = await server.simulator.lastCallSeq();

    expect(await healing().checkPage(pageId)).toBe('healed');
    const [row] = await waitForStored([sent.mid]);
    expect(row).toMatchObject({ late: true });
    const [trail] = await trailsOf([sent.mid]);
    expect(trail?.reason).toBe('outside-messaging-window');
    expect(await sendsToPeople(callsBefore, [person])).toHaveLength(0);
  });

  it("leaves a read-back Meta asks to try later to the queue's next try, which stores it once", async () => {
    expect(await healing().checkPage(pageId)).toBe('subscribed');
    await server.simulator.unsubscribePage(metaPageId);
    const sent = await server.simulator.sendMessage({
      page_id: metaPageId,
      from: { id: '9100020' },
      text: 'هل أنتم هنا؟',
    });
    await server.simulator.setFaults({
      error: { code: 2, message: 'An unexpected error has occurred. Please retry your request later.' },
      paths: [`/v21.0/${metaPageId}/conversations`],
    });
    try {
      await expect(server.runtime.services.backfillMessages(pageId)).rejects.toThrow(/retry/);
      expect(await storedMessages([sent.mid])).toEqual([]);
      await server.simulator.setFaults({});
      // The next try (here at once; the queue's own retry of a job may come first: it is stored once either way).
      await server.runtime.services.backfillMessages(pageId);
      expect(await waitForStored([sent.mid])).toMatchObject([{ late: true }]);
      expect(await trailsOf([sent.mid])).toHaveLength(1);
    } finally {
      await server.simulator.setFaults({});
      expect(await healing().checkPage(pageId)).toBe('healed');
    }
  });

  it('tells the owner once when Meta refuses to subscribe the page again, and the doctor says why', async () => {
    const user = await server.simulator.createUser({ name: 'Refused Rana' });
    const page = await server.simulator.createPage({ owner_user_id: user.id, name: 'Rana Shop' });
    const userToken = await facebookUserToken(server, user.id);
    const session = (await server.call(linkingEndpoints.loginWithToken, { body: { token: userToken } })).body;
    const ours = session.pages.find((item) => item.page_id === page.id)!;

    await server.simulator.revokePermission({ user_id: user.id, permission: 'pages_manage_metadata' });
    await server.simulator.unsubscribePage(page.id);
    expect(await healing().checkPage(ours.id)).toBe('refused');
    expect(await subscribedFields(page.id)).toBeNull();
    await healing().checkPage(ours.id);

    const told = await db()
      .select({ template: notifications.template, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, session.user.id), eq(notifications.template, 'page-webhooks-lost')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({
      name: 'Rana Shop',
      reason: expect.stringContaining('pages_manage_metadata'),
    });

    const doctor = await server.call(linkingEndpoints.pageDoctor, {
      params: { id: ours.id },
      token: session.access_token,
    });
    expect(doctor.body.webhooks).toMatchObject({ status: 'failed', failed_at: expect.any(String) });
    expect(doctor.body.webhooks.error).toContain('pages_manage_metadata');
  });
});
