import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsEndpoints, adminEndpoints, authEndpoints, type ErrorBody } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';
import { createOwner } from './fixtures.ts';

let server: TestServer;
let demoToken: string;
let demoPageId: number;
let demoInstaId: number;
let stranger: Awaited<ReturnType<typeof createOwner>>;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  demoToken = session.access_token;
  demoPageId = session.pages[0]!.id;
  demoInstaId = session.insta_accounts[0]!.id;
  stranger = await createOwner(server.runtime.database.db);
});
afterAll(async () => {
  await server?.stop();
});

describe('request context and tenancy', () => {
  it('accepts the page and Instagram account the owner linked', async () => {
    const response = await server.call(accountsEndpoints.linked, {
      token: demoToken,
      headers: { 'page-id': String(demoPageId), 'insta-id': String(demoInstaId), social: 'fb', version: '2' },
    });
    expect(response.status).toBe(200);
    expect(response.body.pages.map((page: { id: number }) => page.id)).toContain(demoPageId);
  });

  it("refuses another owner's page with 403 and a localized message", async () => {
    const response = await server.callRefused(accountsEndpoints.linked, {
      token: demoToken,
      headers: { 'page-id': String(stranger.page.id), locale: 'en' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'forbidden', message: 'This page is not linked to your account.' });
  });

  it("refuses another owner's Instagram account", async () => {
    const response = await server.callRefused(accountsEndpoints.linked, {
      token: demoToken,
      headers: { 'insta-id': String(stranger.account.id), locale: 'ar' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('حساب إنستغرام هذا غير مرتبط بحسابك.');
  });

  it('refuses a page id that is not a number', async () => {
    const response = await server.callRefused(accountsEndpoints.linked, {
      token: demoToken,
      headers: { 'page-id': '1 or 1=1' },
    });
    expect(response.status).toBe(403);
  });

  it('never lists pages of other owners', async () => {
    const strangerSession = await server.login(stranger.user.username, stranger.password);
    expect(strangerSession.pages.map((page) => page.id)).toEqual([stranger.page.id]);
    const response = await server.call(accountsEndpoints.linked, { token: demoToken });
    expect(response.body.pages.map((page: { id: number }) => page.id)).not.toContain(stranger.page.id);
  });

  it('lets an admin act on any page', async () => {
    const admin = await server.login('admin', 'Admin@2026');
    const response = await server.call(accountsEndpoints.linked, {
      token: admin.access_token,
      headers: { 'page-id': String(stranger.page.id) },
    });
    expect(response.status).toBe(200);
  });

  it('keeps admin routes for admins only', async () => {
    const response = await server.callRefused(adminEndpoints.searchUsers, {
      token: demoToken,
      headers: { locale: 'en' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This area is for administrators only.');
    const anonymous = await server.callRefused(adminEndpoints.searchUsers);
    expect(anonymous.status).toBe(401);
  });

  it('answers an unknown API path with a localized 404 JSON', async () => {
    const response = await server.request<ErrorBody>('GET', '/api/does-not-exist', {
      token: demoToken,
      headers: { locale: 'en' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not-found', message: 'This address does not exist.' });
  });
});

describe('impersonation', () => {
  it('gives an admin a short-lived owner token that opens the owner dashboard', async () => {
    const admin = await server.login('admin', 'Admin@2026');
    const users = await server.call(adminEndpoints.searchUsers, {
      query: { search: 'demo' },
      token: admin.access_token,
    });
    expect(users.status).toBe(200);
    const demo = users.body.data.find((user: { username: string }) => user.username === 'demo')!;
    expect(demo.pages_count).toBe(2);

    const response = await server.call(authEndpoints.impersonate, {
      params: { id: demo.id },
      token: admin.access_token,
    });
    expect(response.status).toBe(200);
    expect(response.body.url).toBe(
      `${server.config.appUrl}/auth/login-master?access_token=${encodeURIComponent(response.body.access_token)}`,
    );

    const profile = await server.call(authEndpoints.profile, { token: response.body.access_token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.username).toBe('demo');
    expect(profile.body.impersonating).toBe(true);
    expect(profile.body.admin).toBe(false);

    server.clock.advance(121 * 60_000);
    const expired = await server.callRefused(authEndpoints.profile, { token: response.body.access_token });
    expect(expired.status).toBe(401);
  });

  it('refuses impersonation to owners and of admins', async () => {
    const admin = await server.login('admin', 'Admin@2026');
    const owner = await server.callRefused(authEndpoints.impersonate, {
      params: { id: admin.user.id },
      token: demoToken,
    });
    expect(owner.status).toBe(403);
    const ofAdmin = await server.callRefused(authEndpoints.impersonate, {
      params: { id: admin.user.id },
      token: admin.access_token,
      headers: { locale: 'en' },
    });
    expect(ofAdmin.status).toBe(403);
    expect(ofAdmin.body.message).toBe('An administrator account cannot be opened as an owner.');
    const missing = await server.callRefused(authEndpoints.impersonate, {
      params: { id: 999999 },
      token: admin.access_token,
    });
    expect(missing.status).toBe(404);
  });
});
