import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsEndpoints, linkingEndpoints } from '@app/contract';
import { pageWebhookFields } from '../src/platform/meta/graph-api.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.simulator.setAppSettings({ require_app_secret: false, development_mode: false, role_ids: [] });
  await server.simulator.setFaults({});
});
afterAll(async () => {
  await server?.stop();
});

const messagingFields = pageWebhookFields.filter((field) => field !== 'feed');

async function facebookUser(name: string, withInstagram = false) {
  const user = await server.simulator.createUser({ name });
  const page = await server.simulator.createPage({
    owner_user_id: user.id,
    name: `${name} Shop`,
    with_instagram: withInstagram,
  });
  return { user, page };
}

/** The user token Meta gives after the dialog, for the pages picked (all by default) and the scopes granted. */
async function userToken(userId: string, options: { pageIds?: string[]; scope?: string[] } = {}) {
  const { code } = await server.simulator.oauthCode({
    user_id: userId,
    redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
    ...(options.pageIds ? { page_ids: options.pageIds } : {}),
    ...(options.scope ? { scope: options.scope } : {}),
  });
  const response = await fetch(`${server.baseUrl}/_meta/v21.0/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: server.config.meta.appId,
      client_secret: server.config.meta.appSecret,
      redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
      code,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function login(userId: string, options: { pageIds?: string[]; scope?: string[] } = {}) {
  const response = await server.call(linkingEndpoints.loginWithToken, {
    body: { token: await userToken(userId, options) },
  });
  return response.body;
}

const simulatedPage = async (pageId: string) => (await server.simulator.state()).pages[pageId]!;

async function doctorOf(token: string, id: number) {
  const response = await server.call(linkingEndpoints.pageDoctor, { params: { id }, token });
  expect(response.status).toBe(200);
  return response.body;
}

describe('Require App Secret', () => {
  it('signs every user and page token call with appsecret_proof, which the simulator verifies', async () => {
    await server.simulator.setAppSettings({ require_app_secret: true });
    const { user, page } = await facebookUser('Proof');
    const before = await server.simulator.lastCallSeq();
    const session = await login(user.id);
    expect(session.pages.map((item) => item.page_id)).toContain(page.id);

    const calls = await server.simulator.calls(before);
    const tokenCalls = calls.filter(
      (call) => !call.path.endsWith('/oauth/access_token') && call.path !== '/v21.0/debug_token',
    );
    expect(tokenCalls.length).toBeGreaterThan(2);
    for (const call of tokenCalls) {
      expect(call.status).toBe(200);
      expect(call.query.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
    }
    const subscribe = calls.find((call) => call.method === 'POST' && call.path.endsWith(`${page.id}/subscribed_apps`))!;
    expect(subscribe.query.appsecret_proof).toBe(
      createHmac('sha256', server.config.meta.appSecret).update(page.access_token).digest('hex'),
    );
    // Secrets never travel in a URL: the code exchange sends the secret in the body, debug_token the app token in a header.
    for (const call of calls) {
      expect(call.query.client_secret).toBeUndefined();
      expect(call.query.access_token).toBeUndefined();
    }
    expect(calls.filter((call) => call.path.endsWith('/oauth/access_token')).map((call) => call.method)).toEqual([
      'POST',
      'POST',
    ]);

    const unsigned = await fetch(`${server.baseUrl}/_meta/v21.0/me`, {
      headers: { authorization: `Bearer ${page.access_token}` },
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({
      error: {
        code: 100,
        type: 'GraphMethodException',
        message: 'API calls from the server require an appsecret_proof argument',
      },
    });
    const forged = await fetch(`${server.baseUrl}/_meta/v21.0/me?appsecret_proof=${'0'.repeat(64)}`, {
      headers: { authorization: `Bearer ${page.access_token}` },
    });
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid appsecret_proof provided in the API argument',
    );

    const doctor = await doctorOf(session.access_token, session.pages.find((item) => item.page_id === page.id)!.id);
    expect(doctor.token).toMatchObject({ status: 'ok', valid: true, expires_at: null });

    // Removing the page unsubscribes the app from it, signed like every page token call.
    const removing = await server.simulator.lastCallSeq();
    const ours = session.pages.find((item) => item.page_id === page.id)!.id;
    const removed = await server.call(linkingEndpoints.removePage, {
      params: { id: ours },
      token: session.access_token,
    });
    expect(removed.status).toBe(204);
    const unsubscribe = (await server.simulator.calls(removing)).find(
      (call) => call.method === 'DELETE' && call.path.endsWith(`${page.id}/subscribed_apps`),
    );
    expect(unsubscribe).toMatchObject({ status: 200 });
    expect(unsubscribe!.query.appsecret_proof).toBe(
      createHmac('sha256', server.config.meta.appSecret).update(page.access_token).digest('hex'),
    );
  });
});

describe('pages in a Business portfolio', () => {
  it('links a portfolio page the user did not pick in the dialog, once', async () => {
    const { user, page: picked } = await facebookUser('Portfolio');
    const owned = await server.simulator.createPage({ owner_user_id: user.id, name: 'Portfolio Owned' });
    const client = await server.simulator.createPage({ owner_user_id: user.id, name: 'Portfolio Client' });
    await server.simulator.createBusiness({
      name: 'Portfolio Group',
      user_ids: [user.id],
      owned_page_ids: [owned.id, picked.id],
      client_page_ids: [client.id],
    });
    const session = await login(user.id, { pageIds: [picked.id] });
    expect(session.pages.map((item) => item.page_id).sort()).toEqual([picked.id, owned.id, client.id].sort());
    expect((await simulatedPage(owned.id)).subscribedFields).toEqual([...pageWebhookFields]);
  });

  it('keeps the picked pages when business_management was not granted', async () => {
    const { user, page } = await facebookUser('NoBusiness');
    const other = await server.simulator.createPage({ owner_user_id: user.id, name: 'Hidden In Portfolio' });
    await server.simulator.createBusiness({ name: 'Hidden Group', user_ids: [user.id], owned_page_ids: [other.id] });
    const scope = ['pages_show_list', 'pages_manage_metadata', 'pages_messaging', 'pages_read_engagement'];
    const session = await login(user.id, { pageIds: [page.id], scope });
    expect(session.pages.map((item) => item.page_id)).toEqual([page.id]);
  });
});

describe('subscribing a page to webhooks', () => {
  it('keeps the fields Meta accepts when it refuses some, shows it, and fixes it once the permission is back', async () => {
    const { user, page } = await facebookUser('Refused');
    await server.simulator.revokePermission({ user_id: user.id, permission: 'pages_messaging' });
    const scope = ['pages_show_list', 'pages_manage_metadata', 'pages_read_engagement', 'pages_manage_engagement'];
    const session = await login(user.id, { scope });
    const ours = session.pages.find((item) => item.page_id === page.id)!;
    expect((await simulatedPage(page.id)).subscribedFields).toEqual(['feed']);
    const linked = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(linked.body.pages.find((item) => item.id === ours.id)!.webhooks_failed).toBe(true);

    const doctor = await doctorOf(session.access_token, ours.id);
    expect(doctor.healthy).toBe(false);
    expect(doctor.token.status).toBe('ok');
    expect(doctor.permissions).toMatchObject({ status: 'failed', fix: 'rerequest' });
    expect(doctor.permissions.missing).toContain('pages_messaging');
    expect(doctor.permissions.items.find((item) => item.name === 'pages_messaging')!.used_for).toEqual(
      expect.arrayContaining(['reply', 'bot']),
    );
    expect(doctor.webhooks).toMatchObject({ status: 'failed', subscribed: ['feed'], fix: 'subscribe' });
    expect(doctor.webhooks.refused).toEqual(messagingFields);
    expect(doctor.webhooks.missing).toEqual(messagingFields);
    expect(doctor.webhooks.error).toContain('pages_messaging');

    // The owner asks again for the permission (the dialog grants it), then subscribes again.
    await userToken(user.id);
    const fixed = await server.call(linkingEndpoints.subscribePage, {
      params: { id: ours.id },
      token: session.access_token,
    });
    expect(fixed.body).toMatchObject({ healthy: true, webhooks: { status: 'ok', missing: [], failed_at: null } });
    expect(fixed.body.permissions.missing).toEqual([]);
    expect((await simulatedPage(page.id)).subscribedFields).toEqual([...pageWebhookFields]);
    const after = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(after.body.pages.find((item) => item.id === ours.id)!.webhooks_failed).toBe(false);
  });

  it('stores a failed subscription and subscribes again on retry', async () => {
    const { user, page } = await facebookUser('Retry');
    await server.simulator.setFaults({
      error: {
        code: 2,
        http_status: 500,
        message: 'An unexpected error has occurred. Please retry your request later.',
      },
      paths: [`/v21.0/${page.id}/subscribed_apps`],
    });
    const session = await login(user.id);
    const ours = session.pages.find((item) => item.page_id === page.id)!;
    await server.simulator.setFaults({});
    expect((await simulatedPage(page.id)).subscribedFields).toBeNull();

    const doctor = await doctorOf(session.access_token, ours.id);
    expect(doctor.webhooks).toMatchObject({ status: 'failed', subscribed: [], fix: 'subscribe' });
    expect(doctor.webhooks.error).toContain('unexpected error');
    expect(doctor.webhooks.failed_at).not.toBeNull();
    expect(doctor.token.status).toBe('ok');

    const retried = await server.call(linkingEndpoints.subscribePage, {
      params: { id: ours.id },
      token: session.access_token,
    });
    expect(retried.body.webhooks).toMatchObject({ status: 'ok', error: null, refused: [] });
    expect((await simulatedPage(page.id)).subscribedFields).toEqual([...pageWebhookFields]);
  });

  it("shows a subscription removed on Meta's side as failed", async () => {
    const { user, page } = await facebookUser('Dropped');
    const session = await login(user.id);
    const ours = session.pages.find((item) => item.page_id === page.id)!;
    await fetch(`${server.baseUrl}/_meta/v21.0/${page.id}/subscribed_apps`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${page.access_token}` },
    });
    const doctor = await doctorOf(session.access_token, ours.id);
    expect(doctor.webhooks).toMatchObject({ status: 'failed', fix: 'subscribe', subscribed: [] });
    const linked = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(linked.body.pages.find((item) => item.id === ours.id)!.webhooks_failed).toBe(true);
  });
});

