import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints, pathOf, publishingEndpoints, type Endpoint, type Post } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/platform/clock.ts';
import { postTargets } from '../src/platform/db/schema.ts';
import type { Runtime } from '../src/runtime.ts';
import { metaCalls, settled, targetRows } from './publishing-engine-helpers.ts';
import { bootRuntime, freePort } from './restartable-runtime.ts';

// A restart on the same data directory (embedded PGlite and the simulator's saved world), as after a crash.
const dataDir = mkdtempSync(path.join(tmpdir(), 'publishing-restart-'));
const clock = createManualClock(new Date());
let runtime: Runtime | null = null;

const boot = (port: number) => bootRuntime(dataDir, port, clock);

async function callApi<T>(baseUrl: string, endpoint: Endpoint, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${pathOf(endpoint, {})}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart while posts are due', () => {
  it('publishes every target once after the worker stopped mid-way, and records one Meta already has', async () => {
    const port = await freePort();
    const first = await boot(port);
    runtime = first.runtime;
    const session = await callApi<{ access_token: string; pages: { id: number; page_id: string }[] }>(
      first.baseUrl,
      authEndpoints.ownerLogin,
      { username: 'demo', password: 'Demo@2026', oneTime: false },
    );
    const due = new Date(clock.now().getTime() + 5_000).toISOString();
    const posts: Post[] = [];
    for (let index = 0; index < 3; index++) {
      const { post } = await callApi<{ post: Post }>(
        first.baseUrl,
        publishingEndpoints.savePost,
        {
          network: 'facebook',
          type: 'message',
          message: `due at restart ${index}`,
          pages: session.pages.map((page) => page.id),
          files: [],
          schedule_type: 'scheduled',
          schedule_time: due,
        },
        session.access_token,
      );
      posts.push(post);
    }
    // Claimed and waiting for the due instant when the process goes away.
    const claimed = await targetRows(first.server, posts[0]!.id);
    expect(claimed.every((row) => row.status === 'scheduled' && row.leaseUntil !== null)).toBe(true);
    await first.runtime.stop();
    runtime = null;

    const second = await boot(port);
    runtime = second.runtime;
    const since = await second.server.simulator.lastCallSeq();
    // One target had reached Meta before the crash: its post exists there, its outcome was never recorded.
    const [reached] = await targetRows(second.server, posts[1]!.id);
    const metaPage = session.pages.find((page) => page.id === reached!.pageId)!.page_id;
    const onMeta = await second.server.simulator.createPost({
      page_id: metaPage,
      message: 'due at restart 1',
    } as never);
    await second.runtime.database.db
      .update(postTargets)
      .set({ status: 'publishing', attemptStartedAt: new Date(due), attempts: 1 })
      .where(eq(postTargets.id, reached!.id));

    await new Promise((resolve) => setTimeout(resolve, 5_500));
    clock.advance(60_000);
    await second.runtime.services.publishingEngine.sweep();
    const rows = [];
    for (const post of posts) rows.push(...(await settled(second.server, post.id, 30_000)));
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    expect(rows.find((row) => row.id === reached!.id)!.metaPostId).toBe(onMeta.id);
    const feeds = (await metaCalls(second.server, since)).filter((call) => call.route.endsWith('/feed'));
    expect(feeds).toHaveLength(rows.length - 1);
    expect(
      feeds.some((call) => call.route === `POST /${metaPage}/feed` && call.body?.message === 'due at restart 1'),
    ).toBe(false);
  }, 90_000);
});
