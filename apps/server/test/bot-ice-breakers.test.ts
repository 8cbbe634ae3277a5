import { botEndpoints, botRepliesEndpoints, type BotReply, type BotSettings, type BotTrailItem } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTrails } from '../src/platform/db/schema.ts';
import { botHarness, sentText } from './bot-harness.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Ice breakers on Messenger and Instagram and Instagram's persistent menu: saved in the bot settings, pushed to the
 * simulator's Messenger Profile per platform, and a tapped question answered by the page's bot, once.
 */
let server: TestServer;
let token: string;
/** The demo page with the Instagram account, and the demo page without one. */
let page: { id: number; metaPageId: string };
let plainPageId: number;
let igMetaId: string;
let person = 7_400_000;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  const account = session.insta_accounts[0]!;
  igMetaId = account.account_id;
  const withInstagram = session.pages.find((candidate) => candidate.id === account.page_id)!;
  page = { id: withInstagram.id, metaPageId: withInstagram.page_id };
  plainPageId = session.pages.find((candidate) => candidate.id !== account.page_id)!.id;
  await botHarness(server, page).setBotEnabled(true);
});
afterAll(async () => {
  await server?.stop();
});

const headersFor = (pageId: number, locale = 'en') => ({ 'page-id': String(pageId), locale });
const base: BotSettings = {
  bot_enabled: true,
  get_started_enabled: false,
  greeting: '',
  persistent_menu: [],
  ice_breakers: [],
  instagram_ice_breakers: [],
  instagram_persistent_menu: [],
  typing_on: false,
  delay_in_reply: 0,
  mark_seen: false,
};
const save = (settings: BotSettings, pageId = page.id) =>
  server.call(botEndpoints.saveSettings, { token, headers: headersFor(pageId), body: settings });
const saveInvalid = (body: unknown, locale = 'en', pageId = page.id) =>
  server.callInvalid(botEndpoints.saveSettings, { token, headers: headersFor(pageId, locale), body: body as never });
