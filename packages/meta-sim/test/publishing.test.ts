import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulatorClient, type SimulatorClient } from '../src/client/simulator-client.ts';
import { HOUR, seedPage, startSim, type TestSim } from './helpers.ts';

const FAKE_VIDEO = 'https://scontent.simulator.local/videos/offer.mp4';

describe('Facebook publishing', () => {
  let t: TestSim;
  let sim: SimulatorClient;
  let pageId: string;
  let token: string;
  let userId: string;

  beforeEach(async () => {
    t = await startSim();
    sim = createSimulatorClient(t.baseUrl);
    const seeded = await seedPage(t, { subscribe: false });
    pageId = seeded.page.id;
    token = seeded.token;
    userId = seeded.user.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const nowSeconds = async () => Math.floor(Date.parse(await sim.now()) / 1000);
  const publishedIds = async () =>
    (await t.graph('GET', `/${pageId}/published_posts`, { token, query: { limit: '100' } })).body.data.map(
      (p: { id: string }) => p.id,
    );
  const scheduled = async () =>
    (
      await t.graph('GET', `/${pageId}/scheduled_posts`, {
        token,
        query: { fields: 'id,message,scheduled_publish_time,is_published' },
      })
    ).body.data as Array<{ id: string; scheduled_publish_time: number }>;

  it('processes a page video, then posts it (status_type added_video) and lists it', async () => {
    const created = await t.graph('POST', `/${pageId}/videos`, {
      token,
      form: { file_url: FAKE_VIDEO, description: 'Eid offer', title: 'Offer' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String) });
    expect(created.headers.get('x-business-use-case-usage')).toContain(pageId);
    const videoId = created.body.id as string;
    const read = () =>
      t.graph('GET', `/${videoId}`, {
        token,
        query: { fields: 'status,permalink_url,description,created_time,post_id,title' },
      });
    const processing = await read();
    expect(processing.body.status.video_status).toBe('processing');
    expect(processing.body.post_id).toBeUndefined();
    expect(await publishedIds()).not.toContain(`${pageId}_${videoId}`);

    await sim.advanceClock(2000);
    const ready = await read();
    expect(ready.body).toMatchObject({
      id: videoId,
      description: 'Eid offer',
      title: 'Offer',
      status: { video_status: 'ready', publishing_phase: { status: 'complete', publish_status: 'published' } },
      post_id: `${pageId}_${videoId}`,
      permalink_url: `https://www.facebook.com/${pageId}/videos/${videoId}/`,
    });
    const post = await t.graph('GET', `/${ready.body.post_id}`, {
      token,
      query: { fields: 'message,status_type,permalink_url' },
    });
    expect(post.body).toMatchObject({ message: 'Eid offer', status_type: 'added_video' });
    expect(await publishedIds()).toContain(`${pageId}_${videoId}`);
    const list = await t.graph('GET', `/${pageId}/videos`, { token, query: { fields: 'id,status' } });
    expect(list.body.data).toEqual([{ id: videoId, status: expect.objectContaining({ video_status: 'ready' }) }]);
  });

  it('fails a video on demand, refuses bad input and needs pages_manage_posts', async () => {
    const video = (await t.graph('POST', `/${pageId}/videos`, { token, json: { file_url: FAKE_VIDEO } })).body.id;
    await sim.failVideo(video, 'Unsupported codec');
    await sim.advanceClock(10_000);
    const read = await t.graph('GET', `/${video}`, { token, query: { fields: 'status,post_id' } });
    expect(read.body.status).toMatchObject({
      video_status: 'error',
      processing_phase: { status: 'error', errors: [{ message: 'Unsupported codec' }] },
    });
    expect(read.body.post_id).toBeUndefined();

    expect((await t.graph('POST', `/${pageId}/videos`, { token, json: { description: 'x' } })).body.error.code).toBe(
      100,
    );
    expect(
      (await t.graph('POST', `/${pageId}/videos`, { token, json: { file_url: 'ftp://host/v.mp4' } })).body.error.code,
    ).toBe(100);

    await sim.setLimits({ page_video_ready_ms: 0 });
    const instant = (await t.graph('POST', `/${pageId}/videos`, { token, json: { file_url: FAKE_VIDEO } })).body.id;
    expect((await t.graph('GET', `/${instant}`, { token, query: { fields: 'status' } })).body.status.video_status).toBe(
      'ready',
    );

    await sim.revokePermission({ user_id: userId, permission: 'pages_manage_posts' });
    const refused = await t.graph('POST', `/${pageId}/videos`, { token, json: { file_url: FAKE_VIDEO } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(200);
  });

  it('schedules a video natively: scheduled once processed, published at its time', async () => {
    const at = (await nowSeconds()) + HOUR / 1000;
    const video = (
      await t.graph('POST', `/${pageId}/videos`, {
        token,
        json: { file_url: FAKE_VIDEO, description: 'later', published: false, scheduled_publish_time: at },
      })
    ).body.id;
    await sim.advanceClock(3000);
    expect((await scheduled()).map((p) => p.id)).toEqual([`${pageId}_${video}`]);
    await sim.advanceClock(HOUR);
    expect(await scheduled()).toEqual([]);
    expect(await publishedIds()).toContain(`${pageId}_${video}`);
  });

  it('accepts a status background only on a short text-only post and renders it', async () => {
    const ok = await t.graph('POST', `/${pageId}/feed`, {
      token,
      form: { message: 'تخفيضات اليوم', text_format_preset_id: '106018623298955' },
    });
    expect(ok.status).toBe(200);
    const read = await t.graph('GET', `/${ok.body.id}`, { token, query: { fields: 'message,text_format_preset_id' } });
    expect(read.body).toMatchObject({ message: 'تخفيضات اليوم', text_format_preset_id: '106018623298955' });

    const long = await t.graph('POST', `/${pageId}/feed`, {
      token,
      form: { message: 'x'.repeat(131), text_format_preset_id: '106018623298955' },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 100, message: expect.stringContaining('130 characters') });
    expect(
      (
        await t.graph('POST', `/${pageId}/feed`, {
          token,
          form: { message: 'x'.repeat(130), text_format_preset_id: '106018623298955' },
        })
      ).status,
    ).toBe(200);
    const withLink = await t.graph('POST', `/${pageId}/feed`, {
      token,
      form: { message: 'see', link: 'https://shop.example.com', text_format_preset_id: '106018623298955' },
    });
    expect(withLink.body.error).toMatchObject({ code: 100, message: expect.stringContaining('text-only') });
  });

  it('publishes native scheduled posts when their time comes, reschedules and publishes now', async () => {
    const now = await nowSeconds();
    const first = await t.graph('POST', `/${pageId}/feed`, {
      token,
      json: { message: 'first', published: false, scheduled_publish_time: now + 3600 },
    });
    const second = await t.graph('POST', `/${pageId}/feed`, {
      token,
      json: { message: 'second', published: false, scheduled_publish_time: now + 7200 },
    });
    const control = await sim.createPost({
      page_id: pageId,
      message: 'from control',
      scheduled_publish_time: now + 900,
    });
    expect(control).toEqual({ id: expect.any(String) });
    expect((await scheduled()).map((p) => p.id)).toEqual([control.id, first.body.id, second.body.id]);

    const moved = await t.graph('POST', `/${first.body.id}`, {
      token,
      form: { scheduled_publish_time: `${now + 10_800}` },
    });
    expect(moved.body).toEqual({ success: true });
    const tooSoon = await t.graph('POST', `/${second.body.id}`, {
      token,
      form: { scheduled_publish_time: `${now + 60}` },
    });
    expect(tooSoon.body.error).toMatchObject({ code: 100 });
    expect((await scheduled()).find((p) => p.id === first.body.id)?.scheduled_publish_time).toBe(now + 10_800);

    await sim.advanceClock(7200 * 1000 + 1000);
    const published = await t.graph('GET', `/${pageId}/published_posts`, {
      token,
      query: { fields: 'id,created_time,is_published' },
    });
    const second_ = published.body.data.find((p: { id: string }) => p.id === second.body.id);
    expect(second_.created_time).toBe(new Date((now + 7200) * 1000).toISOString().replace(/\.\d{3}Z$/, '+0000'));
    expect(published.body.data.map((p: { id: string }) => p.id)).toContain(control.id);
    expect((await scheduled()).map((p) => p.id)).toEqual([first.body.id]);

    await t.graph('POST', `/${first.body.id}`, { token, form: { is_published: 'true' } });
    expect(await scheduled()).toEqual([]);
    expect(await publishedIds()).toContain(first.body.id);
    expect(
      (await t.graph('POST', `/${first.body.id}`, { token, form: { scheduled_publish_time: `${now + 20_000}` } })).body
        .error.code,
    ).toBe(100);
  });

  it('lets the page comment first under its own post, and reads the comment back', async () => {
    const post = await t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'New stock' } });
    const comment = await t.graph('POST', `/${post.body.id}/comments`, { token, form: { message: 'Prices inside' } });
    expect(comment.status).toBe(200);
    const read = await t.graph('GET', `/${comment.body.id}`, { token, query: { fields: 'from,message' } });
    expect(read.body).toMatchObject({ message: 'Prices inside', from: { id: pageId } });
    const listed = await t.graph('GET', `/${post.body.id}/comments`, { token });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([comment.body.id]);
  });

  it('after_effect: the call takes effect, then answers the injected error (a timeout after Meta published)', async () => {
    await sim.setFaults({
      error: { code: 2, http_status: 500 },
      paths: [`/${pageId}/feed`],
      methods: ['POST'],
      after_effect: true,
      times: 1,
    });
    expect(await sim.faults()).toMatchObject({ after_effect: true, methods: ['POST'], times: 1 });
    const failed = await t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'once only' } });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({ code: 2, is_transient: true });
    const posts = await t.graph('GET', `/${pageId}/published_posts`, { token, query: { fields: 'message' } });
    expect(posts.status).toBe(200);
    expect(posts.body.data.map((p: { message: string }) => p.message)).toEqual(['once only']);
    // `times: 1` used up: the next call goes through
    expect((await t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'next' } })).status).toBe(200);
    expect((await sim.faults()).times).toBe(0);

    await sim.setFaults({ latency_ms: 1500, paths: [`/${pageId}/feed`], methods: ['POST'], after_effect: true });
    const started = Date.now();
    let answered = false;
    const slow = t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'held' } }).then((answer) => {
      answered = true;
      return answer;
    });
    let seen = false;
    while (!seen && Date.now() - started < 1200) {
      const during = await t.graph('GET', `/${pageId}/published_posts`, { token, query: { fields: 'message' } });
      seen = during.body.data.some((p: { message: string }) => p.message === 'held');
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // the post exists on Meta while the answer is still held back
    expect(seen).toBe(true);
    expect(answered).toBe(false);
    expect((await slow).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450);

    // without after_effect nothing happens on Meta's side
    await sim.setFaults({ error: { code: 2, http_status: 500 }, paths: [`/${pageId}/feed`], methods: ['POST'] });
    expect((await t.graph('POST', `/${pageId}/feed`, { token, form: { message: 'lost' } })).status).toBe(500);
    await sim.setFaults({});
    const all = await t.graph('GET', `/${pageId}/published_posts`, { token, query: { fields: 'message' } });
    expect(all.body.data.map((p: { message: string }) => p.message)).not.toContain('lost');
  });
});
