import { notifications } from '../src/platform/db/schema.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let square: number;
let squareToo: number;
let tall: number;
let clip: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await demoOwner(server);
  // Processing delays follow the test's manual clock: ready at once unless a test says otherwise.
  await server.simulator.setLimits({ image_container_ready_ms: 0, video_container_ready_ms: 0 } as never);
  square = await uploadMedia(server, owner.token, 'square.jpg', jpegOf(1080, 1080));
  squareToo = await uploadMedia(server, owner.token, 'square2.jpg', jpegOf(1080, 1080));
  tall = await uploadMedia(server, owner.token, 'story.jpg', jpegOf(1080, 1920));
  clip = await uploadMedia(server, owner.token, 'reel.mp4', mp4Sample());
});
afterAll(async () => {
  await server?.stop();
});

const instagram = (fields: Record<string, unknown>) =>
  ({ network: 'instagram', type: 'image', caption: 'caption', accounts: [owner.accountId], ...fields }) as never;
const routes = async (since: number) => (await metaCalls(server, since)).map((call) => call);
const containerCalls = async (since: number) =>
  (await routes(since)).filter((call) => call.route === `POST /${owner.metaAccountId}/media`);
const publishCalls = async (since: number) =>
  (await routes(since)).filter((call) => call.route === `POST /${owner.metaAccountId}/media_publish`);

