import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ID, APP_SECRET, startSim, type TestSim } from './helpers.ts';

const REDIRECT = 'https://seller.example/auth/meta/callback';
const SCOPE = 'pages_show_list,pages_messaging,instagram_basic';

describe('OAuth dialog and tokens', () => {
  let t: TestSim;
  let userId: string;
  let pageId: string;
  let igId: string;

  beforeEach(async () => {
    t = await startSim({}, '/_meta');
    userId = (await t.control('POST', '/users', { name: 'Dana Dialog' })).body.id;
    const page = (
      await t.control('POST', '/pages', { owner_user_id: userId, name: 'Dana Boutique', with_instagram: true })
    ).body;
    pageId = page.id;
    igId = page.instagram_business_account.id;
  });
  afterEach(() => t.close());

  function dialogUrl(extra: Record<string, string> = {}) {
    const url = new URL(`${t.baseUrl}/v21.0/dialog/oauth`);
    for (const [k, v] of Object.entries({
      client_id: APP_ID,
      redirect_uri: REDIRECT,
      state: 'csrf-123',
      scope: SCOPE,
      ...extra,
    }))
      url.searchParams.set(k, v);
    return url;
  }

  async function submit(fields: Record<string, string | string[]>) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
    return fetch(`${t.baseUrl}/v21.0/dialog/oauth`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
  }

  const base = () => ({ client_id: APP_ID, redirect_uri: REDIRECT, state: 'csrf-123', scope: SCOPE });

  async function loginCode(): Promise<string> {
    const response = await submit({ ...base(), user_id: userId, action: 'allow' });
    return new URL(response.headers.get('location')!).searchParams.get('code')!;
  }

  it('serves a consent page listing permissions, pages and Instagram accounts with the contract controls', async () => {
    const response = await fetch(dialogUrl());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/<select name="user_id"/);
    expect(html).toMatch(/<button[^>]*name="action" value="allow"[^>]*>Continue<\/button>/);
    expect(html).toMatch(/<button[^>]*name="action" value="deny"[^>]*>Cancel<\/button>/);
    for (const permission of SCOPE.split(',')) expect(html).toContain(permission);
    expect(html).toContain('Dana Boutique');
    expect(html).toContain(igId);
    expect(html).toContain(`action="${t.baseUrl}/v21.0/dialog/oauth"`);
  });

  it('redirects with a code and the state on Continue', async () => {
    const response = await submit({ ...base(), user_id: userId, action: 'allow' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('code')).toMatch(/^AQ/);
    expect(location.searchParams.get('state')).toBe('csrf-123');
  });

  it("redirects with Meta's user_denied error on Cancel", async () => {
    const response = await submit({ ...base(), user_id: userId, action: 'deny' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `${REDIRECT}?error=access_denied&error_code=200&error_description=Permissions+error&error_reason=user_denied&state=csrf-123`,
    );
  });

  it('exchanges a code once, checks redirect_uri byte for byte, and issues long-lived tokens', async () => {
    const code = await loginCode();
    const mismatch = await t.graph('GET', '/oauth/access_token', {
      query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: `${REDIRECT}/`, code },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ code: 100, error_subcode: 36008, type: 'OAuthException' });

    const exchange = await t.graph('GET', '/oauth/access_token', {
      query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: REDIRECT, code },
    });
    expect(exchange.status).toBe(200);
    expect(exchange.body).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
    expect(exchange.body.access_token).toMatch(/^EAA/);

    const reused = await t.graph('GET', '/oauth/access_token', {
      query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: REDIRECT, code },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe(100);
    expect(reused.body.error.fbtrace_id).toEqual(expect.any(String));

    const badSecret = await t.graph('GET', '/oauth/access_token', {
      query: {
        client_id: APP_ID,
        client_secret: 'nope',
        fb_exchange_token: exchange.body.access_token,
        grant_type: 'fb_exchange_token',
      },
    });
    expect(badSecret.status).toBe(400);

    const longLived = await t.graph('GET', '/oauth/access_token', {
      query: {
        grant_type: 'fb_exchange_token',
        client_id: APP_ID,
        client_secret: APP_SECRET,
        fb_exchange_token: exchange.body.access_token,
      },
    });
    expect(longLived.status).toBe(200);
    expect(longLived.body.expires_in).toBe(5183944);
    expect(longLived.body.access_token).not.toBe(exchange.body.access_token);
  });

  it('codes from the control API work without a redirect_uri binding and expire after an hour', async () => {
    const { code } = (await t.control('POST', '/oauth/code', { user_id: userId })).body;
    const ok = await t.graph('GET', '/oauth/access_token', {
      query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: REDIRECT, code },
    });
    expect(ok.status).toBe(200);

    const late = (await t.control('POST', '/oauth/code', { user_id: userId })).body.code;
    await t.control('POST', '/clock', { advance_ms: 61 * 60_000 });
    const expired = await t.graph('GET', '/oauth/access_token', {
      query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: REDIRECT, code: late },
    });
    expect(expired.body.error).toMatchObject({ code: 100, error_subcode: 36007 });
  });

  it('answers /me, /me/permissions from the dialog scope, /me/accounts with page tokens and Instagram, and debug_token', async () => {
    const form = await submit({
      ...base(),
      user_id: userId,
      action: 'allow',
      permission_picker: '1',
      granted_scopes: ['pages_show_list', 'instagram_basic'],
    });
    const code = new URL(form.headers.get('location')!).searchParams.get('code')!;
    const token = (
      await t.graph('GET', '/oauth/access_token', {
        query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: REDIRECT, code },
      })
    ).body.access_token;

    const me = await t.graph('GET', '/me', { token, query: { fields: 'id,name,picture' }, bearer: true });
    expect(me.body).toMatchObject({ id: userId, name: 'Dana Dialog', picture: { data: { url: expect.any(String) } } });

    const permissions = await t.graph('GET', '/me/permissions', { token });
    expect(permissions.body.data).toEqual(
      expect.arrayContaining([
        { permission: 'pages_show_list', status: 'granted' },
        { permission: 'instagram_basic', status: 'granted' },
        { permission: 'pages_messaging', status: 'declined' },
      ]),
    );

    const accounts = await t.graph('GET', '/me/accounts', {
      token,
      query: { fields: 'id,name,access_token,tasks,instagram_business_account{id,username}', limit: '100' },
    });
    expect(accounts.status).toBe(200);
    expect(accounts.body.data).toHaveLength(1);
    expect(accounts.body.data[0]).toMatchObject({
      id: pageId,
      name: 'Dana Boutique',
      access_token: expect.stringMatching(/^EAA/),
      instagram_business_account: { id: igId, username: expect.any(String) },
    });
    expect(accounts.body.paging.cursors).toEqual({ before: expect.any(String), after: expect.any(String) });

    const debug = await t.graph('GET', '/debug_token', {
      query: { input_token: accounts.body.data[0].access_token, access_token: `${APP_ID}|${APP_SECRET}` },
    });
    expect(debug.body.data).toMatchObject({
      app_id: APP_ID,
      type: 'PAGE',
      is_valid: true,
      expires_at: 0,
      profile_id: pageId,
    });

    const revoke = await t.graph('DELETE', `/${userId}/permissions/instagram_basic`, { token });
    expect(revoke.body).toEqual({ success: true });
    const ig = await t.graph('GET', `/${igId}`, {
      token: accounts.body.data[0].access_token,
      query: { fields: 'username' },
    });
    expect(ig.status).toBe(403);
    expect(ig.body.error.code).toBe(200);
  });

  it('only lists the pages ticked in the dialog', async () => {
    const second = (await t.control('POST', '/pages', { owner_user_id: userId, name: 'Second Shop' })).body;
    const response = await submit({
      ...base(),
      user_id: userId,
      action: 'allow',
      page_picker: '1',
      page_ids: second.id,
    });
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const token = (
      await t.graph('GET', '/oauth/access_token', {
        query: { client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: REDIRECT, code },
      })
    ).body.access_token;
    const accounts = await t.graph('GET', '/me/accounts', { token });
    expect(accounts.body.data.map((p: { id: string }) => p.id)).toEqual([second.id]);
  });
});
