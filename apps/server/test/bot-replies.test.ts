import {
  botRepliesEndpoints as endpoints,
  inboxEndpoints,
  takeoverEndpoints,
  type BotReply,
  type BotTrailItem,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTrails, inboxMessages } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { messagesSent, senderActions } from './inbox-send-helpers.ts';
import { sentText, startBotTestServer, type BotHarness } from './bot-harness.ts';
import type { AnswerRetry } from '../src/platform/queue/job-queue.ts';
import { postSignedWebhook, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let headers: Record<string, string>;
let messenger: BotHarness;
let person = 7_200_000;
const nextPerson = () => String(++person);

beforeAll(async () => {
  ({ server, token, pageId, metaPageId, headers, bot: messenger } = await startBotTestServer());
});
afterAll(async () => {
  await server?.stop();
});

const create = (body: Record<string, unknown>, locale = 'en') =>
  server.request<{ bot: BotReply } & { code?: string; message?: string; errors?: Record<string, string[]> }>(
    'POST',
    '/api/bot/replies',
    { token, headers: { ...headers, locale }, body },
  );
async function createBot(body: Record<string, unknown>): Promise<BotReply> {
  const response = await create(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.bot;
}
const removeBot = (id: number) => server.call(endpoints.remove, { params: { id }, token, headers });

/** The trail row of one incoming mid, as the API shows it. */
async function trailOf(mid: string, locale = 'en'): Promise<BotTrailItem | undefined> {
  const [row] = await server.runtime.database.db
    .select({ id: answerTrails.id })
    .from(answerTrails)
    .where(eq(answerTrails.incomingMid, mid));
  const trail = await server.call(endpoints.trail, { query: { limit: 200 }, token, headers: { ...headers, locale } });
  return trail.body.trail.find((item) => item.id === row?.id);
}

/** A text message as Meta posts it, signed: the same body twice is a redelivery. */
async function deliverText(personId: string, mid: string, text: string, timestamp: number) {
  const raw = messenger.messagingWebhook(personId, [{ message: { mid, text } }], timestamp);
  const response = await postSignedWebhook(server, raw);
  expect(response.status).toBe(200);
  await messenger.settle();
}

describe('the bot form', () => {
  it('needs a page with the bot in its plan', async () => {
    const noPage = await server.callRefused(endpoints.list, { query: {}, token, headers: { locale: 'en' } } as never);
    expect(noPage.status).toBe(422);
    const other = await createOwner(server.runtime.database.db);
    const session = await server.login(other.user.username, other.password);
    const without = await server.callRefused(endpoints.list, {
      query: {},
      token: session.access_token,
      headers: { locale: 'ar', 'page-id': String(other.page.id) },
    } as never);
    expect(without.status).toBe(403);
    expect(without.body.message).toBe('هذه الميزة غير متاحة في باقة هذه الصفحة.');
    // Another owner's bot is not found from this page.
    const bot = await createBot({ bot_name: 'mine', message: 'hi', keyword_type: 'exact', keywords: ['mine'] });
    const stranger = await server.callRefused(endpoints.get, {
      params: { id: bot.id },
      token: session.access_token,
      headers: { 'page-id': String(other.page.id) },
    });
    expect([403, 404]).toContain(stranger.status);
    await removeBot(bot.id);
  });

  it('asks for the bot name with the spec’s message, in English and Arabic', async () => {
    const english = await create({ message: 'hi', keyword_type: 'contains', keywords: ['hi'] });
    expect(english.status).toBe(422);
    expect(english.body.errors?.bot_name).toEqual(['please give the bot a name']);
    const arabic = await create({ bot_name: '   ', message: 'hi', keyword_type: 'contains', keywords: ['hi'] }, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors?.bot_name).toEqual(['يرجى إعطاء البوت اسمًا']);
    const noMessage = await create({ bot_name: 'x', message_type: 'buttons', keyword_type: 'exact', keywords: ['x'] });
    expect(noMessage.status).toBe(422);
    expect(noMessage.body.errors).toHaveProperty('message');
    expect(noMessage.body.errors).toHaveProperty('buttons');
  });

  it('saves, reads, lists, changes and deletes a bot', async () => {
    const bot = await createBot({
      bot_name: 'بوت الشحن',
      message: 'الشحن خلال يومين 🚚',
      keyword_type: 'contains',
      keywords: ['شحن', 'delivery'],
      typing_on_settings: true,
      delay_in_reply: 0,
    });
    expect(bot).toMatchObject({
      page_id: pageId,
      bot_name: 'بوت الشحن',
      enabled: true,
      reply_type: 'message',
      message_type: 'text',
      keywords: ['شحن', 'delivery'],
      keyword_type: 'contains',
      postback_id: null,
      answered: 0,
    });
    const read = await server.call(endpoints.get, { params: { id: bot.id }, token, headers });
    expect(read.body.bot).toEqual(bot);
    const listed = await server.call(endpoints.list, { query: { q: 'delivery' }, token, headers });
    expect(listed.body.bots.map((item) => item.id)).toContain(bot.id);
    const none = await server.call(endpoints.list, { query: { q: 'nothing-like-this' }, token, headers });
    expect(none.body.bots).toEqual([]);
    const changed = await server.call(endpoints.update, {
      params: { id: bot.id },
      body: { bot_name: 'Shipping', message: 'Two days', keyword_type: 'contains', keywords: ['shipping'] } as never,
      token,
      headers,
    });
    expect(changed.body.bot).toMatchObject({ id: bot.id, bot_name: 'Shipping', keywords: ['shipping'] });
    expect((await removeBot(bot.id)).status).toBe(200);
    const gone = await server.callRefused(endpoints.get, { params: { id: bot.id }, token, headers });
    expect(gone.status).toBe(404);
  });

  it('refuses a second bot with the same postback id and a second default reply (409), and ids out of range', async () => {
    const first = await createBot({ bot_name: 'Order', message: 'ok', postback_id: 'FORM_ORDER' });
    const again = await create({ bot_name: 'Order 2', message: 'ok', postback_id: 'FORM_ORDER' }, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/معرّف الزر/);
    const fallback = await createBot({ bot_name: 'Default', message: 'We will answer soon' });
    const second = await create({ bot_name: 'Default 2', message: 'again' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/default reply/);
    // Changing the default reply itself is no conflict.
    const same = await server.call(endpoints.update, {
      params: { id: fallback.id },
      body: { bot_name: 'Default', message: 'Soon' } as never,
      token,
      headers,
    });
    expect(same.status).toBe(200);
    const outOfRange = await server.request('GET', '/api/bot/replies/2147483648', { token, headers });
    expect(outOfRange.status).toBeGreaterThanOrEqual(400);
    expect(outOfRange.status).toBeLessThan(500);
    const tooBig = await create({
      bot_name: 'x',
      message: 'x',
      keyword_type: 'exact',
      keywords: ['x'],
      media_id: 2147483648,
    });
    expect(tooBig.status).toBe(422);
    await removeBot(first.id);
    await removeBot(fallback.id);
  });
});

describe('the bot answering Messenger messages', () => {
  it('answers by keyword type, exact before starts-with before contains, Arabic-aware, in Arabic and English', async () => {
    const exact = await createBot({
      bot_name: 'exact',
      message: 'السعر 25$',
      keyword_type: 'exact',
      keywords: ['السعر', 'Price'],
    });
    const starts = await createBot({
      bot_name: 'starts',
      message: 'أهلاً بك',
      keyword_type: 'starts_with',
      keywords: ['مرحبا'],
    });
    const contains = await createBot({
      bot_name: 'contains',
      message: 'القائمة هنا',
      keyword_type: 'contains',
      keywords: ['قائمة', 'سعر'],
    });
    try {
      const cases: [string, string, number, string][] = [
        ['السعر', 'السعر 25$', exact.id, 'السعر'],
        ['  PRICE ', 'السعر 25$', exact.id, 'Price'],
        ['مرحبا، كيف الحال؟', 'أهلاً بك', starts.id, 'مرحبا'],
        ['بكم السّعر؟', 'القائمة هنا', contains.id, 'سعر'],
        // Taa marbuta and hamza forms as buyers type them.
        ['ارسل القائمه من فضلك', 'القائمة هنا', contains.id, 'قائمة'],
        ['مرحبآ', 'أهلاً بك', starts.id, 'مرحبا'],
      ];
      for (const [text, answer, botId, keyword] of cases) {
        const { mid, sends } = await messenger.customer(nextPerson(), { text });
        expect(sends.map(sentText), text).toEqual([answer]);
        expect(await trailOf(mid)).toMatchObject({ bot_id: botId, trigger: 'keyword', keyword, status: 'sent' });
      }
      const { mid, sends } = await messenger.customer(nextPerson(), { text: 'لا شيء يطابق' });
      expect(sends).toEqual([]);
      expect(await trailOf(mid, 'ar')).toMatchObject({
        status: 'skipped',
        reason: 'no-match',
        reason_text: 'لم يطابق أي بوت هذه الرسالة، ولا يوجد رد افتراضي للصفحة.',
      });
      const listed = await server.call(endpoints.get, { params: { id: exact.id }, token, headers });
      expect(listed.body.bot.answered).toBe(2);
    } finally {
      for (const bot of [exact, starts, contains]) await removeBot(bot.id);
    }
  });

  it('answers postbacks, the get-started button and quick replies by postback id, and otherwise the default reply', async () => {
    const order = await createBot({
      bot_name: 'order',
      message_type: 'buttons',
      message: 'كيف تريد الدفع؟',
      buttons: [
        { type: 'postback', title: 'عند الاستلام', payload: 'PAY_CASH' },
        { type: 'web_url', title: 'الموقع', url: 'https://example.com/shop' },
      ],
      postback_id: 'ORDER_NOW',
    });
    const welcome = await createBot({
      bot_name: 'welcome',
      message_type: 'quick_replies',
      message: 'أهلاً! ماذا تريد؟',
      replies: [
        { title: 'الأسعار', payload: 'PRICES' },
        { title: 'اطلب', payload: 'ORDER_NOW' },
      ],
      postback_id: 'GET_STARTED',
    });
    const prices = await createBot({
      bot_name: 'prices',
      message_type: 'cards',
      cards: [{ title: 'قميص', subtitle: '25$', buttons: [{ type: 'postback', title: 'اطلب', payload: 'ORDER_NOW' }] }],
      postback_id: 'PRICES',
    });
    const fallback = await createBot({ bot_name: 'default', message: 'سنرد عليك قريبًا' });
    try {
      const personId = nextPerson();
      const started = await messenger.customer(personId, {
        postback_payload: 'GET_STARTED',
        postback_title: 'Get Started',
      });
      expect(started.sends.map((call) => call.body?.message)).toEqual([
        expect.objectContaining({
          text: 'أهلاً! ماذا تريد؟',
          quick_replies: [
            { content_type: 'text', title: 'الأسعار', payload: 'PRICES' },
            { content_type: 'text', title: 'اطلب', payload: 'ORDER_NOW' },
          ],
        }),
      ]);
      expect(await trailOf(started.mid)).toMatchObject({ bot_id: welcome.id, trigger: 'get-started', status: 'sent' });

      const pressed = await messenger.customer(personId, { text: 'الأسعار', quick_reply_payload: 'PRICES' });
      expect(pressed.sends.map((call) => call.body?.message)).toEqual([
        expect.objectContaining({
          attachment: {
            type: 'template',
            payload: {
              template_type: 'generic',
              elements: [
                {
                  title: 'قميص',
                  subtitle: '25$',
                  buttons: [{ type: 'postback', title: 'اطلب', payload: 'ORDER_NOW' }],
                },
              ],
            },
          },
        }),
      ]);
      expect(await trailOf(pressed.mid)).toMatchObject({ bot_id: prices.id, trigger: 'quick-reply' });

      const button = await messenger.customer(personId, { postback_payload: 'ORDER_NOW', postback_title: 'اطلب' });
      expect(button.sends.map((call) => call.body?.message)).toEqual([
        expect.objectContaining({
          attachment: {
            type: 'template',
            payload: {
              template_type: 'button',
              text: 'كيف تريد الدفع؟',
              buttons: [
                { type: 'postback', title: 'عند الاستلام', payload: 'PAY_CASH' },
                { type: 'web_url', title: 'الموقع', url: 'https://example.com/shop' },
              ],
            },
          },
        }),
      ]);
      expect(await trailOf(button.mid)).toMatchObject({ bot_id: order.id, trigger: 'postback' });

      const other = await messenger.customer(personId, { text: 'هل يوجد مقاس أكبر؟' });
      expect(other.sends.map(sentText)).toEqual(['سنرد عليك قريبًا']);
      expect(await trailOf(other.mid)).toMatchObject({ bot_id: fallback.id, trigger: 'default-reply' });

      // The answers are the conversation's automatic messages.
      const thread = await server.runtime.database.db
        .select({ author: inboxMessages.author, kind: inboxMessages.kind, status: inboxMessages.status })
        .from(inboxMessages)
        .where(
          and(
            eq(inboxMessages.subscriberId, await messenger.conversationId(personId)),
            eq(inboxMessages.direction, 'out'),
          ),
        );
      expect(thread).toEqual([
        { author: 'bot', kind: 'text', status: 'sent' },
        { author: 'bot', kind: 'template', status: 'sent' },
        { author: 'bot', kind: 'template', status: 'sent' },
        { author: 'bot', kind: 'text', status: 'sent' },
      ]);
    } finally {
      for (const bot of [order, welcome, prices, fallback]) await removeBot(bot.id);
    }
  });

  it('stays silent while the bot is off or a person took the conversation over, and says why', async () => {
    const bot = await createBot({ bot_name: 'hello', message: 'Hello!', keyword_type: 'exact', keywords: ['hello'] });
    try {
      await messenger.setBotEnabled(false);
      const off = await messenger.customer(nextPerson(), { text: 'hello' });
      expect(off.sends).toEqual([]);
      expect(await trailOf(off.mid)).toMatchObject({ status: 'skipped', reason: 'bot-disabled', bot_id: bot.id });
      await messenger.setBotEnabled(true);

      const personId = nextPerson();
      const first = await messenger.customer(personId, { text: 'hello' });
      expect(first.sends.map(sentText)).toEqual(['Hello!']);
      const id = await messenger.conversationId(personId);
      const taken = await server.call(takeoverEndpoints.takeover, {
        params: { id },
        body: { taken_over: true },
        token,
        headers,
      });
      expect(taken.body).toMatchObject({ conversation_id: id, taken_over: true });
      expect(taken.body.taken_over_at).not.toBeNull();
      const thread = await server.call(inboxEndpoints.thread, { params: { id }, query: {} as never, token, headers });
      expect(thread.body.conversation.taken_over).toBe(true);
      const list = await server.call(inboxEndpoints.conversations, {
        query: { channel: 'messenger', limit: 100 } as never,
        token,
        headers,
      });
      expect(list.body.conversations.find((conversation) => conversation.id === id)?.taken_over).toBe(true);

      const silent = await messenger.customer(personId, { text: 'hello' });
      expect(silent.sends).toEqual([]);
      expect(await trailOf(silent.mid)).toMatchObject({ status: 'skipped', reason: 'human-takeover' });

      const back = await server.call(takeoverEndpoints.takeover, {
        params: { id },
        body: { taken_over: false },
        token,
        headers,
      });
      expect(back.body).toMatchObject({ taken_over: false, taken_over_at: null });
      const again = await messenger.customer(personId, { text: 'hello' });
      expect(again.sends.map(sentText)).toEqual(['Hello!']);
    } finally {
      await messenger.setBotEnabled(true);
      await removeBot(bot.id);
    }
  });

  it('answers a redelivered webhook once, and nothing outside the 24-hour window', async () => {
    const bot = await createBot({
      bot_name: 'hours',
      message: 'من 9 إلى 5',
      keyword_type: 'contains',
      keywords: ['الدوام'],
    });
    try {
      const personId = nextPerson();
      const mid = `m_bot_dup_${personId}`;
      const before = await server.simulator.lastCallSeq();
      const now = server.clock.now().getTime();
      await Promise.all([
        deliverText(personId, mid, 'متى الدوام؟', now),
        deliverText(personId, mid, 'متى الدوام؟', now),
      ]);
      await deliverText(personId, mid, 'متى الدوام؟', now);
      const sends = messagesSent(await server.simulator.calls(before), metaPageId);
      expect(sends.map(sentText)).toEqual(['من 9 إلى 5']);
      const rows = await server.runtime.database.db
        .select()
        .from(answerTrails)
        .where(eq(answerTrails.incomingMid, mid));
      expect(rows).toHaveLength(1);

      const late = nextPerson();
      const lateMid = `m_bot_late_${late}`;
      const lateBefore = await server.simulator.lastCallSeq();
      await deliverText(late, lateMid, 'متى الدوام؟', now - 25 * 3_600_000);
      expect(messagesSent(await server.simulator.calls(lateBefore), metaPageId)).toEqual([]);
      expect(await trailOf(lateMid)).toMatchObject({ status: 'skipped', reason: 'outside-messaging-window' });
    } finally {
      await removeBot(bot.id);
    }
  });

  it('fails the answer to a person who blocked the page (551) and answers the next customer', async () => {
    const bot = await createBot({
      bot_name: 'price',
      message: 'Price: 10$',
      keyword_type: 'contains',
      keywords: ['price'],
    });
    try {
      const blocked = nextPerson();
      await server.simulator.setPerson({ page_id: metaPageId, id: blocked, unavailable: true });
      const refused = await messenger.customer(blocked, { text: 'price?' });
      expect(await trailOf(refused.mid, 'ar')).toMatchObject({
        status: 'failed',
        reason: null,
        reason_text: 'هذا الشخص غير متاح لاستقبال الرسائل الآن.',
      });
      const next = await messenger.customer(nextPerson(), { text: 'price please' });
      expect(next.sends.map(sentText)).toEqual(['Price: 10$']);
      expect(await trailOf(next.mid)).toMatchObject({ status: 'sent' });
    } finally {
      await removeBot(bot.id);
    }
  });

  it('waits out a throttle in the queue and sends the answer once, when Meta lets the page send again', async () => {
    const bot = await createBot({ bot_name: 'busy', message: 'Busy hour', keyword_type: 'exact', keywords: ['busy'] });
    // Meta's "slow down" (not performed): the page's limiter then holds its calls back for Meta's minute.
    const throttle = { code: 613, http_status: 400, message: 'Calls to this api have exceeded the rate limit.' };
    try {
      const personId = nextPerson();
      const since = await server.simulator.lastCallSeq();
      await server.simulator.setFaults({ error_rate: 1, error: throttle, paths: [`/v21.0/${metaPageId}/messages`] });
      const throttled = await messenger
        .customer(personId, { text: 'busy' })
        .finally(() => server.simulator.setFaults({}));
      expect(throttled.sends.map((call) => call.status)).toEqual([400]);
      expect(await trailOf(throttled.mid)).toMatchObject({ status: 'pending', bot_id: bot.id });
      const queued = await server.runtime.database.executeSql(
        `select data, start_after from pgboss.job where name = 'inbox.answer-retry'`,
      );
      const rows = queued.rows as { data: AnswerRetry; start_after: string | Date }[];
      expect(rows).toHaveLength(1);
      expect(new Date(rows[0]!.start_after).getTime() - Date.now()).toBeGreaterThan(50_000);

      // Meta's minute passes (the page's limiter reads the server's clock) and the job runs.
      server.clock.advance(61_000);
      await server.runtime.services.inbox.answers.retryThrottled(rows[0]!.data);
      await messenger.settle();
      const delivered = async () =>
        (await messenger.sendsSince(personId, since)).filter((call) => call.status === 200).map(sentText);
      expect(await delivered()).toEqual(['Busy hour']);
      expect(await trailOf(throttled.mid)).toMatchObject({ status: 'sent', bot_id: bot.id });
      // However often the job runs again, the answer went once.
      await server.runtime.services.inbox.answers.retryThrottled(rows[0]!.data);
      expect(await delivered()).toEqual(['Busy hour']);
    } finally {
      await removeBot(bot.id);
    }
  });

  it('shows typing before the answer when the bot says so, and sends a delayed answer from the queue', async () => {
    const typing = await createBot({
      bot_name: 'typing',
      message: 'لحظة…',
      keyword_type: 'exact',
      keywords: ['typing'],
      typing_on_settings: true,
    });
    const later = await createBot({
      bot_name: 'later',
      message: 'Later',
      keyword_type: 'exact',
      keywords: ['later'],
      delay_in_reply: 1,
    });
    try {
      const shown = await messenger.customer(nextPerson(), { text: 'typing' });
      const toPage = shown.calls.filter((call) => call.path === `/v21.0/${metaPageId}/messages`);
      expect(senderActions(toPage, metaPageId)).toEqual(['typing_on']);
      const typingIndex = toPage.findIndex((call) => call.body?.sender_action === 'typing_on');
      const messageIndex = toPage.findIndex((call) => call.body?.message !== undefined);
      expect(typingIndex).toBeLessThan(messageIndex);

      const personId = nextPerson();
      const { mid } = await messenger.customer(personId, { text: 'later' });
      const [row] = await server.runtime.database.db
        .select()
        .from(answerTrails)
        .where(eq(answerTrails.incomingMid, mid));
      expect(row!.deliverAfter).not.toBeNull();
      let item = await trailOf(mid);
      for (let waited = 0; item?.status !== 'sent' && waited < 15_000; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        item = await trailOf(mid);
      }
      expect(item).toMatchObject({ status: 'sent', bot_id: later.id });
      // The job does not send it twice, however often it runs.
      await server.runtime.services.bot.answerer.deliverDelayed(item!.id);
      const sends = messagesSent(await server.simulator.calls(0), metaPageId).filter(
        (call) => (call.body?.recipient as { id: string }).id === personId,
      );
      expect(sends.map(sentText)).toEqual(['Later']);
    } finally {
      await removeBot(typing.id);
      await removeBot(later.id);
    }
  });
});