describe('Instagram posts through containers', () => {
  it('publishes an image with its caption and first comment', async () => {
    const since = await server.simulator.lastCallSeq();
    const post = await savePost(
      server,
      owner.token,
      instagram({ caption: 'new image', files: [square], reply_message: 'link in bio' }),
    );
    const [row] = await settled(server, post.id);
    expect(row).toMatchObject({ status: 'published', firstCommentStatus: 'sent' });
    expect(row!.permalink).toBeTruthy();
    const [container] = await containerCalls(since);
    expect(container!.body).toMatchObject({ caption: 'new image' });
    expect(String(container!.body?.image_url)).toContain('/media/');
    expect(await publishCalls(since)).toHaveLength(1);
    const comments = (await routes(since)).filter((call) => call.route === `POST /${row!.metaPostId}/comments`);
    expect(comments).toHaveLength(1);
  });

  it('publishes a carousel, a reel and a story', async () => {
    const since = await server.simulator.lastCallSeq();
    const carousel = await savePost(server, owner.token, instagram({ type: 'carousel', files: [square, squareToo] }));
    const reel = await savePost(server, owner.token, instagram({ type: 'reel', caption: 'reel', files: [clip] }));
    const story = await savePost(server, owner.token, instagram({ type: 'story', caption: '', files: [tall] }));
    for (const post of [carousel, reel, story]) expect((await settled(server, post.id))[0]!.status).toBe('published');
    const bodies = (await containerCalls(since)).map((call) => call.body);
    expect(bodies.filter((body) => body?.is_carousel_item === true)).toHaveLength(2);
    expect(bodies.find((body) => body?.media_type === 'CAROUSEL')?.children).toBeTruthy();
    expect(bodies.find((body) => body?.media_type === 'REELS')?.video_url).toBeTruthy();
    expect(bodies.find((body) => body?.media_type === 'STORIES')?.image_url).toBeTruthy();
    expect(await publishCalls(since)).toHaveLength(3);
  });

  it('makes the container ahead and publishes it at the due time with one call', async () => {
    const since = await server.simulator.lastCallSeq();
    const post = await savePost(
      server,
      owner.token,
      instagram({
        caption: 'prepared',
        files: [square],
        schedule_type: 'scheduled',
        schedule_time: secondsAhead(server, 60),
      }),
    );
    const started = Date.now();
    while ((await targetRows(server, post.id))[0]!.status !== 'ready') {
      if (Date.now() - started > 15_000) throw new Error('the container was not prepared');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await publishCalls(since)).toHaveLength(0);
    const beforeDue = await server.simulator.lastCallSeq();
    server.clock.advance(59_000);
    const [target] = await targetRows(server, post.id);
    await server.runtime.services.publishingEngine.publishTarget(target!.id, target!.revision);
    const [row] = await settled(server, post.id);
    expect(row!.status).toBe('published');
    expect(await containerCalls(beforeDue)).toHaveLength(0);
    expect(await publishCalls(beforeDue)).toHaveLength(1);
  });

  it('makes a failed container again once, then fails the target with container-failed', async () => {
    await server.simulator.setLimits({ image_container_ready_ms: 600_000 } as never);
    try {
      let since = await server.simulator.lastCallSeq();
      const recovered = await savePost(server, owner.token, instagram({ caption: 'second try', files: [square] }));
      const first = await nextCall(server, since, (route) => route === `POST /${owner.metaAccountId}/media`);
      await server.simulator.failContainer((first.response as { id: string }).id, {} as never);
      await server.simulator.setLimits({ image_container_ready_ms: 0 } as never);
      expect((await settled(server, recovered.id))[0]!.status).toBe('published');
      expect(await containerCalls(since)).toHaveLength(2);

      await server.simulator.setLimits({ image_container_ready_ms: 600_000 } as never);
      since = await server.simulator.lastCallSeq();
      const failing = await savePost(server, owner.token, instagram({ caption: 'never', files: [square] }));
      const one = await nextCall(server, since, (route) => route === `POST /${owner.metaAccountId}/media`);
      await server.simulator.failContainer((one.response as { id: string }).id, {} as never);
      const later = one.seq;
      const two = await nextCall(server, later, (route) => route === `POST /${owner.metaAccountId}/media`);
      await server.simulator.failContainer((two.response as { id: string }).id, {} as never);
      const [row] = await settled(server, failing.id);
      expect(row).toMatchObject({ status: 'failed', problemCode: 'container-failed' });
      expect(await publishCalls(since)).toHaveLength(0);
    } finally {
      await server.simulator.setLimits({ image_container_ready_ms: 0 } as never);
    }
  });

  it('publishes once when media_publish took effect but answered a server error', async () => {
    const since = await server.simulator.lastCallSeq();
    await server.simulator.setFaults({
      after_effect: true,
      paths: [`/${owner.metaAccountId}/media_publish`],
      methods: ['POST'],
      error: { code: 2, http_status: 500 },
      times: 1,
    } as never);
    try {
      const post = await savePost(
        server,
        owner.token,
        instagram({ caption: 'published despite 500', files: [square] }),
      );
      const [row] = await settled(server, post.id);
      expect(row!.status).toBe('published');
      expect(await publishCalls(since)).toHaveLength(1);
      const listed = (await routes(since)).filter((call) => call.route === `GET /${owner.metaAccountId}/media`);
      expect(listed.length).toBeGreaterThanOrEqual(1);
      expect(row!.permalink).toBeTruthy();
    } finally {
      await server.simulator.setFaults({} as never);
    }
  });

  it('fails with instagram-quota-reached when the publishing quota is used up, and tells the owner', async () => {
    // The quota is checked at save; it runs out between saving and the due time (other tools publish too).
    const post = await savePost(
      server,
      owner.token,
      instagram({
        caption: 'over quota',
        files: [square],
        schedule_type: 'scheduled',
        schedule_time: secondsAhead(server, 2),
      }),
    );
    await server.simulator.setLimits({ publishing_quota_per_day: 1 } as never);
    try {
      const [row] = await settled(server, post.id);
      expect(row).toMatchObject({
        status: 'failed',
        problemCode: 'instagram-quota-reached',
        metaErrorCode: 9,
        errorSubcode: 2207042,
      });
      const sent = await server.runtime.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.template, 'post-not-published'));
      expect(sent.length).toBeGreaterThanOrEqual(1);
    } finally {
      await server.simulator.setLimits({ publishing_quota_per_day: 50 } as never);
    }
  });
});
