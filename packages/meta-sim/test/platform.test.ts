import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetaSimulator } from '../src/index.ts';
import { APP_ID, APP_SECRET, HOUR, freePort, getJson, seedPage, startSim, type TestSim } from './helpers.ts';

describe('rate limits, tokens, faults and the calls log', () => {
  let t: TestSim;
  let pageId: string;
  let token: string;
  let userId: string;

  beforeEach(async () => {
    t = await startSim();
    const seeded = await seedPage(t);
    pageId = seeded.page.id;
    token = seeded.token;
    userId = seeded.user.id;
  });
  afterEach(() => t.close());

  it('sends usage headers on every answer and throttles a page with 80001 once its hourly budget is spent', async () => {
    await t.control('POST', '/limits', { page_calls_per_hour: 4 });
    const first = await t.graph('GET', `/${pageId}`, { token });
    expect(JSON.parse(first.headers.get('x-app-usage')!)).toEqual({
      call_count: expect.any(Number),
      total_cputime: expect.any(Number),
      total_time: expect.any(Number),
    });
    const usage = JSON.parse(first.headers.get('x-business-use-case-usage')!);
    expect(usage[pageId][0]).toMatchObject({ type: 'pages', call_count: 50, estimated_time_to_regain_access: 0 });
    await t.graph('GET', `/${pageId}`, { token });
    await t.graph('GET', `/${pageId}/feed`, { token });
    const throttled = await t.graph('GET', `/${pageId}`, { token });
    expect(throttled.status).toBe(400);
    expect(throttled.body.error).toMatchObject({ code: 80001, type: 'OAuthException' });
    const throttledUsage = JSON.parse(throttled.headers.get('x-business-use-case-usage')!);
    expect(throttledUsage[pageId][0]).toMatchObject({
      call_count: 100,
      estimated_time_to_regain_access: expect.any(Number),
    });
    expect(throttledUsage[pageId][0].estimated_time_to_regain_access).toBeGreaterThan(0);
    expect(throttled.headers.get('retry-after')).toBeNull();

    await t.control('POST', '/clock', { advance_ms: HOUR });
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);
  });

  it('throttles the app with code 4, a user token with 17 and the Send API with 613', async () => {
    const { code } = (await t.control('POST', '/oauth/code', { user_id: userId })).body;
    const userToken = (
      await t.graph('GET', '/oauth/access_token', { query: { client_id: APP_ID, client_secret: APP_SECRET, code } })
    ).body.access_token;
    await t.control('POST', '/limits', { user_calls_per_hour: 1 });
    expect((await t.graph('GET', '/me', { token: userToken })).status).toBe(200);
    expect((await t.graph('GET', '/me', { token: userToken })).body.error.code).toBe(17);

    await t.control('POST', '/messages', { page_id: pageId, from: { id: '1' }, text: 'hi' });
    await t.control('POST', '/limits', { messenger_calls_per_hour: 1, user_calls_per_hour: 1000 });
    const send = () =>
      t.graph('POST', `/${pageId}/messages`, { token, json: { recipient: { id: '1' }, message: { text: 'x' } } });
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.body.error.code).toBe(613);
    expect(
      JSON.parse(limited.headers.get('x-business-use-case-usage')!)[pageId].some(
        (u: { type: string }) => u.type === 'messenger',
      ),
    ).toBe(true);

    await t.control('POST', '/limits', { app_calls_per_hour: 1 });
    const app = await t.graph('GET', `/${pageId}`, { token });
    expect(app.body.error.code).toBe(4);
    expect(JSON.parse(app.headers.get('x-app-usage')!).call_count).toBe(100);
  });

  it('reports expired and invalidated tokens with code 190 and the right subcode', async () => {
    expect((await t.control('POST', '/tokens/invalidate', { page_id: pageId, subcode: 463 })).body).toEqual({
      invalidated: 1,
    });
    const expired = await t.graph('GET', `/${pageId}`, { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ code: 190, error_subcode: 463, type: 'OAuthException' });
    expect(expired.body.error.message).toMatch(/^Error validating access token: Session has expired on/);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');

    const other = await seedPage(t);
    await t.control('POST', '/tokens/invalidate', { user_id: other.user.id, subcode: 460 });
    expect((await t.graph('GET', `/${other.page.id}`, { token: other.token })).body.error).toMatchObject({
      code: 190,
      error_subcode: 460,
    });

    expect((await t.graph('GET', '/me', { token: 'EAAGgarbage' })).body.error).toMatchObject({ code: 190 });
    expect((await t.graph('GET', '/me')).body.error.code).toBe(104);
  });

  it('reports permission loss with code 200 / 230', async () => {
    await t.control('POST', '/permissions/revoke', { user_id: userId, permission: 'pages_manage_posts' });
    const post = await t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'x' } });
    expect(post.status).toBe(403);
    expect(post.body.error.code).toBe(200);
    await t.control('POST', '/permissions/revoke', { user_id: userId, permission: 'pages_messaging' });
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '1' }, text: 'hi' });
    expect(
      (
        await t.graph('POST', `/${pageId}/messages`, {
          token,
          json: { recipient: { id: '1' }, message: { text: 'x' } },
        })
      ).body.error.code,
    ).toBe(230);
  });

  it('injects errors and latency on matching path prefixes and clears them with {}', async () => {
    await t.control('POST', '/faults', {
      error_rate: 1,
      error: { code: 2, http_status: 503 },
      paths: [`/${pageId}/feed`],
    });
    const failing = await t.graph('GET', `/${pageId}/feed`, { token });
    expect(failing.status).toBe(503);
    expect(failing.body.error).toMatchObject({ code: 2, fbtrace_id: expect.any(String) });
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);

    await t.control('POST', '/faults', { latency_ms: 150 });
    const started = Date.now();
    await t.graph('GET', `/${pageId}`, { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await t.control('POST', '/faults', {});
    expect((await t.graph('GET', `/${pageId}/feed`, { token })).status).toBe(200);
  });

  it('logs every Graph call in order with what was sent and answered, but not the control calls', async () => {
    const before = (await t.control('GET', '/calls')).body.data as Array<{ seq: number }>;
    const since = before[before.length - 1]!.seq;
    await t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'Logged post' } });
    await t.graph('GET', '/nope-not-an-id', { token });
    await t.control('GET', '/pages');
    const calls = (await t.control('GET', `/calls?since=${since}`)).body.data;
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      seq: since + 1,
      method: 'POST',
      path: `/v21.0/${pageId}/feed`,
      query: { access_token: token },
      body: { message: 'Logged post' },
      status: 200,
      response: { id: expect.stringMatching(new RegExp(`^${pageId}_`)) },
      at: expect.any(String),
    });
    expect(calls[1]).toMatchObject({
      seq: since + 2,
      status: 400,
      response: { error: { code: 100, error_subcode: 33 } },
    });
  });
});

