import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ID, startReceiver, startSim, type Receiver, type TestSim } from './helpers.ts';

const REDIRECT = 'https://seller.example/auth/meta/callback';
const CONFIG_ID = '918273645546372';
const CONFIG_PERMISSIONS = ['pages_show_list', 'pages_messaging', 'pages_manage_metadata'];

describe('a Business app: Facebook Login for Business', () => {
  let t: TestSim;
  let userId: string;

  beforeEach(async () => {
    t = await startSim({}, '/_meta');
    userId = (await t.control('POST', '/users', { name: 'Basma Business' })).body.id;
    await t.control('POST', '/pages', { owner_user_id: userId, name: 'Basma Store', with_instagram: false });
    const app = await t.control('POST', '/app', {
      app_type: 'business',
      login_configs: [{ id: CONFIG_ID, permissions: CONFIG_PERMISSIONS }],
    });
    expect(app.status).toBe(200);
  });
  afterEach(() => t.close());

  const dialog = (fields: Record<string, string | string[]>, method: 'GET' | 'POST' = 'GET') => {
    const form = new URLSearchParams({ client_id: APP_ID, redirect_uri: REDIRECT, state: 'csrf-1' });
    for (const [key, value] of Object.entries(fields))
      for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
    return method === 'GET'
      ? fetch(`${t.baseUrl}/v21.0/dialog/oauth?${form}`, { redirect: 'manual' })
      : fetch(`${t.baseUrl}/v21.0/dialog/oauth`, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          redirect: 'manual',
        });
  };

  async function grantedScopes(code: string) {
    const exchange = await t.graph('GET', '/oauth/access_token', {
      query: { client_id: APP_ID, client_secret: 'test-app-secret', redirect_uri: REDIRECT, code },
    });
    const debug = await t.graph('GET', '/debug_token', {
      query: { input_token: exchange.body.access_token, access_token: `${APP_ID}|test-app-secret` },
    });
    return debug.body.data.scopes as string[];
  }

  it('answers the app settings with its type and login configurations', async () => {
    const app = await t.control('GET', '/app');
    expect(app.body).toMatchObject({
      app_type: 'business',
      login_configs: [{ id: CONFIG_ID, permissions: CONFIG_PERMISSIONS }],
      permissions_webhook: false,
    });
    expect((await t.control('POST', '/app', { app_type: 'store' })).status).toBe(400);
    expect((await t.control('POST', '/app', { login_configs: [{ id: 'abc', permissions: ['x'] }] })).status).toBe(400);
  });

  it('refuses a dialog with scope and no config_id as Meta does', async () => {
    const shown = await dialog({ scope: 'pages_show_list,pages_messaging' });
    expect(await shown.text()).toContain('It looks like this app isn&#39;t available');
    const answered = await dialog({ scope: 'pages_show_list', user_id: userId, action: 'allow' }, 'POST');
    expect(answered.status).toBe(200);
    expect(answered.headers.get('location')).toBeNull();
  });

  it('refuses a config_id the app does not have', async () => {
    const shown = await dialog({ config_id: '111' });
    expect(shown.status).toBe(400);
    expect(await shown.text()).toContain('Invalid configuration');
  });

  it("shows the configuration's permissions with nothing to untick and grants all of them", async () => {
    const shown = await dialog({ config_id: CONFIG_ID, response_type: 'code' });
    const html = await shown.text();
    expect(shown.status).toBe(200);
    for (const permission of CONFIG_PERMISSIONS) expect(html).toContain(`data-permission="${permission}"`);
    expect(html).not.toContain('name="granted_scopes"');
    expect(html).toContain(`name="config_id" value="${CONFIG_ID}"`);

    // A hand-made form unticking one permission still gets all of them: a configuration is granted whole.
    const answered = await dialog(
      {
        config_id: CONFIG_ID,
        user_id: userId,
        action: 'allow',
        permission_picker: '1',
        granted_scopes: 'pages_show_list',
      },
      'POST',
    );
    expect(answered.status).toBe(302);
    const code = new URL(answered.headers.get('location')!).searchParams.get('code')!;
    expect(await grantedScopes(code)).toEqual(expect.arrayContaining(CONFIG_PERMISSIONS));
  });

  it('a classic app keeps taking scope', async () => {
    await t.control('POST', '/app', { app_type: 'classic' });
    const shown = await dialog({ scope: 'pages_show_list' });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('name="granted_scopes"');
  });
});

describe('the permissions webhook', () => {
  let t: TestSim;
  let receiver: Receiver;

  beforeEach(async () => {
    receiver = await startReceiver();
    t = await startSim({ webhookUrl: receiver.url });
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  async function grantedUser() {
    const user = (await t.control('POST', '/users', { name: 'Rami Revoker' })).body.id as string;
    await t.control('POST', '/oauth/code', { user_id: user });
    return user;
  }

  it('delivers a signed revocation when the app subscribes the Permissions object', async () => {
    const user = await grantedUser();
    await t.control('POST', '/app', { permissions_webhook: true });
    await t.control('POST', '/permissions/revoke', { user_id: user, permission: 'pages_messaging' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(delivery.signatureValid).toBe(true);
    expect(delivery.body).toMatchObject({
      object: 'permissions',
      entry: [
        {
          id: user,
          time: expect.any(Number),
          changes: [{ field: 'pages_messaging', value: { field: 'pages_messaging', verb: 'revoked' } }],
        },
      ],
    });

    // Taking back what is already taken back changes nothing and says nothing.
    await t.control('POST', '/permissions/revoke', { user_id: user, permission: 'pages_messaging' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(1);
  });

  it('says nothing without the subscription, and lists it once subscribed', async () => {
    const user = await grantedUser();
    await t.control('POST', '/permissions/revoke', { user_id: user, permission: 'pages_messaging' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(0);

    const appToken = `${APP_ID}|test-app-secret`;
    const subscribe = await t.graph('POST', `/${APP_ID}/subscriptions`, {
      token: appToken,
      form: { object: 'permissions', callback_url: receiver.url, fields: 'pages_messaging', verify_token: 'v' },
    });
    expect(subscribe.body).toEqual({ success: true });
    const listed = await t.graph('GET', `/${APP_ID}/subscriptions`, { token: appToken });
    expect(listed.body.data.map((item: { object: string }) => item.object)).toContain('permissions');
  });
});
