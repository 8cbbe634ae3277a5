// The demo's customer simulator: what a customer does, sent through the simulator's real webhooks, so the engines
// answer for real; its routes exist in demo mode only and act on the caller's own page or account.
import { botEndpoints, demoCustomerEndpoints as endpoints, repliesEndpoints, type ReplyCampaign } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages, subscribers } from '../src/platform/db/schema.ts';
import { startBotTestServer, type BotHarness } from './bot-harness.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let metaPageId: string;
let headers: Record<string, string>;
let bot: BotHarness;

beforeAll(async () => {
  ({ server, token, metaPageId, headers, bot } = await startBotTestServer());
});
afterAll(async () => {
  await server?.stop();
});

async function addCampaign(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { campaign: ReplyCampaign }).campaign;
}

/** The webhooks the simulator delivered are handled, and the engines' answers sent. */
async function settle() {
  await bot.settle();
  await server.runtime.services.replyEngine.idle();
}

async function lastIncomingOf(conversationId: number) {
  const [message] = await server.runtime.database.db
    .select({ text: inboxMessages.text, kind: inboxMessages.kind })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.subscriberId, conversationId), eq(inboxMessages.direction, 'in')))
    .orderBy(desc(inboxMessages.id))
    .limit(1);
  return message;
}