const profileOnMeta = async (platform: 'messenger' | 'instagram') => {
  const state = (await server.simulator.state()).pages[page.metaPageId] as unknown as {
    messengerProfile: Record<string, Record<string, unknown>>;
  };
  return state.messengerProfile[platform]!;
};
async function createBot(body: Record<string, unknown>): Promise<BotReply> {
  const response = await server.request<{ bot: BotReply }>('POST', '/api/bot/replies', {
    token,
    headers: headersFor(page.id),
    body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.bot;
}
async function trailOf(mid: string): Promise<BotTrailItem | undefined> {
  const [row] = await server.runtime.database.db
    .select({ id: answerTrails.id })
    .from(answerTrails)
    .where(eq(answerTrails.incomingMid, mid));
  const trail = await server.call(botRepliesEndpoints.trail, {
    query: { limit: 200 },
    token,
    headers: headersFor(page.id),
  });
  return trail.body.trail.find((item) => item.id === row?.id);
}
/** A customer taps a question in the simulator; answers the tap's mid and the page's messages to them meanwhile. */
async function tap(on: 'messenger' | 'instagram', personId: string, payload: string) {
  const before = await server.simulator.lastCallSeq();
  const account = on === 'instagram' ? { ig_user_id: igMetaId } : { page_id: page.metaPageId };
  const sent = await server.simulator.sendMessage({ ...account, from: { id: personId }, postback_payload: payload });
  await botHarness(server, page).settle();
  const sends = (await server.simulator.calls(before)).filter(
    (call) =>
      call.method === 'POST' &&
      call.path.endsWith('/messages') &&
      (call.body?.recipient as { id?: string } | undefined)?.id === personId &&
      call.body?.message !== undefined,
  );
  return { mid: sent.mid, sends };
}

const questions = (n: number, prefix = 'Q') =>
  Array.from({ length: n }, (_, i) => ({ question: `سؤال ${i + 1}؟`, payload: `${prefix}${i + 1}` }));

describe('ice breakers and the Instagram menu in the bot settings', () => {
  it("pushes each platform's ice breakers and Instagram's menu to Meta and reads them back", async () => {
    const settings: BotSettings = {
      ...base,
      ice_breakers: questions(4),
      instagram_ice_breakers: questions(2, 'IG'),
      instagram_persistent_menu: [
        { type: 'postback', title: 'الأسعار', payload: 'IG1' },
        { type: 'web_url', title: 'المتجر', url: 'https://shop.example/' },
      ],
    };
    const saved = await save(settings);
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(settings);
    expect(saved.body.instagram_account).toEqual({ username: expect.any(String) });
    expect(await profileOnMeta('messenger')).toMatchObject({
      ice_breakers: [{ locale: 'default', call_to_actions: settings.ice_breakers }],
    });
    expect(await profileOnMeta('instagram')).toEqual({
      ice_breakers: [{ locale: 'default', call_to_actions: settings.instagram_ice_breakers }],
      persistent_menu: [{ locale: 'default', call_to_actions: settings.instagram_persistent_menu }],
    });
    const read = await server.call(botEndpoints.settings, { token, headers: headersFor(page.id) });
    expect(read.body.settings).toEqual(settings);

    // Emptied: Meta holds them no more, on either platform.
    expect((await save(base)).status).toBe(200);
    expect((await profileOnMeta('messenger')).ice_breakers).toBeUndefined();
    expect(await profileOnMeta('instagram')).toEqual({});
  });

  it('refuses a fifth question, a long question and an Instagram menu item other than a postback or a link', async () => {
    const fifth = await saveInvalid({ ...base, instagram_ice_breakers: questions(5) });
    expect(fifth.status).toBe(422);
    expect(fifth.body.errors).toEqual({ instagram_ice_breakers: ['Add at most 4 items'] });
    const fifthAr = await saveInvalid({ ...base, ice_breakers: questions(5) }, 'ar');
    expect(fifthAr.body.errors).toEqual({ ice_breakers: ['لا يمكن أن يزيد العدد عن 4'] });
    const long = await saveInvalid({ ...base, ice_breakers: [{ question: 'x'.repeat(81), payload: 'P' }] });
    expect(long.body.errors).toEqual({
      'ice_breakers.0.question': ['This field may not be greater than 80 characters'],
    });
    const phone = await saveInvalid({
      ...base,
      instagram_persistent_menu: [{ type: 'phone_number', title: 'Call', payload: '+963' }],
    });
    expect(phone.status).toBe(422);
    expect(Object.keys(phone.body.errors ?? {})).toEqual([expect.stringMatching(/^instagram_persistent_menu/)]);
    expect(await profileOnMeta('instagram')).toEqual({});
  });

  it("refuses Instagram settings for a page without a linked Instagram account, in the caller's language", async () => {
    const read = await server.call(botEndpoints.settings, { token, headers: headersFor(plainPageId) });
    expect(read.body.instagram_account).toBeNull();
    const refused = await saveInvalid({ ...base, instagram_ice_breakers: questions(1) }, 'ar', plainPageId);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      instagram_ice_breakers: [
        'لا يوجد حساب إنستغرام مرتبط بهذه الصفحة: اربط حسابًا قبل ضبط أسئلة البدء أو قائمة إنستغرام.',
      ],
    });
    const messengerOnly = await save({ ...base, ice_breakers: questions(1) }, plainPageId);
    expect(messengerOnly.status).toBe(200);
    expect(messengerOnly.body.settings.ice_breakers).toEqual(questions(1));
  });

  it('answers a tapped ice breaker once with the bot its payload names, on Messenger and on Instagram', async () => {
    const prices = await createBot({ bot_name: 'prices', message: 'القميص بـ 25$', postback_id: 'ASK_PRICE' });
    const shipping = await createBot({ bot_name: 'shipping', message: 'نشحن خلال يومين', postback_id: 'ASK_SHIP' });
    const flow = await server.request<{ flow: { id: number } }>('POST', '/api/bot/flows', {
      token,
      headers: headersFor(page.id),
      body: { name: 'order flow' },
    });
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    await createBot({ bot_name: 'flow', reply_type: 'flow', flow_id: flow.body.flow.id, postback_id: 'ASK_FLOW' });
    await save({
      ...base,
      ice_breakers: [{ question: 'كم السعر؟', payload: 'ASK_PRICE' }],
      instagram_ice_breakers: [{ question: 'متى يصل الطلب؟', payload: 'ASK_SHIP' }],
      instagram_persistent_menu: [{ type: 'postback', title: 'الأسعار', payload: 'ASK_PRICE' }],
    });

    const onMessenger = await tap('messenger', nextPerson(), 'ASK_PRICE');
    expect(onMessenger.sends.map(sentText)).toEqual(['القميص بـ 25$']);
    expect(await trailOf(onMessenger.mid)).toMatchObject({
      incoming_text: 'كم السعر؟',
      bot_id: prices.id,
      trigger: 'postback',
      status: 'sent',
    });

    const customer = nextPerson();
    const onInstagram = await tap('instagram', customer, 'ASK_SHIP');
    expect(onInstagram.sends.map(sentText)).toEqual(['نشحن خلال يومين']);
    expect(await trailOf(onInstagram.mid)).toMatchObject({
      incoming_text: 'متى يصل الطلب؟',
      bot_id: shipping.id,
      trigger: 'postback',
      status: 'sent',
    });
    // The Instagram menu's item goes the same way; a text on Instagram is not the bot's.
    const menu = await tap('instagram', customer, 'ASK_PRICE');
    expect(menu.sends.map(sentText)).toEqual(['القميص بـ 25$']);
    const before = await server.simulator.lastCallSeq();
    const text = await server.simulator.sendMessage({
      ig_user_id: igMetaId,
      from: { id: customer },
      text: 'كم السعر؟',
    });
    await botHarness(server, page).settle();
    expect(await trailOf(text.mid)).toBeUndefined();
    expect((await server.simulator.calls(before)).filter((call) => call.path.endsWith('/messages'))).toEqual([]);
    // A payload no bot has is a trail row saying so, without a default reply.
    const unknown = await tap('instagram', nextPerson(), 'NOBODY');
    expect(unknown.sends).toEqual([]);
    expect(await trailOf(unknown.mid)).toMatchObject({ status: 'skipped', reason: 'no-match' });
    // Flows run on Messenger only: an Instagram question naming one is answered by nothing, and says why.
    const flowTap = await tap('instagram', nextPerson(), 'ASK_FLOW');
    expect(flowTap.sends).toEqual([]);
    expect(await trailOf(flowTap.mid)).toMatchObject({ status: 'skipped', reason: 'flow-not-on-instagram' });
  });

  it("keeps the settings and answers Meta's refusal of the Instagram profile with its message", async () => {
    await server.simulator.setFaults({
      error: { code: 100, http_status: 400, message: '(#100) Instagram refused the ice breakers' },
      paths: ['/me/messenger_profile'],
    });
    try {
      const refused = await server.callRefused(botEndpoints.saveSettings, {
        token,
        headers: headersFor(page.id),
        body: { ...base, instagram_ice_breakers: questions(1) },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('(#100) Instagram refused the ice breakers');
    } finally {
      await server.simulator.setFaults({});
    }
    const kept = await server.call(botEndpoints.settings, { token, headers: headersFor(page.id) });
    expect(kept.body.settings.instagram_ice_breakers).toEqual(questions(1));
    expect(kept.body.meta_error).toBe('(#100) Instagram refused the ice breakers');
  });
});