describe('pages, posts and comments', () => {
  let t: TestSim;
  let pageId: string;
  let token: string;

  beforeEach(async () => {
    t = await startSim();
    const seeded = await seedPage(t, { withInstagram: true });
    pageId = seeded.page.id;
    token = seeded.token;
  });
  afterEach(() => t.close());

  it('publishes, schedules within 10 minutes to 30 days, and lists posts with paging', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tooSoon = await t.graph('POST', `/${pageId}/feed`, {
      token,
      form: { message: 'soon', published: 'false', scheduled_publish_time: String(now + 300) },
    });
    expect(tooSoon.body.error.code).toBe(100);
    const tooFar = await t.graph('POST', `/${pageId}/feed`, {
      token,
      form: { message: 'far', published: 'false', scheduled_publish_time: String(now + 31 * 86400) },
    });
    expect(tooFar.body.error.code).toBe(100);
    const scheduled = await t.graph('POST', `/${pageId}/feed`, {
      token,
      form: { message: 'later', published: 'false', scheduled_publish_time: String(now + 3600) },
    });
    expect(scheduled.status).toBe(200);
    const listed = await t.graph('GET', `/${pageId}/scheduled_posts`, {
      token,
      query: { fields: 'id,message,scheduled_publish_time,is_published' },
    });
    expect(listed.body.data).toEqual([
      { id: scheduled.body.id, message: 'later', scheduled_publish_time: now + 3600, is_published: false },
    ]);

    for (let i = 0; i < 3; i++) await t.graph('POST', `/${pageId}/feed`, { token, json: { message: `post ${i}` } });
    const photo = await t.graph('POST', `/${pageId}/photos`, {
      token,
      json: { url: 'https://scontent.simulator.local/p.jpg', caption: 'photo post' },
    });
    expect(photo.body).toEqual({ id: expect.any(String), post_id: `${pageId}_${photo.body.id}` });
    const page1 = await t.graph('GET', `/${pageId}/published_posts`, {
      token,
      query: { fields: 'id,message,permalink_url', limit: '3' },
    });
    expect(page1.body.data).toHaveLength(3);
    expect(page1.body.paging.next).toBeDefined();
    const page2 = await getJson(page1.body.paging.next);
    expect(page2.data).toHaveLength(1);
    expect(page2.paging.next).toBeUndefined();

    await t.control('POST', '/clock', { advance_ms: 2 * HOUR });
    const posts = await t.graph('GET', `/${pageId}/posts`, { token, query: { fields: 'message' } });
    expect(posts.body.data.map((p: { message: string }) => p.message)).toContain('later');
    expect((await t.graph('GET', `/${pageId}/scheduled_posts`, { token })).body.data).toEqual([]);
  });

  it('replies to, hides and likes Facebook comments', async () => {
    const post = (await t.control('POST', '/posts', { page_id: pageId, message: 'Sale' })).body.id;
    const comment = (
      await t.control('POST', '/comments', { post_id: post, from: { id: '3001', name: 'Ali' }, message: 'price?' })
    ).body.id;
    const reply = await t.graph('POST', `/${comment}/comments`, { token, form: { message: 'Check your inbox' } });
    expect(reply.body.id).toMatch(/^\d+_\d+$/);
    const thread = await t.graph('GET', `/${post}/comments`, {
      token,
      query: { fields: 'id,message,from,comments{message,from}', summary: 'true' },
    });
    expect(thread.body.data[0]).toMatchObject({
      id: comment,
      from: { id: '3001', name: 'Ali' },
      comments: { data: [{ message: 'Check your inbox', from: { id: pageId } }] },
    });
    expect(thread.body.summary.total_count).toBe(1);
    expect((await t.graph('POST', `/${comment}`, { token, form: { is_hidden: 'true' } })).body).toEqual({
      success: true,
    });
    expect((await t.graph('POST', `/${comment}/likes`, { token })).body).toEqual({ success: true });
    const read = await t.graph('GET', `/${comment}`, {
      token,
      query: { fields: 'is_hidden,user_likes,like_count,parent' },
    });
    expect(read.body).toMatchObject({ is_hidden: true, user_likes: true, like_count: 1 });
    expect((await t.graph('DELETE', `/${comment}/likes`, { token })).body).toEqual({ success: true });
    const post2 = await t.graph('GET', `/${post}`, {
      token,
      query: { fields: 'message,comments.summary(true).limit(0)' },
    });
    expect(post2.body).toMatchObject({ message: 'Sale', comments: { data: [], summary: { total_count: 1 } } });
  });

  it("answers the page with the fields asked for, Meta's unknown-object error, and requires page tokens where Meta does", async () => {
    const page = await t.graph('GET', `/${pageId}`, {
      token,
      query: { fields: 'id,name,category,instagram_business_account{id,username},access_token' },
    });
    expect(page.body).toMatchObject({
      id: pageId,
      name: 'Olivia Shop',
      instagram_business_account: { id: expect.any(String), username: expect.any(String) },
      access_token: token,
    });
    expect((await t.graph('GET', `/${pageId}`, { token, query: { fields: 'bogus' } })).body.error.message).toContain(
      'nonexisting field (bogus)',
    );
    const missing = await t.graph('GET', '/123456', { token });
    expect(missing.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
  });
});

