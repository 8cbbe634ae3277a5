import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner, metaCalls, savePost, secondsAhead, settled } from './publishing-engine-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof demoOwner>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await demoOwner(server);
});
afterAll(async () => {
  await server?.stop();
});

describe('Facebook posts', () => {
  it('publishes a scheduled text post on two pages once each, at its due time', async () => {
    const since = await server.simulator.lastCallSeq();
    const due = secondsAhead(server, 2);
    const post = await savePost(server, owner.token, {
      network: 'facebook',
      message: 'scheduled text',
      pages: [owner.pageIds[0]!, owner.pageIds[1]!],
      schedule_type: 'scheduled',
      schedule_time: due,
      type: 'message',
      files: [],
    });
    const startedWaiting = Date.now();
    const rows = await settled(server, post.id);
    expect(rows.map((row) => row.status)).toEqual(['published', 'published']);
    expect(Date.now() - startedWaiting).toBeGreaterThan(1_500);
    const feeds = (await metaCalls(server, since)).filter((call) => call.route.endsWith('/feed'));
    expect(feeds).toHaveLength(2);
    expect(rows.every((row) => row.metaPostId && row.permalink)).toBe(true);
  });
});