describe('the customer simulator of demo mode', () => {
  it("answers a customer's comment with the running campaign, and their DM continues one conversation", async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'حقائب جديدة' })).id;
    const campaign = await addCampaign({
      name: 'حقائب',
      post,
      comment_enabled: 'true',
      comments: JSON.stringify(['أرسلنا لك السعر على الخاص']),
      keywords: JSON.stringify(['سعر']),
    });
    const commented = await server.call(endpoints.comment, {
      body: { customer: 'ليلى', post_id: post, message: 'كم السعر؟' },
      token,
      headers,
    });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    await settle();
    const detail = await server.call(repliesEndpoints.getCampaign, { params: { id: campaign.id }, token, headers });
    expect(detail.body.trail).toHaveLength(1);
    expect(detail.body.trail[0]).toMatchObject({ commenter_name: 'ليلى', decision: 'matched', public_status: 'sent' });

    const first = await server.call(endpoints.message, { body: { customer: 'ليلى', text: 'مرحبا' }, token, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.customer_id).toBe(commented.body.customer_id);
    expect(first.body.conversation_id).not.toBeNull();
    const second = await server.call(endpoints.message, {
      body: { customer: ' ليلى ', text: 'هل التوصيل متاح؟' },
      token,
      headers,
    });
    expect(second.body.conversation_id).toBe(first.body.conversation_id);
    expect(await lastIncomingOf(second.body.conversation_id!)).toMatchObject({ text: 'هل التوصيل متاح؟' });
    const other = await server.call(endpoints.message, { body: { customer: 'سلمى', text: 'مرحبا' }, token, headers });
    expect(other.body.conversation_id).not.toBe(first.body.conversation_id);
  });

  it('offers the quick replies the page last sent the customer, and presses one', async () => {
    const created = await server.request('POST', '/api/bot/replies', {
      token,
      headers,
      body: {
        bot_name: 'Sizes',
        message: 'أي مقاس؟',
        message_type: 'quick_replies',
        replies: [
          { title: 'صغير', payload: 'SIZE_S' },
          { title: 'كبير', payload: 'SIZE_L' },
        ],
        keyword_type: 'contains',
        keywords: ['مقاس'],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const none = await server.call(endpoints.quickReplies, { query: { customer: 'هدى' }, token, headers });
    expect(none.body).toEqual({ conversation_id: null, quick_replies: [], ice_breakers: [] });

    await server.call(endpoints.message, { body: { customer: 'هدى', text: 'عندكم مقاسات؟' }, token, headers });
    await settle();
    const offered = await server.call(endpoints.quickReplies, { query: { customer: 'هدى' }, token, headers });
    expect(offered.body.quick_replies).toEqual([
      { title: 'صغير', payload: 'SIZE_S' },
      { title: 'كبير', payload: 'SIZE_L' },
    ]);

    const notOffered = await server.callInvalid(endpoints.pressQuickReply, {
      body: { customer: 'هدى', payload: 'SIZE_XL' },
      token,
      headers,
    });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.errors).toHaveProperty('payload');
    const pressed = await server.call(endpoints.pressQuickReply, {
      body: { customer: 'هدى', payload: 'SIZE_L' },
      token,
      headers,
    });
    expect(pressed.status, JSON.stringify(pressed.body)).toBe(200);
    expect(pressed.body.conversation_id).toBe(offered.body.conversation_id);
    expect(await lastIncomingOf(pressed.body.conversation_id!)).toMatchObject({ text: 'كبير' });
  });

  it("offers a new customer the page's ice breakers, and a tap is answered by the bot its payload names", async () => {
    const bot = await server.request('POST', '/api/bot/replies', {
      token,
      headers,
      body: { bot_name: 'Delivery', message: 'نوصل خلال يومين', postback_id: 'ASK_DELIVERY' },
    });
    expect(bot.status, JSON.stringify(bot.body)).toBe(200);
    const saved = await server.call(botEndpoints.saveSettings, {
      token,
      headers,
      body: {
        bot_enabled: true,
        get_started_enabled: false,
        greeting: '',
        persistent_menu: [],
        ice_breakers: [{ question: 'متى يصل الطلب؟', payload: 'ASK_DELIVERY' }],
        instagram_ice_breakers: [],
        instagram_persistent_menu: [],
        typing_on: false,
        delay_in_reply: 0,
        mark_seen: false,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const offered = await server.call(endpoints.quickReplies, { query: { customer: 'رامي' }, token, headers });
    expect(offered.body).toEqual({
      conversation_id: null,
      quick_replies: [],
      ice_breakers: [{ question: 'متى يصل الطلب؟', payload: 'ASK_DELIVERY' }],
    });
    const tapped = await server.call(endpoints.pressQuickReply, {
      body: { customer: 'رامي', payload: 'ASK_DELIVERY' },
      token,
      headers,
    });
    expect(tapped.status, JSON.stringify(tapped.body)).toBe(200);
    await settle();
    const conversationId = tapped.body.conversation_id!;
    expect(await lastIncomingOf(conversationId)).toMatchObject({ text: 'متى يصل الطلب؟' });
    const [answer] = await server.runtime.database.db
      .select({ text: inboxMessages.text })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.subscriberId, conversationId), eq(inboxMessages.direction, 'out')));
    expect(answer).toMatchObject({ text: 'نوصل خلال يومين' });

    // Once the customer has written, Messenger no longer shows the ice breakers.
    const after = await server.call(endpoints.quickReplies, { query: { customer: 'رامي' }, token, headers });
    expect(after.body.ice_breakers).toEqual([]);
    const again = await server.callInvalid(endpoints.pressQuickReply, {
      body: { customer: 'رامي', payload: 'ASK_DELIVERY' },
      token,
      headers,
    });
    expect(again.status).toBe(422);
  });

  it("mentions the Instagram account in a story and replies to the account's story", async () => {
    const session = await server.login('demo', 'Demo@2026');
    const instagram = { locale: 'en', 'insta-id': String(session.insta_accounts[0]!.id) };
    const mention = await server.call(endpoints.story, {
      body: { customer: 'نور', kind: 'mention' },
      token,
      headers: instagram,
    });
    expect(mention.status, JSON.stringify(mention.body)).toBe(200);
    expect(mention.body.story_id).toBeNull();
    const noText = await server.callInvalid(endpoints.story, {
      body: { customer: 'نور', kind: 'reply' },
      token,
      headers: instagram,
    });
    expect(noText.status).toBe(422);
    const reply = await server.call(endpoints.story, {
      body: { customer: 'نور', kind: 'reply', text: 'جميلة! بكم؟' },
      token,
      headers: instagram,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.story_id).toMatch(/^\d+$/);
    expect(reply.body.conversation_id).toBe(mention.body.conversation_id);
    const [conversation] = await server.runtime.database.db
      .select({ channel: subscribers.channel, metaUserId: subscribers.metaUserId })
      .from(subscribers)
      .where(eq(subscribers.id, reply.body.conversation_id!));
    expect(conversation).toEqual({ channel: 'instagram', metaUserId: reply.body.customer_id });
    expect(await lastIncomingOf(reply.body.conversation_id!)).toMatchObject({ kind: 'story_reply' });
  });

  it("comments on the Instagram account's own posts only", async () => {
    const session = await server.login('demo', 'Demo@2026');
    const account = session.insta_accounts[0]!;
    const instagram = { locale: 'en', 'insta-id': String(account.id) };
    const media = (await server.simulator.createPost({ ig_user_id: account.account_id, message: 'فستان' })).id;
    const commented = await server.call(endpoints.instagramComment, {
      body: { customer: 'نور', media_id: media, message: 'بكم؟' },
      token,
      headers: instagram,
    });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    const pagePost = (await server.simulator.createPost({ page_id: metaPageId, message: 'not Instagram' })).id;
    const foreign = await server.callRefused(endpoints.instagramComment, {
      body: { customer: 'نور', media_id: pagePost.split('_')[1]!, message: 'بكم؟' },
      token,
      headers: instagram,
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses another owner's page and account, and a post of another page", async () => {
    const other = await createOwner(server.runtime.database.db);
    const otherPage = await server.callRefused(endpoints.message, {
      body: { customer: 'x', text: 'hi' },
      token,
      headers: { 'page-id': String(other.page.id) },
    });
    expect(otherPage.status).toBe(403);
    const otherAccount = await server.callRefused(endpoints.story, {
      body: { customer: 'x', kind: 'mention' },
      token,
      headers: { 'insta-id': String(other.account.id) },
    });
    expect(otherAccount.status).toBe(403);
    const foreignPost = await server.callInvalid(endpoints.comment, {
      body: { customer: 'x', post_id: `${other.page.metaPageId}_1`, message: 'hi' },
      token,
      headers,
    });
    expect(foreignPost.status).toBe(422);
    expect(foreignPost.body.errors).toHaveProperty('post_id');
    const noPage = await server.callInvalid(endpoints.message, {
      body: { customer: 'x', text: 'hi' },
      token,
      headers: { locale: 'en' },
    });
    expect(noPage.status).toBe(422);
  });
});

describe('live mode', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await startTestServer({ META_APP_ID: '1', META_APP_SECRET: 'live-secret', META_VERIFY_TOKEN: 'v' });
  });
  afterAll(async () => {
    await live?.stop();
  });

  it('has no customer simulator: its routes do not exist', async () => {
    const owner = await createOwner(live.runtime.database.db);
    const session = await live.login(owner.user.username, owner.password);
    const liveHeaders = { 'page-id': String(owner.page.id), 'insta-id': String(owner.account.id) };
    for (const endpoint of Object.values(endpoints)) {
      const response = await live.request(endpoint.method, endpoint.path, {
        token: session.access_token,
        headers: liveHeaders,
        ...(endpoint.method === 'POST' ? { body: { customer: 'x', text: 'hi', kind: 'mention' } } : {}),
      });
      expect(response.status, endpoint.path).toBe(404);
    }
  });
});
