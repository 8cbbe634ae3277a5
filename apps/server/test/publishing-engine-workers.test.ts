import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTargets } from '../src/platform/db/schema.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';
import { demoOwner, metaCalls, savePost, secondsAhead, settled, targetRows } from './publishing-engine-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let second: Runtime;
let owner: Awaited<ReturnType<typeof demoOwner>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await demoOwner(server);
  // A second worker on the same database, with its own queue and engine: as a second process would be.
  second = await startRuntime(server.config, {
    http: false,
    worker: true,
    clock: server.clock,
    database: server.runtime.database,
  });
});
afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

describe('two workers on one database', () => {
  it('publish each target of the same due posts exactly once', async () => {
    const since = await server.simulator.lastCallSeq();
    const due = secondsAhead(server, 40);
    const posts = [];
    for (let index = 0; index < 8; index++)
      posts.push(
        await savePost(server, owner.token, {
          network: 'facebook',
          type: 'message',
          message: `race ${index}`,
          pages: owner.pageIds,
          files: [],
          schedule_type: 'scheduled',
          schedule_time: due,
        } as never),
      );
    // Inside the claim window now: both engines are handed every target at once, as duplicated jobs would.
    server.clock.advance(37_000);
    const engines = [server.runtime.services.publishingEngine, second.services.publishingEngine];
    const targets = (await Promise.all(posts.map((post) => targetRows(server, post.id)))).flat();
    await Promise.all(
      targets.flatMap((target) => engines.map((engine) => engine.publishTarget(target.id, target.revision))),
    );
    await Promise.all(engines.map((engine) => engine.sweep()));
    await second.services.publishingEngine.idle();
    for (const post of posts) {
      const rows = await settled(server, post.id);
      expect(rows.every((row) => row.status === 'published' && row.attempts === 1)).toBe(true);
    }
    const feeds = (await metaCalls(server, since)).filter((call) => call.route.endsWith('/feed'));
    expect(feeds).toHaveLength(targets.length);
    expect(new Set(feeds.map((call) => `${call.route} ${String(call.body?.message)}`)).size).toBe(targets.length);
  });

  it('send a first comment a stopped worker left pending once, whichever worker sweeps', async () => {
    const post = await savePost(server, owner.token, {
      network: 'facebook',
      type: 'message',
      message: 'comment left behind',
      reply_message: 'first!',
      pages: [owner.pageIds[0]!],
      files: [],
      schedule_type: 'now',
    } as never);
    const [published] = await settled(server, post.id);
    expect(published!.firstCommentStatus).toBe('sent');
    // As if the worker stopped right after publishing: the comment still pending, minutes ago.
    await server.runtime.database.db
      .update(postTargets)
      .set({
        firstCommentStatus: 'pending',
        firstCommentId: null,
        updatedAt: new Date(server.clock.now().getTime() - 10 * 60_000),
      })
      .where(eq(postTargets.id, published!.id));
    const since = await server.simulator.lastCallSeq();
    const engines = [server.runtime.services.publishingEngine, second.services.publishingEngine];
    await Promise.all(engines.map((engine) => engine.sweep()));
    const comments = (await metaCalls(server, since)).filter(
      (call) => call.route === `POST /${published!.metaPostId}/comments`,
    );
    expect(comments).toHaveLength(1);
    const [row] = await targetRows(server, post.id);
    expect(row).toMatchObject({ firstCommentStatus: 'sent' });
  });
});
