import { createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pages } from '../src/platform/db/schema.ts';
import { permissionsByUse } from '../src/features/linking/connection-doctor.ts';
import { capabilityRules } from '../src/features/pages/capabilities.ts';
import { MetaApiError } from '../src/platform/meta/meta-errors.ts';
import {
  accountsEndpoints,
  inboxEndpoints,
  linkingEndpoints,
  notificationsEndpoints,
  profileEndpoints,
} from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const callsSince = (seq: number) => server.simulator.calls(seq);
const lastSeq = () => server.simulator.lastCallSeq();
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function facebookUserWithPage(name: string, withInstagram = false) {
  const user = await server.simulator.createUser({ name });
  const page = await server.simulator.createPage({
    owner_user_id: user.id,
    name: `${name} Shop`,
    with_instagram: withInstagram,
  });
  return { user, page };
}

async function dialogCode(userId: string) {
  const { code } = await server.simulator.oauthCode({
    user_id: userId,
    redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
  });
  return code;
}

async function userToken(userId: string) {
  const code = await dialogCode(userId);
  const query = new URLSearchParams({
    client_id: server.config.meta.appId,
    client_secret: server.config.meta.appSecret,
    redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
    code,
  });
  const response = await fetch(`${server.baseUrl}/_meta/v21.0/oauth/access_token?${query}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function startDialog(options: { instagram?: 'yes' | 'no'; token?: string } = {}) {
  const response = await server.call(linkingEndpoints.facebookDialog, {
    query: { instagram: options.instagram ?? 'no' },
    token: options.token,
  });
  expect(response.status).toBe(200);
  return response.body;
}

/**
 * The stored page token is AES-256-GCM under the configured key, read here with node:crypto alone: a 12-byte IV, a
 * 16-byte tag that refuses any change to the ciphertext, and a fresh IV on every encryption.
 */
function expectAes256Gcm(stored: string, plain: string) {
  const [, iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  expect(iv).toHaveLength(12);
  expect(tag).toHaveLength(16);
  const open = (ciphertext: Buffer) => {
    const decipher = createDecipheriv('aes-256-gcm', server.config.encryptionKey, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  };
  expect(open(data!)).toBe(plain);
  const tampered = Buffer.from(data!);
  tampered[0]! ^= 0x01;
  expect(() => open(tampered)).toThrow();
  expect(server.runtime.services.cipher.encrypt(plain)).not.toBe(stored);
}

// App Review refuses permissions the app does not show using (email and instagram_manage_insights were such).
const usedPageScopes = [
  'business_management',
  'pages_manage_engagement',
  'pages_manage_metadata',
  'pages_manage_posts',
  'pages_messaging',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_show_list',
  'public_profile',
];
const usedInstagramScopes = [
  'business_management',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_messages',
  'pages_manage_metadata',
  'pages_messaging',
  'pages_read_engagement',
  'pages_show_list',
];

describe('the login dialog address', () => {
  it('carries the page scopes of the spec, our callback and a fresh state', async () => {
    const { url, state } = await startDialog();
    const dialog = new URL(url);
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${server.config.appUrl}/_meta/v21.0/dialog/oauth`);
    expect(dialog.searchParams.get('client_id')).toBe(server.config.meta.appId);
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${server.config.appUrl}/auth/facebook/callback`);
    expect(dialog.searchParams.get('state')).toBe(state);
    expect(dialog.searchParams.get('scope')!.split(',').sort()).toEqual(usedPageScopes);
    const again = await startDialog();
    expect(again.state).not.toBe(state);
  });

  it('asks for the Instagram scopes when linking Instagram', async () => {
    const { url } = await startDialog({ instagram: 'yes' });
    expect(new URL(url).searchParams.get('scope')!.split(',').sort()).toEqual(usedInstagramScopes);
  });

  it('asks only for what a feature uses: what the doctor checks and the engines need, the profile and portfolios', async () => {
    const used = (kind: 'page' | 'instagram', network: 'facebook' | 'instagram', also: string[]) =>
      [
        ...new Set([
          ...Object.values(permissionsByUse[kind]).flat(),
          ...Object.values(capabilityRules).flatMap((rule) => rule[network]),
          ...also,
        ]),
      ].sort();
    // /me reads the profile; /me/businesses finds the pages of a Business portfolio.
    expect(used('page', 'facebook', ['public_profile', 'business_management'])).toEqual(usedPageScopes);
    expect(used('instagram', 'instagram', ['business_management'])).toEqual(usedInstagramScopes);
  });
});

const phoneBrowser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('logging in with the dialog code', () => {
  it('creates the Facebook user, links the pages they granted, subscribes them to webhooks and keeps the page token encrypted', async () => {
    const { user, page } = await facebookUserWithPage('Nour');
    const before = await lastSeq();
    const { state } = await startDialog();
    const response = await server.call(linkingEndpoints.loginWithCode, {
      body: { code: await dialogCode(user.id), state, instagram: 'no' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.name).toBe('Nour');
    const linked = response.body.pages.find((item: { page_id: string }) => item.page_id === page.id);
    expect(linked).toMatchObject({ name: 'Nour Shop', needs_reconnect: false, has_reply: true, status: 'subscribed' });

    const calls = await callsSince(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'POST /v21.0/oauth/access_token',
        'GET /v21.0/me',
        'GET /v21.0/me/accounts',
        `POST /v21.0/${page.id}/subscribed_apps`,
      ]),
    );
    const [row] = await server.runtime.database.db.select().from(pages).where(eq(pages.metaPageId, page.id));
    expect(row!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row!.accessTokenEncrypted).not.toContain(page.access_token);
    expect(server.runtime.services.cipher.decrypt(row!.accessTokenEncrypted!)).toBe(page.access_token);
    expectAes256Gcm(row!.accessTokenEncrypted!, page.access_token);

    const sameUserAgain = await server.call(linkingEndpoints.loginWithCode, {
      body: { code: await dialogCode(user.id), state: (await startDialog()).state, instagram: 'no' },
      headers: { 'user-agent': phoneBrowser },
    });
    expect(sameUserAgain.body.user.id).toBe(response.body.user.id);
    // The sessions list names the browser of a Facebook sign-in, as it does a password sign-in's.
    const sessions = await server.call(profileEndpoints.sessions, { token: sameUserAgain.body.access_token });
    expect(sessions.body.sessions.find((session) => session.current)).toMatchObject({
      user_agent: phoneBrowser,
      ip_address: expect.stringContaining('127.0.0.1'),
    });
  });

  it('answers fail-message for a used, unknown or mismatched state and for a bad code', async () => {
    const { user } = await facebookUserWithPage('Rami');
    const { state } = await startDialog();
    const first = await server.call(linkingEndpoints.loginWithCode, {
      body: { code: await dialogCode(user.id), state, instagram: 'no' },
    });
    expect(first.status).toBe(200);
    const reused = await server.callRefused(linkingEndpoints.loginWithCode, {
      body: { code: await dialogCode(user.id), state, instagram: 'no' },
      headers: { locale: 'en' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'fail-message',
      message: 'Login failed, try again or contact our support team',
    });
    const unknown = await server.callRefused(linkingEndpoints.loginWithCode, {
      body: { code: 'x', state: 'forged', instagram: 'no' },
      headers: { locale: 'ar' },
    });
    expect(unknown.body.message).toBe('فشل تسجيل الدخول، حاول مرة أخرى أو تواصل مع فريق الدعم');
    const mismatch = await server.callRefused(linkingEndpoints.loginWithCode, {
      body: { code: await dialogCode(user.id), state: (await startDialog()).state, instagram: 'yes' },
    });
    expect(mismatch.status).toBe(400);
    const badCode = await server.callRefused(linkingEndpoints.loginWithCode, {
      body: { code: 'not-a-code', state: (await startDialog()).state, instagram: 'no' },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('fail-message');
  });
});

describe('a signed-in owner linking more', () => {
  it('adds an Instagram account through the dialog to the signed-in owner', async () => {
    const demo = await server.login('demo', 'Demo@2026');
    const { user, page } = await facebookUserWithPage('Lina', true);
    const { state } = await startDialog({ instagram: 'yes', token: demo.access_token });
    const response = await server.call(linkingEndpoints.loginWithCode, {
      token: demo.access_token,
      body: { code: await dialogCode(user.id), state, instagram: 'yes' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe('demo');
    expect(response.body.access_token).toBe(demo.access_token);
    expect(response.body.insta_accounts.map((account: { account_id: string }) => account.account_id)).toContain(
      page.instagram_business_account!.id,
    );
    expect(response.body.pages).toHaveLength(demo.pages.length);
  });

  it('adds pages and Instagram accounts from a user token', async () => {
    const demo = await server.login('demo', 'Demo@2026');
    const { user, page } = await facebookUserWithPage('Huda', true);
    const token = await userToken(user.id);
    const added = await server.call(linkingEndpoints.addPages, { token: demo.access_token, body: { token } });
    expect(added.status).toBe(200);
    expect(added.body.pages.map((item: { page_id: string }) => item.page_id)).toContain(page.id);
    const instagram = await server.call(linkingEndpoints.addInstagramAccounts, {
      token: demo.access_token,
      body: { token: await userToken(user.id) },
    });
    expect(instagram.body.error).toBe(0);
    expect(instagram.body.accounts.map((account: { account_id: string }) => account.account_id)).toContain(
      page.instagram_business_account!.id,
    );
  });

  it('answers a non-zero error when the token grants no Instagram account', async () => {
    const demo = await server.login('demo', 'Demo@2026');
    const { user } = await facebookUserWithPage('Omar', false);
    const response = await server.call(linkingEndpoints.addInstagramAccounts, {
      token: demo.access_token,
      body: { token: await userToken(user.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body.error).not.toBe(0);
    const garbage = await server.call(linkingEndpoints.addInstagramAccounts, {
      token: demo.access_token,
      body: { token: 'garbage' },
    });
    expect(garbage.body).toEqual({ error: 1, accounts: [] });
  });

  it('logs in socially with a user token', async () => {
    const { user, page } = await facebookUserWithPage('Dana');
    const response = await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } });
    expect(response.status).toBe(200);
    expect(response.body.pages.map((item: { page_id: string }) => item.page_id)).toEqual([page.id]);
    const refused = await server.callRefused(linkingEndpoints.loginWithToken, {
      body: { token: 'garbage' },
      headers: { locale: 'en' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('fail-message');
  });
});

describe('removing pages and accounts', () => {
  it('removes my page, unsubscribes the app from it, and refuses pages of others', async () => {
    const { user, page } = await facebookUserWithPage('Sami', true);
    const session = (await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } }))
      .body;
    const ours = session.pages[0]!;
    const acting = { token: session.access_token, headers: { 'page-id': String(ours.id) } };
    expect((await server.call(inboxEndpoints.conversations, acting)).status).toBe(200);
    const before = await lastSeq();
    const removed = await server.call(linkingEndpoints.removePage, { params: { id: ours.id }, token: acting.token });
    expect(removed.status).toBe(204);
    const accounts = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(accounts.body.pages).toEqual([]);
    expect((await server.callRefused(inboxEndpoints.conversations, acting)).status).toBe(403); // not kept as ours
    expect((await callsSince(before)).map((call) => `${call.method} ${call.path}`)).toContain(
      `DELETE /v21.0/${page.id}/subscribed_apps`,
    );

    const demo = await server.login('demo', 'Demo@2026');
    const foreign = await server.callRefused(linkingEndpoints.removePage, {
      params: { id: demo.pages[0]!.id },
      token: session.access_token,
    });
    expect(foreign.status).toBe(404);
    const foreignAccount = await server.callRefused(linkingEndpoints.removeInstagramAccount, {
      params: { id: demo.insta_accounts[0]!.id },
      token: session.access_token,
    });
    expect(foreignAccount.status).toBe(404);
  });
});

describe('tokens that stop working', () => {
  it('marks a page whose token expired mid-use and tells its owner, once, exactly which page to reconnect', async () => {
    const { user, page } = await facebookUserWithPage('Yara');
    const session = (await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } }))
      .body;
    const ours = session.pages[0]!;
    await server.simulator.invalidateTokens({ page_id: page.id, subcode: 463 });

    const admin = await server.login('admin', 'Admin@2026');
    const check = await server.call(linkingEndpoints.checkPagePermissions, {
      params: { id: ours.id },
      token: admin.access_token,
    });
    expect(check.status).toBe(200);
    expect(check.body.valid).toBe(false);
    await server.call(linkingEndpoints.checkPagePermissions, { params: { id: ours.id }, token: admin.access_token });

    const accounts = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(accounts.body.pages[0]!.needs_reconnect).toBe(true);
    const english = await server.call(notificationsEndpoints.list, {
      token: session.access_token,
      headers: { locale: 'en' },
    });
    expect(english.body.total).toBe(1);
    expect(english.body.notifications[0]!.title).toBe('Reconnect the page Yara Shop');
    const arabic = await server.call(notificationsEndpoints.list, {
      token: session.access_token,
      headers: { locale: 'ar' },
    });
    expect(arabic.body.notifications[0]!.title).toBe('أعد ربط صفحة Yara Shop');

    const relinked = await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } });
    expect(relinked.body.pages[0]!.needs_reconnect).toBe(false);
  });

  it("clears the Instagram account's mark when its page is reconnected, and keeps the owner's own Facebook identity", async () => {
    const { user, page } = await facebookUserWithPage('Reem', true);
    const session = (await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } }))
      .body;
    await server.call(linkingEndpoints.addInstagramAccounts, {
      token: session.access_token,
      body: { token: await userToken(user.id) },
    });
    await server.simulator.invalidateTokens({ page_id: page.id, subcode: 463 });
    const admin = await server.login('admin', 'Admin@2026');
    await server.call(linkingEndpoints.checkPagePermissions, {
      params: { id: session.pages[0]!.id },
      token: admin.access_token,
    });
    let accounts = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(accounts.body.insta_accounts[0]!.needs_reconnect).toBe(true);

    const other = await facebookUserWithPage('Other Manager');
    await server.call(linkingEndpoints.addPages, {
      token: session.access_token,
      body: { token: await userToken(other.user.id) },
    });
    await server.call(linkingEndpoints.addPages, {
      token: session.access_token,
      body: { token: await userToken(user.id) },
    });
    accounts = await server.call(accountsEndpoints.linked, { token: session.access_token });
    expect(accounts.body.insta_accounts[0]!.needs_reconnect).toBe(false);
    expect(accounts.body.pages).toHaveLength(2);
    const again = await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } });
    expect(again.body.user.id).toBe(session.user.id);
    const otherLogin = await server.call(linkingEndpoints.loginWithToken, {
      body: { token: await userToken(other.user.id) },
    });
    expect(otherLogin.body.user.id).not.toBe(session.user.id);
  });

  it('reports a lost permission when subscribing the page again fails', async () => {
    const { user } = await facebookUserWithPage('Karim');
    const session = (await server.call(linkingEndpoints.loginWithToken, { body: { token: await userToken(user.id) } }))
      .body;
    await server.simulator.revokePermission({ user_id: user.id, permission: 'pages_manage_metadata' });
    const admin = await server.login('admin', 'Admin@2026');
    const response = await server.call(linkingEndpoints.addPagePermissions, {
      params: { id: session.pages[0]!.id },
      token: admin.access_token,
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toBeTruthy();
  });
});

describe('rate limits', () => {
  it('stops calling Meta for a page once Meta throttles it, and says when to try again', async () => {
    const { page } = await facebookUserWithPage('Fadi');
    await server.simulator.setLimits({ page_calls_per_hour: 2 });
    try {
      const graph = server.runtime.services.graph;
      await graph.page(page.id, page.access_token);
      await graph.page(page.id, page.access_token);
      const throttled = await graph.page(page.id, page.access_token).catch((error: unknown) => error);
      expect(throttled).toBeInstanceOf(MetaApiError);
      expect((throttled as MetaApiError).category).toBe('rate-limit');
      const before = await lastSeq();
      const held = await graph.page(page.id, page.access_token).catch((error: unknown) => error);
      expect(held).toBeInstanceOf(MetaApiError);
      expect((held as MetaApiError & { retryAfterMs?: number }).retryAfterMs).toBeGreaterThan(0);
      expect(await lastSeq()).toBe(before);
    } finally {
      await server.simulator.setLimits({ page_calls_per_hour: 100_000 });
    }
  });
});

describe('webhooks from the simulator', () => {
  it('stores a comment once even when the simulator delivers it twice', async () => {
    const demo = await server.login('demo', 'Demo@2026');
    const post = await server.simulator.createPost({ page_id: demo.pages[0]!.page_id, message: 'عرض خاص' });
    await server.simulator.setFaults({ duplicate_rate: 1 });
    try {
      const comment = await server.simulator.createComment({
        post_id: post.id,
        from: { name: 'زبونة' },
        message: 'بكم؟',
      });
      await server.simulator.deliveriesIdle(5000);
      const deliveries = await server.simulator.deliveries(0);
      const ours = deliveries.filter((delivery) => JSON.stringify(delivery.payload).includes(comment.id));
      expect(ours.length).toBeGreaterThanOrEqual(2);
      expect(ours.every((delivery) => delivery.last_status === 200)).toBe(true);
      await server.runtime.services.webhookIntake.settled();
      const bare = comment.id.split('_').at(-1);
      const stored = await server.runtime.services.webhookEvents.findByKey(`fb:comment:${bare}:add`);
      expect(stored).not.toBeNull();
      expect((stored!.payload as { message: string }).message).toBe('بكم؟');
    } finally {
      await server.simulator.setFaults({});
    }
  });
});
