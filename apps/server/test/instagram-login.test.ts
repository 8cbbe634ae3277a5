import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  instagramQuickRepliesEndpoints,
  linkingEndpoints,
  type ConnectionDoctor,
  type ErrorBody,
  type InboxMessage,
  type LinkedAccounts,
} from '@app/contract';
import {
  inboxMessages,
  instagramAccounts,
  notifications,
  replyTrails,
  subscribers,
} from '../src/platform/db/schema.ts';
import { createTokenCipher } from '../src/platform/meta/token-cipher.ts';
import { signWebhookBody } from '../src/platform/meta/webhook-signature.ts';
import { newClientId, settle } from './inbox-send-helpers.ts';
import { savePost, settled, uploadMedia } from './publishing-engine-helpers.ts';
import { jpegOf } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const DAY = 86_400_000;

let server: TestServer;
let token: string;
let metaAccountId: string;
let accountId: number;
/** The account's media the reply campaign runs on. */
let media: string;

const db = () => server.runtime.database.db;
const redirectUri = () => `${server.config.appUrl}/auth/instagram/callback`;

async function linkThroughTheWindow(account: string) {
  const dialog = await server.call(linkingEndpoints.instagramLoginDialog, { token });
  expect(dialog.status, JSON.stringify(dialog.body)).toBe(200);
  const { state, url } = dialog.body as { state: string; url: string };
  const window = new URL(url);
  expect(window.pathname).toMatch(/\/instagram\/oauth\/authorize$/);
  expect(window.searchParams.get('redirect_uri')).toBe(redirectUri());
  expect(
    window.searchParams
      .get('scope')!
      .split(',')
      .every((scope) => scope.startsWith('instagram_business_')),
  ).toBe(true);
  const { code } = await server.simulator.instagramOauthCode({ account_id: account, redirect_uri: redirectUri() });
  // Meta appends `#_` to the code it gives back.
  return server.call(linkingEndpoints.instagramLoginWithCode, { token, body: { code: `${code}#_`, state } });
}

async function storedAccount() {
  const [row] = await db().select().from(instagramAccounts).where(eq(instagramAccounts.id, accountId));
  return row!;
}

const instagramHostCalls = async (since: number) =>
  (await server.simulator.calls(since)).filter((call) => call.path.startsWith('/instagram-graph/'));

