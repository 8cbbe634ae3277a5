import { eq } from 'drizzle-orm';
import { publishingEndpoints as endpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pages } from '../src/platform/db/schema.ts';
import {
  demoOwner,
  metaCalls,
  mp4Sample,
  nextCall,
  savePost,
  secondsAhead,
  settled,
  targetRows,
  uploadMedia,
} from './publishing-engine-helpers.ts';
import { jpegOf } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof demoOwner>>;

beforeAll(async () => {
  server = await startTestServer({ PUBLISHING_META_TIMEOUT_MS: '1000' });
  owner = await demoOwner(server);
  // The simulator's processing delays follow the test's manual clock: ready at once unless a test says otherwise.
  await server.simulator.setLimits({ page_video_ready_ms: 0 } as never);
});
afterAll(async () => {
  await server?.stop();
});

const facebook = (fields: Record<string, unknown>) =>
  ({ network: 'facebook', type: 'message', files: [], pages: [owner.pageIds[0]!], ...fields }) as never;
const feedCalls = async (since: number) =>
  (await metaCalls(server, since)).filter((call) => call.method === 'POST' && call.route.endsWith('/feed'));

describe('Facebook posts', () => {
  it('publishes a scheduled text post on two pages once each, at its due time', async () => {
    const since = await server.simulator.lastCallSeq();
    const post = await savePost(
      server,
      owner.token,
      facebook({
        message: 'scheduled text',
        pages: [owner.pageIds[0]!, owner.pageIds[1]!],
        schedule_type: 'scheduled',
        schedule_time: secondsAhead(server, 2),
      }),
    );
    const startedWaiting = Date.now();
    const rows = await settled(server, post.id);
    expect(rows.map((row) => row.status)).toEqual(['published', 'published']);
    expect(Date.now() - startedWaiting).toBeGreaterThan(1_500);
    expect(await feedCalls(since)).toHaveLength(2);
    expect(rows.every((row) => row.metaPostId && row.permalink && row.publishedAt)).toBe(true);
  });

  it('publishes now with a status background and posts the first comment once', async () => {
    const since = await server.simulator.lastCallSeq();
    const post = await savePost(
      server,
      owner.token,
      facebook({ message: 'short offer', fb_preset_id: '106018623298955', reply_message: 'order by message' }),
    );
    const [row] = await settled(server, post.id);
    expect(row).toMatchObject({ status: 'published', firstCommentStatus: 'sent' });
    const calls = await metaCalls(server, since);
    const [feed] = await feedCalls(since);
    expect(feed!.body).toMatchObject({ message: 'short offer', text_format_preset_id: '106018623298955' });
    const comments = calls.filter((call) => call.route === `POST /${row!.metaPostId}/comments`);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatchObject({ message: 'order by message' });
    expect(row!.firstCommentId).toBeTruthy();
  });

  it('publishes a link post', async () => {
    const since = await server.simulator.lastCallSeq();
    const post = await savePost(
      server,
      owner.token,
      facebook({ type: 'link', message: 'see', link: 'https://example.com/offer' }),
    );
    const [row] = await settled(server, post.id);
    expect(row!.status).toBe('published');
    expect((await feedCalls(since))[0]!.body).toMatchObject({ link: 'https://example.com/offer' });
  });

  it('publishes one photo with its caption, and several photos attached to one post', async () => {
    const first = await uploadMedia(server, owner.token, 'a.jpg', jpegOf(1200, 900));
    const second = await uploadMedia(server, owner.token, 'b.jpg', jpegOf(1200, 900));
    let since = await server.simulator.lastCallSeq();
    const single = await savePost(
      server,
      owner.token,
      facebook({ type: 'photos', message: 'one photo', files: [first] }),
    );
    expect((await settled(server, single.id))[0]!.status).toBe('published');
    const photoCalls = (await metaCalls(server, since)).filter((call) => call.route.endsWith('/photos'));
    expect(photoCalls).toHaveLength(1);
    expect(photoCalls[0]!.body).toMatchObject({ caption: 'one photo' });

    since = await server.simulator.lastCallSeq();
    const album = await savePost(
      server,
      owner.token,
      facebook({ type: 'photos', message: 'two photos', files: [first, second] }),
    );
    const [row] = await settled(server, album.id);
    expect(row!.status).toBe('published');
    expect(row!.metaMediaIds).toHaveLength(2);
    const uploads = (await metaCalls(server, since)).filter((call) => call.route.endsWith('/photos'));
    expect(uploads.map((call) => call.body?.published)).toEqual([false, false]);
    const [feed] = await feedCalls(since);
    expect(feed!.body?.attached_media).toEqual(row!.metaMediaIds.map((id) => ({ media_fbid: id })));
  });

  it('publishes a video once it is ready, and fails the target when Meta cannot process it', async () => {
    const video = await uploadMedia(server, owner.token, 'clip.mp4', mp4Sample());
    let since = await server.simulator.lastCallSeq();
    const post = await savePost(server, owner.token, facebook({ type: 'video', message: 'new video', files: [video] }));
    const [row] = await settled(server, post.id);
    expect(row).toMatchObject({ status: 'published' });
    const [upload] = (await metaCalls(server, since)).filter((call) => call.route.endsWith('/videos'));
    const videoId = (upload!.response as { id: string }).id;
    expect(row!.metaPostId).toBe(`${owner.metaPageIds[0]}_${videoId}`);

    await server.simulator.setLimits({ page_video_ready_ms: 600_000 } as never);
    since = await server.simulator.lastCallSeq();
    const broken = await savePost(server, owner.token, facebook({ type: 'video', message: 'broken', files: [video] }));
    const call = await nextCall(server, since, (route) => route.endsWith('/videos'));
    await server.simulator.failVideo((call.response as { id: string }).id, 'codec');
    const [failed] = await settled(server, broken.id);
    expect(failed).toMatchObject({ status: 'failed', problemCode: 'video-failed' });
    await server.simulator.setLimits({ page_video_ready_ms: 0 } as never);
  });

  it('publishes once when Meta published but the answer timed out', async () => {
    const since = await server.simulator.lastCallSeq();
    await server.simulator.setFaults({
      after_effect: true,
      paths: [`/${owner.metaPageIds[0]}/feed`],
      methods: ['POST'],
      latency_ms: 2_000,
      times: 1,
    } as never);
    try {
      const post = await savePost(server, owner.token, facebook({ message: 'timed out but published' }));
      const [row] = await settled(server, post.id);
      expect(row).toMatchObject({ status: 'published', attempts: 1 });
      expect(await feedCalls(since)).toHaveLength(1);
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it('follows a video whose upload answer was lost instead of uploading it again', async () => {
    const video = await uploadMedia(server, owner.token, 'lost.mp4', mp4Sample());
    const since = await server.simulator.lastCallSeq();
    await server.simulator.setFaults({
      after_effect: true,
      paths: [`/${owner.metaPageIds[0]}/videos`],
      methods: ['POST'],
      error: { code: 2, http_status: 500 },
      times: 1,
    } as never);
    try {
      const post = await savePost(
        server,
        owner.token,
        facebook({ type: 'video', message: 'lost answer', files: [video] }),
      );
      const [row] = await settled(server, post.id);
      expect(row!.status).toBe('published');
      const uploads = (await metaCalls(server, since)).filter(
        (call) => call.route === `POST /${owner.metaPageIds[0]}/videos`,
      );
      expect(uploads).toHaveLength(1);
      expect(row!.metaPostId).toBe(`${owner.metaPageIds[0]}_${row!.metaMediaIds[0]}`);
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it('publishes once when Meta published then answered a server error', async () => {
    const since = await server.simulator.lastCallSeq();
    await server.simulator.setFaults({
      after_effect: true,
      paths: [`/${owner.metaPageIds[1]}/feed`],
      methods: ['POST'],
      error: { code: 2, http_status: 500 },
      times: 1,
    } as never);
    try {
      const post = await savePost(
        server,
        owner.token,
        facebook({ message: '5xx but published', pages: [owner.pageIds[1]!] }),
      );
      const [row] = await settled(server, post.id);
      expect(row!.status).toBe('published');
      const feeds = await feedCalls(since);
      expect(feeds).toHaveLength(1);
      const lookBacks = (await metaCalls(server, since)).filter((call) => call.route.endsWith('/published_posts'));
      expect(lookBacks.length).toBeGreaterThanOrEqual(1);
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it('tries again after server errors that had no effect, and publishes once', async () => {
    const since = await server.simulator.lastCallSeq();
    await server.simulator.setFaults({
      error_rate: 1,
      paths: [`/${owner.metaPageIds[0]}/feed`],
      methods: ['POST'],
      error: { code: 2, http_status: 500 },
      times: 2,
    } as never);
    try {
      const post = await savePost(server, owner.token, facebook({ message: 'after two errors' }));
      const [row] = await settled(server, post.id);
      expect(row).toMatchObject({ status: 'published', attempts: 3, problemCode: null });
      const feeds = await feedCalls(since);
      expect(feeds.filter((call) => call.status === 200)).toHaveLength(1);
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it("fails the target with Meta's message when Meta refuses the post itself", async () => {
    await server.simulator.setFaults({
      error_rate: 1,
      paths: [`/${owner.metaPageIds[0]}/feed`],
      methods: ['POST'],
      error: { code: 100, message: '(#100) The post is refused' },
      times: 1,
    } as never);
    try {
      const post = await savePost(server, owner.token, facebook({ message: 'refused' }));
      const [row] = await settled(server, post.id);
      expect(row).toMatchObject({
        status: 'failed',
        problemCode: 'meta-item',
        metaErrorCode: 100,
        errorMessage: '(#100) The post is refused',
      });
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it('waits for the page limit to pass without failing the post', async () => {
    await server.simulator.setFaults({
      error_rate: 1,
      paths: [`/${owner.metaPageIds[0]}/feed`],
      methods: ['POST'],
      error: { code: 32, message: 'Page request limit reached' },
      times: 1,
    } as never);
    try {
      const post = await savePost(server, owner.token, facebook({ message: 'throttled once' }));
      const started = Date.now();
      let [row] = await targetRows(server, post.id);
      while (row!.nextAttemptAt === null && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [row] = await targetRows(server, post.id);
      }
      expect(row).toMatchObject({ status: 'scheduled', problemCode: null });
      server.clock.advance(61 * 60_000);
      await server.runtime.services.publishingEngine.publishTarget(row!.id, row!.revision);
      [row] = await settled(server, post.id);
      expect(row).toMatchObject({ status: 'published', problemCode: null });
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it('moves, publishes now or deletes a post in its last seconds: the waiting claim gives way, one post on Meta', async () => {
    const since = await server.simulator.lastCallSeq();
    const headers = { locale: 'en' };
    const moved = await savePost(
      server,
      owner.token,
      facebook({ message: 'moved late', schedule_type: 'scheduled', schedule_time: secondsAhead(server, 2) }),
    );
    const deleted = await savePost(
      server,
      owner.token,
      facebook({ message: 'deleted late', schedule_type: 'scheduled', schedule_time: secondsAhead(server, 2) }),
    );
    const rescheduled = await server.call(endpoints.reschedule, {
      params: { id: moved.id },
      body: { scheduled_at: secondsAhead(server, 3) },
      token: owner.token,
      headers,
    });
    expect(rescheduled.status).toBe(200);
    const now = await server.call(endpoints.publishNow, {
      params: { id: moved.id },
      body: {},
      token: owner.token,
      headers,
    });
    expect(now.status).toBe(200);
    const gone = await server.call(endpoints.deletePost, { params: { id: deleted.id }, token: owner.token, headers });
    expect(gone.status).toBe(204);
    const [row] = await settled(server, moved.id);
    expect(row).toMatchObject({ status: 'published', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await server.runtime.services.publishingEngine.idle();
    const feeds = await feedCalls(since);
    expect(feeds.map((call) => call.body?.message)).toEqual(['moved late']);
  });

  it('fails only the target whose page token was lost before the due time, with a notification', async () => {
    const since = await server.simulator.lastCallSeq();
    const lostPage = owner.pageIds[1]!;
    const post = await savePost(
      server,
      owner.token,
      facebook({
        message: 'token lost',
        pages: [owner.pageIds[0]!, lostPage],
        schedule_type: 'scheduled',
        schedule_time: secondsAhead(server, 2),
      }),
    );
    const { db } = server.runtime.database;
    await db.update(pages).set({ tokenInvalidAt: server.clock.now() }).where(eq(pages.id, lostPage));
    try {
      const rows = await settled(server, post.id);
      expect(rows.map((row) => row.status)).toEqual(['published', 'failed']);
      expect(rows[1]).toMatchObject({ problemCode: 'page-token-invalid' });
      const feeds = await feedCalls(since);
      expect(feeds).toHaveLength(1);
      expect(feeds[0]!.route).toBe(`POST /${owner.metaPageIds[0]}/feed`);
      const sent = await db.select().from(notifications).where(eq(notifications.template, 'post-not-published'));
      expect(sent.length).toBeGreaterThanOrEqual(1);
    } finally {
      await db.update(pages).set({ tokenInvalidAt: null }).where(eq(pages.id, lostPage));
    }
  });

  it('cancels a scheduled post before it is due: nothing reaches Meta', async () => {
    const since = await server.simulator.lastCallSeq();
    const post = await savePost(
      server,
      owner.token,
      facebook({ message: 'cancel me', schedule_type: 'scheduled', schedule_time: secondsAhead(server, 2) }),
    );
    expect(await server.runtime.services.publishingEngine.cancel(post.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await server.runtime.services.publishingEngine.idle();
    expect((await targetRows(server, post.id))[0]!.status).toBe('cancelled');
    expect(await feedCalls(since)).toHaveLength(0);
  });
  it('fails with Meta page error when Meta refuses the token at the due time, and reports the page', async () => {
    // The last test: the page stays unusable afterwards.
    const page = owner.pageIds[1]!;
    const metaPageId = owner.metaPageIds[1]!;
    const post = await savePost(
      server,
      owner.token,
      facebook({
        message: 'refused token',
        pages: [page],
        schedule_type: 'scheduled',
        schedule_time: secondsAhead(server, 2),
      }),
    );
    await server.simulator.invalidateTokens({ page_id: metaPageId, subcode: 467 } as never);
    const [row] = await settled(server, post.id);
    expect(row).toMatchObject({ status: 'failed', problemCode: 'meta-page', metaErrorCode: 190 });
    expect(row!.errorMessage).toBeTruthy();
    const [stored] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, page));
    expect(stored!.tokenInvalidAt).not.toBeNull();
  });
});