describe('reset, persistence and embedding', () => {
  it('reset forgets everything except pages created with keep_on_reset, their owners, tokens and subscriptions', async () => {
    const t = await startSim();
    try {
      const owner = (await t.control('POST', '/users', { name: 'Demo Owner' })).body;
      const demo = (
        await t.control('POST', '/pages', {
          owner_user_id: owner.id,
          name: 'Demo Page',
          with_instagram: true,
          keep_on_reset: true,
        })
      ).body;
      await t.graph('POST', `/${demo.id}/subscribed_apps`, {
        token: demo.access_token,
        form: { subscribed_fields: 'feed' },
      });
      const demoPost = (await t.control('POST', '/posts', { page_id: demo.id, message: 'seeded' })).body.id;
      await t.control('POST', '/comments', { post_id: demoPost, from: { name: 'x' }, message: 'temp' });
      const stranger = (await t.control('POST', '/users', { name: 'Temp' })).body;
      await t.control('POST', '/pages', { owner_user_id: stranger.id, name: 'Temp Page' });
      await t.control('POST', '/faults', { latency_ms: 5 });

      expect((await t.control('POST', '/reset')).body).toEqual({});
      const pages = (await t.control('GET', '/pages')).body.data;
      expect(pages).toEqual([demo]);
      expect((await t.control('GET', '/users')).body.data).toEqual([owner]);
      expect((await t.control('GET', '/calls')).body.data).toEqual([]);
      expect((await t.control('GET', '/faults')).body.latency_ms).toBe(0);
      const apps = await t.graph('GET', `/${demo.id}/subscribed_apps`, { token: demo.access_token });
      expect(apps.body.data[0].subscribed_fields).toEqual(['feed']);
      const comments = await t.graph('GET', `/${demoPost}/comments`, { token: demo.access_token });
      expect(comments.body.data).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps users, pages and tokens in the state file across restarts', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'meta-sim-')), 'state.json');
    const first = await startSim({ stateFile });
    const seeded = await seedPage(first, { withInstagram: true });
    await first.control('POST', '/clock', { advance_ms: HOUR });
    await first.close();
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).world.pages[seeded.page.id].name).toBe('Olivia Shop');

    const second = await startSim({ stateFile });
    try {
      expect((await second.control('GET', '/pages')).body.data).toEqual([seeded.page]);
      const page = await second.graph('GET', `/${seeded.page.id}/subscribed_apps`, { token: seeded.token });
      expect(page.status).toBe(200);
      expect(page.body.data).toHaveLength(1);
      const clock = (await second.control('GET', '/clock')).body.now;
      expect(Date.parse(clock) - Date.now()).toBeGreaterThan(HOUR - 60_000);
    } finally {
      await second.close();
    }
  });

  it("mounts under a prefix without touching the host app's body parsers", async () => {
    const port = await freePort();
    const sim = createMetaSimulator({
      appId: APP_ID,
      appSecret: APP_SECRET,
      webhookUrl: null,
      publicUrl: `http://127.0.0.1:${port}/_meta`,
    });
    const app = Fastify();
    app.post('/api/echo', async (request) => ({ got: request.body }));
    await app.register(sim.plugin, { prefix: '/_meta' });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const echo = await fetch(`http://127.0.0.1:${port}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      }).then((r) => r.json());
      expect(echo).toEqual({ got: { a: 1 } });
      const user = sim.control.createUser({ name: 'In Process' });
      const page = sim.control.createPage(
        { ownerUserId: user.id, name: 'In Process Page', withInstagram: true },
        { keepOnReset: true },
      );
      const answer = await fetch(`http://127.0.0.1:${port}/_meta/v21.0/${page.id}?fields=name`, {
        headers: { authorization: `Bearer ${page.access_token}` },
      }).then((r) => r.json());
      expect(answer).toEqual({ name: 'In Process Page', id: page.id });
      const notFound = await fetch(`http://127.0.0.1:${port}/api/missing`);
      expect(notFound.status).toBe(404);
      expect(sim.control.calls(0)).toHaveLength(1);
    } finally {
      await sim.close();
      await app.close();
    }
  });
});