beforeAll(async () => {
  server = await startTestServer();
  await server.runtime.queue.unschedule('linking.instagram-token-refresh');
  token = (await server.login('demo', 'Demo@2026')).access_token;
  const account = await server.simulator.createInstagramAccount({ name: 'متجر الورد', username: 'rose_shop' });
  metaAccountId = account.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('Instagram API with Instagram Login', () => {
  it('links an account without a Facebook Page through the Instagram window and lists it with login instagram', async () => {
    const before = await server.simulator.lastCallSeq();
    const linked = await linkThroughTheWindow(metaAccountId);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const account = (linked.body as LinkedAccounts).insta_accounts.find((item) => item.account_id === metaAccountId);
    expect(account).toMatchObject({ username: 'rose_shop', page_id: null, login: 'instagram', needs_reconnect: false });
    expect(new Date(account!.token_expires_at!).getTime()).toBeGreaterThan(server.clock.now().getTime() + 59 * DAY);
    accountId = account!.id;
    // Read and subscribed on graph.instagram.com with its own token.
    const paths = (await instagramHostCalls(before)).map((call) => `${call.method} ${call.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET .*\/me$/),
        expect.stringMatching(/^POST .*\/me\/subscribed_apps$/),
      ]),
    );
  });

  it("shows the account's token expiry and its subscription in the connection doctor", async () => {
    const doctor = await server.call(linkingEndpoints.instagramDoctor, { token, params: { id: accountId } });
    expect(doctor.status, JSON.stringify(doctor.body)).toBe(200);
    const body = doctor.body as ConnectionDoctor;
    expect(body.token).toMatchObject({ status: 'ok', valid: true, fix: null });
    expect(new Date(body.token.expires_at!).getTime()).toBeGreaterThan(server.clock.now().getTime() + 59 * DAY);
    expect(body.webhooks).toMatchObject({ status: 'ok', missing: [] });
    await server.simulator.unsubscribeInstagramAccount(metaAccountId);
    const lost = (await server.call(linkingEndpoints.instagramDoctor, { token, params: { id: accountId } }))
      .body as ConnectionDoctor;
    expect(lost.webhooks).toMatchObject({ status: 'failed', fix: 'subscribe' });
    const again = await server.call(linkingEndpoints.subscribeInstagram, { token, params: { id: accountId } });
    expect((again.body as ConnectionDoctor).webhooks.status).toBe('ok');
  });

  it('subscribes the account again when Meta unsubscribed it, and reads back the direct messages of the gap', async () => {
    const heal = () => server.runtime.services.instagramLogin.healSubscriptions();
    expect(await heal()).toEqual({ healed: 0, failed: 0 });
    await server.simulator.unsubscribeInstagramAccount(metaAccountId);
    // The product's clock (and the simulator's, built on it) a little ahead of the database's, which dates the
    // linking: a message written now is after it, as in a real run (Meta's times have whole seconds).
    server.clock.advance(5 * 60_000);
    // No webhook reaches us while it is unsubscribed.
    await server.simulator.sendMessage({ ig_user_id: metaAccountId, from: { id: '17841000666' }, text: 'هل وصلت؟' });
    await settle(server);
    expect(await heal()).toEqual({ healed: 1, failed: 0 });
    expect(await heal()).toEqual({ healed: 0, failed: 0 });
    let late: { text: string | null; arrivedLate: boolean }[] = [];
    for (let waited = 0; waited < 15_000 && late.length === 0; waited += 100) {
      late = await db()
        .select({ text: inboxMessages.text, arrivedLate: inboxMessages.arrivedLate })
        .from(inboxMessages)
        .innerJoin(subscribers, eq(subscribers.id, inboxMessages.subscriberId))
        .where(and(eq(subscribers.instagramAccountId, accountId), eq(subscribers.metaUserId, '17841000666')));
      if (late.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(late).toEqual([{ text: 'هل وصلت؟', arrivedLate: true }]);
  });

  it('refuses a used state and a state of the Facebook dialog', async () => {
    const dialog = await server.call(linkingEndpoints.instagramLoginDialog, { token });
    const { state } = dialog.body as { state: string };
    const { code } = await server.simulator.instagramOauthCode({
      account_id: metaAccountId,
      redirect_uri: redirectUri(),
    });
    expect((await server.call(linkingEndpoints.instagramLoginWithCode, { token, body: { code, state } })).status).toBe(
      200,
    );
    const again = await server.callRefused(linkingEndpoints.instagramLoginWithCode, { token, body: { code, state } });
    expect(again.status).toBe(400);
    expect((again.body as ErrorBody).code).toBe('fail-message');
    const facebook = await server.call(linkingEndpoints.facebookDialog, { token, query: { instagram: 'yes' } });
    const other = await server.callRefused(linkingEndpoints.instagramLoginWithCode, {
      token,
      body: { code, state: (facebook.body as { state: string }).state },
    });
    expect(other.status).toBe(400);
  });

  it('receives a direct message in the inbox and answers it through graph.instagram.com', async () => {
    await server.simulator.sendMessage({ ig_user_id: metaAccountId, from: { id: '17841000777' }, text: 'كم السعر؟' });
    await settle(server);
    // Stored by the webhook's ingestion (not made here): the conversation and the customer's message.
    const [conversation] = await db()
      .select({ id: subscribers.id, pageId: subscribers.pageId })
      .from(subscribers)
      .where(and(eq(subscribers.instagramAccountId, accountId), eq(subscribers.metaUserId, '17841000777')));
    expect(conversation).toMatchObject({ pageId: null });
    const id = conversation!.id;
    const incoming = await db().select().from(inboxMessages).where(eq(inboxMessages.subscriberId, id));
    expect(incoming.map((message) => message.text)).toContain('كم السعر؟');
    const before = await server.simulator.lastCallSeq();
    const response = await server.request<{ message: InboxMessage } | ErrorBody>(
      'POST',
      `/api/inbox/conversations/${id}/messages`,
      { token, headers: { 'insta-id': String(accountId) }, body: { client_id: newClientId(), text: 'السعر 25 دولار' } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body as { message: InboxMessage }).message.status).toBe('sent');
    const sends = (await instagramHostCalls(before)).filter((call) => call.path.endsWith('/messages'));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toMatchObject({ recipient: { id: '17841000777' }, message: { text: 'السعر 25 دولار' } });
    expect(sends[0]!.status).toBe(200);
  });

  it("answers a story mention with the account's story quick reply through graph.instagram.com", async () => {
    const saved = await server.call(instagramQuickRepliesEndpoints.saveStoryMention, {
      token,
      headers: { locale: 'en', 'insta-id': String(accountId) },
      body: { enabled: true, text: 'شكرًا على الإشارة', media_id: null, once_per_story: false } as never,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = await server.simulator.lastCallSeq();
    await server.simulator.sendMessage({ ig_user_id: metaAccountId, from: { id: '17841000888' }, story_mention: true });
    await settle(server);
    let answers: Awaited<ReturnType<typeof instagramHostCalls>> = [];
    for (let waited = 0; waited < 10_000 && answers.length === 0; waited += 100) {
      answers = (await instagramHostCalls(before)).filter(
        (call) =>
          call.path.endsWith('/messages') &&
          (call.body?.recipient as { id?: string } | undefined)?.id === '17841000888',
      );
      if (answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers).toHaveLength(1);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body).toMatchObject({ message: { text: 'شكرًا على الإشارة' } });
  });

  it('answers a comment on its media with a reply campaign, publicly and in private, through graph.instagram.com', async () => {
    media = (await server.simulator.createPost({ ig_user_id: metaAccountId, message: 'فستان جديد' })).id;
    const form = new FormData();
    const fields = {
      name: 'بدون صفحة',
      comments: ['أرسلنا لك السعر 🌷'],
      message_enabled: 'true',
      message: '25 دولار',
    };
    for (const [key, value] of Object.entries(fields))
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    const saved = await fetch(`${server.baseUrl}/api/instagram/reply/add/${media}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'insta-id': String(accountId) },
      body: form,
    });
    const created = (await saved.json()) as { campaign: { instagram_account_id: number; status: string } };
    expect(saved.status, JSON.stringify(created)).toBe(200);
    expect(created.campaign).toMatchObject({ instagram_account_id: accountId, status: 'running' });
    const before = await server.simulator.lastCallSeq();
    await server.simulator.createComment({
      post_id: media,
      from: { id: '17841000999', username: 'buyer' },
      message: 'بكم؟',
    });
    await settle(server);
    await server.runtime.services.replyEngine.idle();
    const writes = (await instagramHostCalls(before)).filter((call) => call.method === 'POST');
    const reply = writes.find((call) => call.path.endsWith('/replies'));
    expect(reply, JSON.stringify(writes)).toMatchObject({ status: 200, body: { message: 'أرسلنا لك السعر 🌷' } });
    const privately = writes.find((call) => call.path.endsWith('/messages'));
    expect(privately).toMatchObject({ status: 200, body: { message: { text: '25 دولار' } } });
    expect((privately!.body!.recipient as { comment_id?: string }).comment_id).toBeTruthy();
    // Nothing went to graph.facebook.com for it.
    const facebookWrites = (await server.simulator.calls(before)).filter(
      (call) => call.method === 'POST' && !call.path.startsWith('/instagram-graph/'),
    );
    expect(facebookWrites).toEqual([]);
  });

  it('answers a comment made while Meta had unsubscribed the account once it is subscribed again, marked late', async () => {
    await server.simulator.unsubscribeInstagramAccount(metaAccountId);
    const before = await server.simulator.lastCallSeq();
    const missed = await server.simulator.createComment({
      post_id: media,
      from: { id: '17841000555', username: 'late_buyer' },
      message: 'والسعر؟',
    });
    await settle(server);
    expect(await instagramHostCalls(before)).toEqual([]);
    // Comments younger than a minute are left to the webhook.
    server.clock.advance(2 * 60_000);
    expect(await server.runtime.services.instagramLogin.healSubscriptions()).toEqual({ healed: 1, failed: 0 });
    let reply: Awaited<ReturnType<typeof instagramHostCalls>>[number] | undefined;
    for (let waited = 0; waited < 15_000 && !reply; waited += 100) {
      reply = (await instagramHostCalls(before)).find(
        (call) => call.method === 'POST' && call.path.endsWith(`/${missed.id}/replies`),
      );
      if (!reply) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reply).toMatchObject({ status: 200, body: { message: 'أرسلنا لك السعر 🌷' } });
    const [trail] = await db()
      .select({ late: replyTrails.answeredLate })
      .from(replyTrails)
      .where(eq(replyTrails.metaCommentId, missed.id));
    expect(trail).toEqual({ late: true });
  });

  it('publishes an image to the account through graph.instagram.com', async () => {
    await server.simulator.setLimits({ image_container_ready_ms: 0 } as never);
    const image = await uploadMedia(server, token, 'square.jpg', jpegOf(1080, 1080));
    const before = await server.simulator.lastCallSeq();
    const post = await savePost(server, token, {
      network: 'instagram',
      type: 'image',
      caption: 'وصل الجديد',
      accounts: [accountId],
      files: [image],
    } as never);
    const [row] = await settled(server, post.id);
    expect(row).toMatchObject({ status: 'published' });
    const paths = (await instagramHostCalls(before)).filter((call) => call.method === 'POST').map((call) => call.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`/${metaAccountId}/media$`)),
        expect.stringMatching(new RegExp(`/${metaAccountId}/media_publish$`)),
      ]),
    );
  });

  it('refreshes a token past a day old with fewer than 30 days left; a refused refresh marks it and tells once', async () => {
    const refresh = () => server.runtime.services.instagramLogin.refreshTokens();
    // A fresh token is left alone.
    expect(await refresh()).toEqual({ refreshed: 0, refused: 0 });
    const first = await storedAccount();
    server.clock.advance(31 * DAY);
    expect(await refresh()).toEqual({ refreshed: 1, refused: 0 });
    const renewed = await storedAccount();
    expect(renewed.tokenEncrypted).not.toBe(first.tokenEncrypted);
    expect(renewed.tokenExpiresAt!.getTime()).toBeGreaterThan(server.clock.now().getTime() + 59 * DAY);
    // Meta no longer takes it: the refresh is refused, the account needs reconnecting, the owner is told once.
    const cipher = createTokenCipher(server.config.encryptionKey);
    await server.simulator.invalidateTokens({ token: cipher.decrypt(renewed.tokenEncrypted!) });
    server.clock.advance(31 * DAY);
    expect(await refresh()).toEqual({ refreshed: 0, refused: 1 });
    expect(await refresh()).toEqual({ refreshed: 0, refused: 0 });
    expect((await storedAccount()).tokenInvalidAt).not.toBeNull();
    const told = await db()
      .select({ template: notifications.template })
      .from(notifications)
      .where(eq(notifications.template, 'instagram-token-refresh-failed'));
    expect(told).toHaveLength(1);
    const accounts = await server.request<LinkedAccounts>('GET', '/api/user/accounts', { token });
    expect(accounts.body.insta_accounts.find((item) => item.id === accountId)?.needs_reconnect).toBe(true);
  });

  it('accepts a webhook signed with the Instagram app secret and refuses a forged one', async () => {
    const raw = JSON.stringify({ object: 'instagram', entry: [{ id: metaAccountId, time: Date.now(), changes: [] }] });
    const post = (signature: string) =>
      fetch(`${server.baseUrl}/webhooks/meta`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: raw,
      });
    expect((await post(signWebhookBody(raw, server.config.meta.instagramLogin!.appSecret))).status).toBe(200);
    expect((await post(signWebhookBody(raw, server.config.meta.appSecret))).status).toBe(200);
    expect((await post(signWebhookBody(raw, 'forged-secret'))).status).toBe(403);
  });
});
