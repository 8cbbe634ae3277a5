import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSimulatorClient, type SimulatorClient } from '../src/client/simulator-client.ts';
import { readImageInfo } from '../src/media-check.ts';
import { DAY, seedPage, startSim, type TestSim } from './helpers.ts';

function jpeg(width: number, height: number, padTo = 0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const body = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
  return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length)]) : body;
}

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const FILES: Record<string, Buffer> = {
  '/square.jpg': jpeg(1080, 1080),
  '/portrait.png': png(1080, 1350),
  '/wide.jpg': jpeg(2000, 500),
  '/big.jpg': jpeg(1080, 1080, 9 * 1024 * 1024),
  '/anim.gif': Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  '/reel.mp4': Buffer.from('....ftypmp42'),
};

describe('Instagram publishing with media fetched from its URL', () => {
  let media: Server;
  let mediaUrl: string;
  let t: TestSim;
  let sim: SimulatorClient;
  let igId: string;
  let pageId: string;
  let token: string;

  beforeAll(async () => {
    media = createServer((request, response) => {
      const file = FILES[request.url ?? ''];
      if (!file) return void response.writeHead(404).end('missing');
      response.writeHead(200, { 'content-length': String(file.length) }).end(file);
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    const address = media.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    mediaUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => media.close(() => resolve())));

  beforeEach(async () => {
    t = await startSim();
    sim = createSimulatorClient(t.baseUrl);
    const seeded = await seedPage(t, { withInstagram: true, subscribe: false });
    igId = seeded.igId!;
    pageId = seeded.page.id;
    token = seeded.token;
  });
  afterEach(async () => {
    await t.close();
  });

  const container = async (body: Record<string, unknown>) => {
    const answer = await t.graph('POST', `/${igId}/media`, { token, json: body });
    expect(answer.status).toBe(200);
    return answer.body.id as string;
  };
  /** Moves the clock past processing and waits (real time) until the download was checked. */
  const settle = async (id: string) => {
    await sim.advanceClock(10_000);
    for (let i = 0; i < 500; i++) {
      const status = await t.graph('GET', `/${id}`, { token, query: { fields: 'status_code,status' } });
      if (status.body.status_code !== 'IN_PROGRESS') return status.body as { status_code: string; status: string };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('container stayed IN_PROGRESS');
  };
  const publish = (id: string) => t.graph('POST', `/${igId}/media_publish`, { token, form: { creation_id: id } });

  it('reads the pixel size of JPEG and PNG headers and names other formats', () => {
    expect(readImageInfo(jpeg(1080, 1350))).toEqual({ format: 'jpeg', width: 1080, height: 1350 });
    expect(readImageInfo(png(640, 480))).toEqual({ format: 'png', width: 640, height: 480 });
    expect(readImageInfo(FILES['/anim.gif']!).format).toBe('gif');
    expect(readImageInfo(Buffer.from('hello')).format).toBe('unknown');
  });

  it('publishes a fetched JPEG, then reads it with its permalink; PNG passes too', async () => {
    const id = await container({ image_url: `${mediaUrl}/square.jpg`, caption: 'Summer sale' });
    expect(await settle(id)).toMatchObject({ status_code: 'FINISHED' });
    const published = await publish(id);
    expect(published.status).toBe(200);
    expect((await settle(id)).status_code).toBe('PUBLISHED');
    const read = await t.graph('GET', `/${published.body.id}`, {
      token,
      query: { fields: 'permalink,media_type,media_product_type,caption,timestamp' },
    });
    expect(read.body).toMatchObject({
      permalink: expect.stringMatching(/\/view\/\w+$/),
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      caption: 'Summer sale',
    });
    expect((await settle(await container({ image_url: `${mediaUrl}/portrait.png` }))).status_code).toBe('FINISHED');
  });

  it('turns containers ERROR as Meta does: unreachable, missing, too large, wrong format, wrong aspect ratio', async () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ image_url: 'http://127.0.0.1:1/gone.jpg' }, 2207003],
      [{ image_url: `${mediaUrl}/missing.jpg` }, 2207052],
      [{ image_url: `${mediaUrl}/big.jpg` }, 2207004],
      [{ image_url: `${mediaUrl}/anim.gif` }, 2207005],
      [{ image_url: `${mediaUrl}/wide.jpg` }, 2207009],
      [{ image_url: `${mediaUrl}/wide.jpg`, is_carousel_item: true }, 2207009],
    ];
    for (const [body, subcode] of cases) {
      const id = await container(body);
      const status = await settle(id);
      expect(status.status_code, JSON.stringify(body)).toBe('ERROR');
      expect(status.status).toContain(String(subcode));
      if (!body.is_carousel_item) expect((await publish(id)).body.error.error_subcode).toBe(subcode);
    }
    // a carousel with a failed item fails with the item's subcode
    const good = await container({ image_url: `${mediaUrl}/square.jpg`, is_carousel_item: true });
    const bad = await container({ image_url: `${mediaUrl}/anim.gif`, is_carousel_item: true });
    const carousel = await container({ media_type: 'CAROUSEL', children: `${good},${bad}` });
    expect((await settle(carousel)).status).toContain('2207005');
    expect((await publish(carousel)).body.error).toMatchObject({ code: 36001, error_subcode: 2207005 });

    // a story takes any shape; a reel's video only has to be reachable
    const story = await container({ media_type: 'STORIES', image_url: `${mediaUrl}/wide.jpg` });
    expect((await settle(story)).status_code).toBe('FINISHED');
    const brokenReel = await container({ media_type: 'REELS', video_url: `${mediaUrl}/nope.mp4` });
    expect((await settle(brokenReel)).status_code).toBe('ERROR');

    // benchmarks may switch the download off: then any http(s) URL is fine
    await sim.setMediaChecks({ fetch_media: false });
    expect(await sim.mediaChecks()).toEqual({ fetch_media: false, fetch_timeout_ms: 5000 });
    expect((await settle(await container({ image_url: 'http://127.0.0.1:1/gone.jpg' }))).status_code).toBe('FINISHED');
  });

  it('publishes a carousel (counted once), a reel and a story, listed where Meta lists them', async () => {
    const children = [
      await container({ image_url: `${mediaUrl}/square.jpg`, is_carousel_item: true }),
      await container({ image_url: `${mediaUrl}/portrait.png`, is_carousel_item: true }),
      await container({ media_type: 'VIDEO', video_url: `${mediaUrl}/reel.mp4`, is_carousel_item: true }),
    ];
    const carousel = await container({ media_type: 'CAROUSEL', children: children.join(','), caption: 'Set' });
    const reel = await container({ media_type: 'REELS', video_url: `${mediaUrl}/reel.mp4`, caption: 'Reel' });
    const story = await container({ media_type: 'STORIES', image_url: `${mediaUrl}/square.jpg` });
    for (const id of [carousel, reel, story]) expect((await settle(id)).status_code).toBe('FINISHED');
    const ids: string[] = [];
    for (const id of [carousel, reel, story]) {
      const answer = await publish(id);
      expect(answer.status).toBe(200);
      ids.push(answer.body.id);
    }
    const limit = await t.graph('GET', `/${igId}/content_publishing_limit`, {
      token,
      query: { fields: 'quota_usage,config' },
    });
    expect(limit.body.data[0]).toEqual({ quota_usage: 3, config: { quota_total: 50, quota_duration: 86400 } });

    const feed = await t.graph('GET', `/${igId}/media`, {
      token,
      query: { fields: 'id,media_type,media_product_type,permalink,children{media_type}' },
    });
    expect(feed.body.data).toEqual([
      expect.objectContaining({
        id: ids[1],
        media_type: 'VIDEO',
        media_product_type: 'REELS',
        permalink: expect.stringContaining('/view/'),
      }),
      expect.objectContaining({ id: ids[0], media_type: 'CAROUSEL_ALBUM', media_product_type: 'FEED' }),
    ]);
    expect(feed.body.data[1].children.data.map((c: { media_type: string }) => c.media_type)).toEqual([
      'IMAGE',
      'IMAGE',
      'VIDEO',
    ]);
    const stories = await t.graph('GET', `/${igId}/stories`, { token, query: { fields: 'id,media_product_type' } });
    expect(stories.body.data).toEqual([{ id: ids[2], media_product_type: 'STORY' }]);
    await sim.advanceClock(DAY);
    expect((await t.graph('GET', `/${igId}/stories`, { token })).body.data).toEqual([]);
  });

  it('fails a container on demand, refuses an unfinished one, and the account comments first on its own media', async () => {
    const failing = await container({ image_url: `${mediaUrl}/square.jpg` });
    await sim.failContainer(failing, { error_subcode: 2207053, message: 'Upload failed' });
    expect(await settle(failing)).toMatchObject({ status_code: 'ERROR', status: expect.stringContaining('2207053') });
    expect((await publish(failing)).body.error).toMatchObject({ code: -1, error_subcode: 2207053 });

    await sim.setMediaChecks({ fetch_media: false });
    const early = await container({ image_url: `${mediaUrl}/square.jpg` });
    expect((await publish(early)).body.error).toMatchObject({ code: 9007, error_subcode: 2207027 });
    await settle(early);
    const mediaId = (await publish(early)).body.id as string;
    const comment = await t.graph('POST', `/${mediaId}/comments`, { token, form: { message: 'Link in bio' } });
    expect(comment.status).toBe(200);
    const read = await t.graph('GET', `/${comment.body.id}`, { token, query: { fields: 'text,username,from' } });
    const account = await t.graph('GET', `/${igId}`, { token, query: { fields: 'username' } });
    expect(read.body).toMatchObject({ text: 'Link in bio', username: account.body.username, from: { id: igId } });
  });

  it('checks a Facebook photo given by url before answering', async () => {
    const ok = await t.graph('POST', `/${pageId}/photos`, {
      token,
      json: { url: `${mediaUrl}/wide.jpg`, caption: 'Wide' },
    });
    expect(ok.body).toEqual({ id: expect.any(String), post_id: `${pageId}_${ok.body.id}` });
    const broken = await t.graph('POST', `/${pageId}/photos`, { token, json: { url: `${mediaUrl}/missing.jpg` } });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatchObject({ code: 324 });
  });

  it('answers hashtag searches with the same seeded media for the same hashtag, and lists recent searches', async () => {
    const search = async (q: string) =>
      (await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q } })).body.data[0].id as string;
    const id = await search('abaya');
    const read = async (edge: string) =>
      (
        await t.graph('GET', `/${id}/${edge}`, {
          token,
          query: { user_id: igId, fields: 'id,caption,media_type,permalink,timestamp,like_count,media_url' },
        })
      ).body.data as Array<{ id: string; caption: string; timestamp: string; like_count: number }>;
    const top = await read('top_media');
    const recent = await read('recent_media');
    expect(top.length).toBeGreaterThan(3);
    expect(recent.length).toBeGreaterThan(3);
    expect(top.every((m) => m.caption.includes('#abaya'))).toBe(true);
    expect(top.map((m) => m.like_count)).toEqual([...top.map((m) => m.like_count)].sort((a, b) => b - a));
    const since = Date.parse(await sim.now()) - DAY;
    expect(recent.every((m) => Date.parse(m.timestamp.replace('+0000', 'Z')) > since)).toBe(true);
    expect((await read('top_media')).map((m) => m.id)).toEqual(top.map((m) => m.id));
    expect((await read('recent_media')).map((m) => m.id)).toEqual(recent.map((m) => m.id));

    await search('kaftan');
    const searched = await t.graph('GET', `/${igId}/recently_searched_hashtags`, { token });
    expect(searched.body.data.map((h: { name: string }) => h.name)).toEqual(['abaya', 'kaftan']);
  });
});
