import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulatorClient, type SimulatorClient } from '../src/client/simulator-client.ts';
import {
  APP_SECRET,
  DAY,
  HOUR,
  seedPage,
  startReceiver,
  startSim,
  waitFor,
  type Receiver,
  type TestSim,
} from './helpers.ts';

const INSTAGRAM_APP_ID = 'simulator-instagram-app';
const INSTAGRAM_APP_SECRET = createHmac('sha256', APP_SECRET).update('instagram').digest('hex');
const REDIRECT = 'https://shop.example/auth/instagram/callback';
const ALL_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
  'instagram_business_content_publish',
];

type Answer = { status: number; body: Record<string, any> };

describe('Instagram API with Instagram Login', () => {
  let t: TestSim;
  let sim: SimulatorClient;
  let receiver: Receiver;

  beforeEach(async () => {
    receiver = await startReceiver(INSTAGRAM_APP_SECRET);
    t = await startSim({ webhookUrl: receiver.url });
    sim = createSimulatorClient(t.baseUrl);
    await sim.setMediaChecks({ fetch_media: false });
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  /** A call to graph.instagram.com: versioned unless `unversioned`. */
  async function ig(
    method: string,
    path: string,
    options: { token?: string; query?: Record<string, string>; json?: unknown; unversioned?: boolean } = {},
  ): Promise<Answer> {
    const url = new URL(`${t.baseUrl}/instagram-graph${options.unversioned ? '' : '/v21.0'}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  async function exchangeCode(form: Record<string, string>): Promise<Answer> {
    const response = await fetch(`${t.baseUrl}/instagram/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  const codeForm = (code: string) => ({
    client_id: INSTAGRAM_APP_ID,
    client_secret: INSTAGRAM_APP_SECRET,
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    code,
  });

  /** The product's whole login: code, short-lived token, long-lived token. */
  async function logIn(accountId: string, scopes = ALL_SCOPES): Promise<string> {
    const { code } = await sim.instagramOauthCode({ account_id: accountId, redirect_uri: REDIRECT, scopes });
    const short = await exchangeCode(codeForm(code));
    const long = await ig('GET', '/access_token', {
      unversioned: true,
      query: {
        grant_type: 'ig_exchange_token',
        client_secret: INSTAGRAM_APP_SECRET,
        access_token: short.body.data[0].access_token,
      },
    });
    return long.body.access_token as string;
  }

  async function accountWithoutPage() {
    return sim.createInstagramAccount({ name: 'Lina Crafts', username: 'lina.crafts' });
  }

  async function mediaWithComment(accountId: string) {
    const media = (await sim.createPost({ ig_user_id: accountId, message: 'New scarves' })).id;
    const comment = (
      await sim.createComment({ post_id: media, from: { id: '5001', username: 'buyer.one' }, message: 'price?' })
    ).id;
    return { media, comment };
  }

  it('creates an account without a page and tells the Instagram app it was started with', async () => {
    const account = await accountWithoutPage();
    expect(account).toEqual({
      id: expect.stringMatching(/^17841\d+$/),
      username: 'lina.crafts',
      name: 'Lina Crafts',
      account_type: 'BUSINESS',
    });
    const settings = (await t.control('GET', '/app/settings')).body;
    expect(settings).toMatchObject({
      instagram_app_id: INSTAGRAM_APP_ID,
      instagram_app_secret: INSTAGRAM_APP_SECRET,
      development_mode: false,
    });
    // `/app` keeps the shape it always had
    expect((await t.control('GET', '/app')).body.instagram_app_id).toBeUndefined();
  });

  it('logs in through the window: Allow redirects with a code (and #_), Cancel with the refusal', async () => {
    const account = await accountWithoutPage();
    const query = new URLSearchParams({
      client_id: INSTAGRAM_APP_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_comments',
      state: 'st-1',
    });
    const page = await fetch(`${t.baseUrl}/instagram/oauth/authorize?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('@lina.crafts');
    expect(html).toContain('select name="account_id"');
    expect(html).toContain('button type="submit" name="action" value="allow"');
    expect(html).toContain('data-permission="instagram_business_manage_comments"');

    const answer = (action: string) =>
      fetch(`${t.baseUrl}/instagram/oauth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...Object.fromEntries(query), account_id: account.id, action }).toString(),
        redirect: 'manual',
      });
    const allowed = await answer('allow');
    expect(allowed.status).toBe(302);
    const location = allowed.headers.get('location')!;
    expect(location.endsWith('#_')).toBe(true);
    const target = new URL(location);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('st-1');
    const exchanged = await exchangeCode(codeForm(target.searchParams.get('code')!));
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.data[0]).toEqual({
      access_token: expect.any(String),
      user_id: account.id,
      permissions: 'instagram_business_basic,instagram_business_manage_comments',
    });

    const refused = new URL((await answer('deny')).headers.get('location')!);
    expect(Object.fromEntries(refused.searchParams)).toEqual({
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'The user denied your request.',
      state: 'st-1',
    });

    const wrongApp = await fetch(`${t.baseUrl}/instagram/oauth/authorize?${query}`.replace(INSTAGRAM_APP_ID, 'other'));
    expect(wrongApp.status).toBe(400);
  });

  it('exchanges a code once, refuses bad ones in api.instagram.com’s shape, then gives a 60-day token', async () => {
    const account = await accountWithoutPage();
    const { code } = await sim.instagramOauthCode({ account_id: account.id, redirect_uri: REDIRECT });
    const invalid = { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' };

    expect(await exchangeCode(codeForm('AQunknown'))).toEqual({ status: 400, body: invalid });
    const wrongSecret = await exchangeCode({ ...codeForm(code), client_secret: 'nope' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error_type).toBe('OAuthException');
    const wrongRedirect = await exchangeCode({ ...codeForm(code), redirect_uri: 'https://elsewhere.example/cb' });
    expect(wrongRedirect.status).toBe(400);

    const short = await exchangeCode(codeForm(code));
    expect(short.status).toBe(200);
    expect(short.body.data[0]).toMatchObject({ user_id: account.id, permissions: ALL_SCOPES.join(',') });
    expect(await exchangeCode(codeForm(code))).toEqual({ status: 400, body: invalid });

    const other = await sim.instagramOauthCode({ account_id: account.id, redirect_uri: REDIRECT });
    await sim.advanceClock(11 * 60_000);
    expect(await exchangeCode(codeForm(other.code))).toEqual({ status: 400, body: invalid });

    // the short-lived token lasts an hour: exchange it before the clock moves on
    const fresh = await exchangeCode(
      codeForm((await sim.instagramOauthCode({ account_id: account.id, redirect_uri: REDIRECT })).code),
    );
    const long = await ig('GET', '/access_token', {
      unversioned: true,
      query: {
        grant_type: 'ig_exchange_token',
        client_secret: INSTAGRAM_APP_SECRET,
        access_token: fresh.body.data[0].access_token,
      },
    });
    expect(long).toEqual({
      status: 200,
      body: { access_token: expect.any(String), token_type: 'bearer', expires_in: 5183944 },
    });
    const me = await ig('GET', '/me', {
      token: long.body.access_token,
      query: { fields: 'user_id,username,name,account_type,profile_picture_url' },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user_id: account.id,
      username: 'lina.crafts',
      name: 'Lina Crafts',
      account_type: 'BUSINESS',
      profile_picture_url: expect.any(String),
    });
  });

  it('refreshes a long-lived token only once it is 24 hours old, and refuses it after 60 days', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id);
    const refresh = (accessToken: string) =>
      ig('GET', '/refresh_access_token', {
        unversioned: true,
        query: { grant_type: 'ig_refresh_token', access_token: accessToken },
      });

    const early = await refresh(token);
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({
      code: 100,
      type: 'OAuthException',
      message: 'Token cannot be refreshed yet',
    });

    await sim.advanceClock(DAY + HOUR);
    const refreshed = await refresh(token);
    expect(refreshed.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 5183944 });

    // past the first token's 60 days, within the refreshed one's
    await sim.advanceClock(59 * DAY);
    const expired = await ig('GET', '/me', { token, query: { fields: 'user_id' } });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect((await refresh(token)).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect((await ig('GET', '/me', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('keeps the hosts apart: an Instagram User token only on graph.instagram.com, page tokens only on Facebook', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id);
    const seeded = await seedPage(t, { withInstagram: true, subscribe: false });
    const cannotParse = { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' };

    const onFacebook = await t.graph('GET', '/me', { token });
    expect(onFacebook.status).toBe(400);
    expect(onFacebook.body.error).toMatchObject(cannotParse);
    const pageOnInstagram = await ig('GET', '/me', { token: seeded.token });
    expect(pageOnInstagram.body.error).toMatchObject(cannotParse);
    // another account's objects stay closed to this token
    const elsewhere = await ig('GET', `/${seeded.igId}`, { token });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe(100);
  });

  it('logs graph.instagram.com calls with their host prefix and lets the control API invalidate the token', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id);
    const since = await sim.lastCallSeq();
    expect((await ig('GET', '/me', { token, query: { fields: 'username' } })).status).toBe(200);
    const [call] = await sim.calls(since);
    expect(call).toMatchObject({ method: 'GET', path: '/instagram-graph/v21.0/me', status: 200 });
    const exchangeCalls = (await sim.calls(0)).filter((c) => c.path === '/instagram/oauth/access_token');
    expect(exchangeCalls).toHaveLength(1);

    expect(await sim.invalidateTokens({ token })).toEqual({ invalidated: 1 });
    const refused = await ig('GET', '/me', { token });
    expect(refused.body.error).toMatchObject({ code: 190, error_subcode: 467 });
  });

  it('replies to and hides comments, lists media, sends a DM and a private reply through the Instagram host', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id);
    const { media, comment } = await mediaWithComment(account.id);

    const listed = await ig('GET', `/${account.id}/media`, { token, query: { fields: 'id,caption' } });
    expect(listed.body.data).toEqual([{ id: media, caption: 'New scarves' }]);
    const comments = await ig('GET', `/${media}/comments`, { token, query: { fields: 'id,text,username' } });
    expect(comments.body.data).toEqual([{ id: comment, text: 'price?', username: 'buyer.one' }]);
    const reply = await ig('POST', `/${comment}/replies`, { token, query: { message: 'Sent you a DM' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: expect.any(String) });
    expect((await ig('POST', `/${comment}`, { token, query: { hide: 'true' } })).body).toEqual({ success: true });

    const privateReply = await ig('POST', '/me/messages', {
      token,
      json: { recipient: { comment_id: comment }, message: { text: '25 SAR' } },
    });
    expect(privateReply.status).toBe(200);
    expect(privateReply.body).toEqual({ recipient_id: '5001', message_id: expect.any(String) });

    await sim.sendMessage({ ig_user_id: account.id, from: { id: '5002', name: 'Noor' }, text: 'is it in stock?' });
    const dm = await ig('POST', `/${account.id}/messages`, {
      token,
      json: { recipient: { id: '5002' }, message: { text: 'Yes!' } },
    });
    expect(dm.status).toBe(200);
    const conversations = await ig('GET', `/${account.id}/conversations`, {
      token,
      query: { platform: 'instagram', user_id: '5002', fields: 'id,messages{message}' },
    });
    expect(conversations.body.data[0].messages.data.map((m: { message: string }) => m.message)).toEqual([
      'Yes!',
      'is it in stock?',
    ]);
    const profile = await ig('GET', '/5002', { token, query: { fields: 'name,username' } });
    expect(profile.body).toMatchObject({ name: 'Noor' });
    const iceBreakers = await ig('POST', '/me/messenger_profile', {
      token,
      query: { platform: 'instagram' },
      json: { ice_breakers: [{ call_to_actions: [{ question: 'Prices?', payload: 'PRICES' }], locale: 'default' }] },
    });
    expect(iceBreakers.body).toEqual({ result: 'success' });
  });

  it('publishes through containers with an Instagram User token', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id);
    const container = await ig('POST', `/${account.id}/media`, {
      token,
      json: { image_url: 'https://scontent.simulator.local/images/scarf.jpg', caption: 'Scarf' },
    });
    expect(container.status).toBe(200);
    await sim.advanceClock(5000);
    const status = await ig('GET', `/${container.body.id}`, { token, query: { fields: 'status_code' } });
    expect(status.body.status_code).toBe('FINISHED');
    const published = await ig('POST', `/${account.id}/media_publish`, {
      token,
      json: { creation_id: container.body.id },
    });
    expect(published.status).toBe(200);
    const limit = await ig('GET', `/${account.id}/content_publishing_limit`, { token });
    expect(limit.status).toBe(200);
  });

  it('refuses a call the granted scopes do not cover with code 10', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id, ['instagram_business_basic']);
    const { comment } = await mediaWithComment(account.id);
    const reply = await ig('POST', `/${comment}/replies`, { token, query: { message: 'hi' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 10 });
    expect(reply.body.error.message).toContain('instagram_business_manage_comments');
    const dm = await ig('POST', '/me/messages', {
      token,
      json: { recipient: { comment_id: comment }, message: { text: 'hi' } },
    });
    expect(dm.body.error).toMatchObject({ code: 10 });
    const publish = await ig('POST', `/${account.id}/media`, {
      token,
      json: { image_url: 'https://scontent.simulator.local/images/a.jpg' },
    });
    expect(publish.body.error).toMatchObject({ code: 10 });
    expect((await ig('GET', '/me', { token, query: { fields: 'username' } })).status).toBe(200);
  });

  it('signs webhooks with the Instagram app secret once subscribed, and sends none after unsubscribing', async () => {
    const account = await accountWithoutPage();
    const token = await logIn(account.id);
    await mediaWithComment(account.id);
    expect(await sim.deliveriesIdle()).toBe(true);
    expect(receiver.received).toHaveLength(0);

    const subscribed = await ig('POST', '/me/subscribed_apps', {
      token,
      query: { subscribed_fields: 'comments,messages,messaging_postbacks,messaging_seen,mentions,story_insights' },
    });
    expect(subscribed.body).toEqual({ success: true });
    expect((await ig('GET', '/me/subscribed_apps', { token })).body).toEqual({
      data: [
        {
          subscribed_fields: [
            'comments',
            'messages',
            'messaging_postbacks',
            'messaging_seen',
            'mentions',
            'story_insights',
          ],
          id: INSTAGRAM_APP_ID,
        },
      ],
    });

    const { comment } = await mediaWithComment(account.id);
    await sim.sendMessage({ ig_user_id: account.id, from: { id: '5003' }, story_mention: true });
    await waitFor(() => receiver.received.length >= 2);
    for (const delivery of receiver.received) {
      expect(delivery.signatureValid).toBe(true);
      expect(delivery.body.object).toBe('instagram');
      expect(delivery.body.entry[0]!.id).toBe(account.id);
    }
    expect(receiver.received[0]!.rawBody).toContain(comment);

    expect(await sim.unsubscribeInstagramAccount(account.id)).toEqual({ subscribed_fields: [] });
    expect((await ig('GET', '/me/subscribed_apps', { token })).body).toEqual({ data: [] });
    const before = receiver.received.length;
    await mediaWithComment(account.id);
    await sim.sendMessage({ ig_user_id: account.id, from: { id: '5004' }, text: 'hello?' });
    expect(await sim.deliveriesIdle()).toBe(true);
    expect(receiver.received).toHaveLength(before);
  });

  it('keeps signing a page-linked account’s webhooks with the Facebook app secret', async () => {
    const seeded = await seedPage(t, { withInstagram: true });
    await mediaWithComment(seeded.igId!);
    await waitFor(() => receiver.received.length >= 1);
    const expected = `sha256=${createHmac('sha256', APP_SECRET).update(receiver.received[0]!.rawBody).digest('hex')}`;
    expect(receiver.received[0]!.headers['x-hub-signature-256']).toBe(expected);
  });
});