describe('the connection doctor', () => {
  it('answers a healthy page with its token, permissions, fields, last event, usage and app mode', async () => {
    const { user, page } = await facebookUser('Healthy');
    const session = await login(user.id);
    const ours = session.pages.find((item) => item.page_id === page.id)!;
    let doctor = await doctorOf(session.access_token, ours.id);
    expect(doctor).toMatchObject({
      kind: 'page',
      meta_id: page.id,
      healthy: true,
      token: { status: 'ok', valid: true, expires_at: null, error: null, fix: null },
      permissions: { status: 'ok', missing: [], fix: null },
      webhooks: { status: 'ok', missing: [], refused: [], fix: null },
      last_event: { status: 'warning', at: null },
      usage: { status: 'ok' },
      app_mode: { status: 'ok', mode: 'live' },
    });
    expect(doctor.token.data_access_expires_at).not.toBeNull();
    expect(doctor.permissions.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['pages_show_list', 'pages_manage_metadata', 'pages_messaging', 'pages_manage_posts']),
    );
    expect(doctor.usage.percent).toBeGreaterThanOrEqual(0);

    const post = await server.simulator.createPost({ page_id: page.id, message: 'New arrivals' });
    await server.simulator.createComment({ post_id: post.id, from: { name: 'Buyer' }, message: 'price?' });
    await server.simulator.deliveriesIdle();
    await server.runtime.services.webhookIntake.settled();
    doctor = await doctorOf(session.access_token, ours.id);
    expect(doctor.last_event.status).toBe('ok');
    expect(doctor.last_event.at).not.toBeNull();

    // Another owner's page answers 404; admins see the same check from the admin side.
    const demo = await server.login('demo', 'Demo@2026');
    const foreign = await server.callRefused(linkingEndpoints.pageDoctor, {
      params: { id: ours.id },
      token: demo.access_token,
    });
    expect(foreign.status).toBe(404);
    const admin = await server.login('admin', 'Admin@2026');
    const check = await server.call(linkingEndpoints.checkPagePermissions, {
      params: { id: ours.id },
      token: admin.access_token,
    });
    expect(check.body.doctor).toMatchObject({ healthy: true, meta_id: page.id });
  });

  it('says the app is in development mode, where only people with a role produce events', async () => {
    const { user, page } = await facebookUser('DevMode');
    const session = await login(user.id);
    const ours = session.pages.find((item) => item.page_id === page.id)!;
    await server.simulator.setAppSettings({ development_mode: true, role_ids: ['555000111'] });
    const doctor = await doctorOf(session.access_token, ours.id);
    expect(doctor.app_mode).toEqual({ status: 'warning', mode: 'development' });
    expect(doctor.healthy).toBe(true);

    const post = await server.simulator.createPost({ page_id: page.id, message: 'Dev mode post' });
    const before = (await server.simulator.deliveries()).at(-1)?.seq ?? 0;
    await server.simulator.createComment({
      post_id: post.id,
      from: { id: '999000111', name: 'Stranger' },
      message: 'hi',
    });
    await server.simulator.createComment({
      post_id: post.id,
      from: { id: '555000111', name: 'Tester' },
      message: 'hi',
    });
    const delivered = await server.simulator.deliveries(before);
    expect(delivered).toHaveLength(1);
    expect(JSON.stringify(delivered[0]!.payload)).toContain('555000111');
  });

  it('checks an Instagram account through its page, and asks to reconnect when the token is gone', async () => {
    const { user, page } = await facebookUser('Insta', true);
    const session = await login(user.id);
    await server.call(linkingEndpoints.addInstagramAccounts, {
      token: session.access_token,
      body: { token: await userToken(user.id) },
    });
    const linked = await server.call(accountsEndpoints.linked, { token: session.access_token });
    const account = linked.body.insta_accounts[0]!;
    const healthy = await server.call(linkingEndpoints.instagramDoctor, {
      params: { id: account.id },
      token: session.access_token,
    });
    expect(healthy.body).toMatchObject({ kind: 'instagram', meta_id: account.account_id, healthy: true });
    expect(healthy.body.permissions.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['instagram_basic', 'instagram_manage_comments', 'pages_read_engagement']),
    );

    await server.simulator.invalidateTokens({ page_id: page.id, subcode: 460 });
    const broken = await server.call(linkingEndpoints.instagramDoctor, {
      params: { id: account.id },
      token: session.access_token,
    });
    expect(broken.body).toMatchObject({
      healthy: false,
      token: { status: 'failed', valid: false, fix: 'reconnect' },
      permissions: { status: 'unknown' },
    });
  });
});
