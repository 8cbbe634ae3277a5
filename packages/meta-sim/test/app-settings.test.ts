import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_ID,
  APP_SECRET,
  seedPage,
  startReceiver,
  startSim,
  waitFor,
  type Receiver,
  type TestSim,
} from './helpers.ts';

const proof = (token: string) => createHmac('sha256', APP_SECRET).update(token).digest('hex');

describe('the app dashboard settings', () => {
  let t: TestSim;
  beforeEach(async () => {
    t = await startSim();
  });
  afterEach(() => t.close());

  it('starts with every setting off and forgets them on reset', async () => {
    expect((await t.control('GET', '/app')).body).toEqual({
      require_app_secret: false,
      development_mode: false,
      role_ids: [],
      app_type: 'classic',
      login_configs: [],
      permissions_webhook: false,
    });
    await t.control('POST', '/app', { require_app_secret: true, development_mode: true, role_ids: ['1'] });
    await t.control('POST', '/reset');
    expect((await t.control('GET', '/app')).body.require_app_secret).toBe(false);
  });

  it('refuses user and page token calls without a valid appsecret_proof when Require App Secret is on', async () => {
    const { page, token } = await seedPage(t, { subscribe: false });
    await t.control('POST', '/app', { require_app_secret: true });
    const missing = await t.graph('GET', `/${page.id}`, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 100,
      type: 'GraphMethodException',
      message: 'API calls from the server require an appsecret_proof argument',
    });
    const wrong = await t.graph('GET', `/${page.id}`, { token, query: { appsecret_proof: proof('another') } });
    expect(wrong.body.error.message).toBe('Invalid appsecret_proof provided in the API argument');
    const signed = await t.graph('GET', `/${page.id}`, {
      token,
      bearer: true,
      query: { appsecret_proof: proof(token) },
    });
    expect(signed.status).toBe(200);
    const inBody = await t.graph('POST', `/${page.id}/subscribed_apps`, {
      token,
      form: { subscribed_fields: 'feed', appsecret_proof: proof(token) },
    });
    expect(inBody.body).toEqual({ success: true });
    // The app token carries the secret itself.
    const app = await t.graph('GET', `/${APP_ID}`, { token: `${APP_ID}|${APP_SECRET}` });
    expect(app.body).toMatchObject({ id: APP_ID, development_mode: false });
  });
});

describe('development mode', () => {
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

  it('delivers only the events of people with a role on the app', async () => {
    const { user, page } = await seedPage(t);
    await t.control('POST', '/app', { development_mode: true, role_ids: ['777'] });
    const post = (await t.control('POST', '/posts', { page_id: page.id, message: 'hello' })).body;
    await t.control('POST', '/comments', { post_id: post.id, from: { id: '666', name: 'No Role' }, message: 'a' });
    await t.control('POST', '/comments', { post_id: post.id, from: { id: '777', name: 'Tester' }, message: 'b' });
    await waitFor(() => receiver.received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received.map((r) => JSON.stringify(r.body))).toEqual([expect.stringContaining('"777"')]);

    // The page owner given a role makes the page's own events count.
    await t.control('POST', '/app', { role_ids: ['777', user.id] });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '888' }, text: 'no role' });
    await t.control('POST', '/app', { development_mode: false });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '888' }, text: 'live now' });
    await waitFor(() => receiver.received.length >= 2);
    expect(JSON.stringify(receiver.received[1]!.body)).toContain('live now');
  });
});

describe('Business portfolios', () => {
  let t: TestSim;
  beforeEach(async () => {
    t = await startSim();
  });
  afterEach(() => t.close());

  it('lists the portfolios of a user and their owned and client pages with page tokens', async () => {
    const user = (await t.control('POST', '/users', { name: 'Bea Business' })).body;
    const picked = (await t.control('POST', '/pages', { owner_user_id: user.id, name: 'Picked' })).body;
    const owned = (await t.control('POST', '/pages', { owner_user_id: user.id, name: 'Owned' })).body;
    const client = (await t.control('POST', '/pages', { owner_user_id: user.id, name: 'Client' })).body;
    const business = (
      await t.control('POST', '/businesses', {
        name: 'Bea Group',
        user_ids: [user.id],
        owned_page_ids: [owned.id],
        client_page_ids: [client.id],
      })
    ).body;
    const { code } = (await t.control('POST', '/oauth/code', { user_id: user.id, page_ids: [picked.id] })).body;
    const token = (
      await t.graph('GET', '/oauth/access_token', { query: { client_id: APP_ID, client_secret: APP_SECRET, code } })
    ).body.access_token as string;

    const accounts = await t.graph('GET', '/me/accounts', { token });
    expect(accounts.body.data.map((p: { id: string }) => p.id)).toEqual([picked.id]);
    const businesses = await t.graph('GET', '/me/businesses', { token });
    expect(businesses.body.data).toEqual([{ id: business.id, name: 'Bea Group' }]);
    const ownedPages = await t.graph('GET', `/${business.id}/owned_pages`, {
      token,
      query: { fields: 'id,name,access_token' },
    });
    expect(ownedPages.body.data).toEqual([{ id: owned.id, name: 'Owned', access_token: expect.any(String) }]);
    const pageToken = ownedPages.body.data[0].access_token as string;
    expect((await t.graph('GET', `/${owned.id}`, { token: pageToken })).status).toBe(200);
    const clientPages = await t.graph('GET', `/${business.id}/client_pages`, { token });
    expect(clientPages.body.data).toEqual([{ id: client.id, name: 'Client' }]);

    const stranger = (await t.control('POST', '/users', { name: 'Stranger' })).body;
    const strangerCode = (await t.control('POST', '/oauth/code', { user_id: stranger.id })).body.code;
    const strangerToken = (
      await t.graph('GET', '/oauth/access_token', {
        query: { client_id: APP_ID, client_secret: APP_SECRET, code: strangerCode },
      })
    ).body.access_token as string;
    expect((await t.graph('GET', `/${business.id}/owned_pages`, { token: strangerToken })).status).toBe(400);
    expect((await t.graph('GET', '/me/businesses', { token: strangerToken })).body.data).toEqual([]);
  });

  it('needs business_management', async () => {
    const user = (await t.control('POST', '/users', { name: 'No Grant' })).body;
    const { code } = (await t.control('POST', '/oauth/code', { user_id: user.id, scope: ['pages_show_list'] })).body;
    const token = (
      await t.graph('GET', '/oauth/access_token', { query: { client_id: APP_ID, client_secret: APP_SECRET, code } })
    ).body.access_token as string;
    const refused = await t.graph('GET', '/me/businesses', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(200);
  });
});
