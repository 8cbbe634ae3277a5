import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints, publishingEndpoints, type PostInput, type SessionResponse } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/platform/clock.ts';
import type { Runtime } from '../src/runtime.ts';
import { metaCalls, settled, targetRows, uploadMedia } from './publishing-engine-helpers.ts';
import { jpegOf } from './publishing-samples.ts';
import { bootRuntime, freePort } from './restartable-runtime.ts';
import type { TestServer } from './test-server.ts';

// INSTAGRAM_ENABLED is read at start: turning it off or on again is a restart on the same data.
const clock = createManualClock(new Date());
const dataDirs: string[] = [];
let runtime: Runtime | null = null;

function newDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'instagram-turned-off-'));
  dataDirs.push(dataDir);
  return dataDir;
}

async function boot(dataDir: string, port: number, instagramEnabled: boolean) {
  const booted = await bootRuntime(dataDir, port, clock, { INSTAGRAM_ENABLED: String(instagramEnabled) });
  runtime = booted.runtime;
  return booted.server;
}

async function stop() {
  await runtime?.stop();
  runtime = null;
}

async function post<T>(server: TestServer, endpointPath: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${endpointPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      locale: 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${endpointPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function demoOwner(server: TestServer) {
  const session = await post<SessionResponse>(server, authEndpoints.ownerLogin.path, {
    username: 'demo',
    password: 'Demo@2026',
    oneTime: false,
  });
  const account = session.insta_accounts.find((item) => item.page_id !== null)!;
  return {
    token: session.access_token,
    pageId: session.pages[0]!.id,
    accountId: account.id,
    metaId: account.account_id,
    accountPageId: account.page_id!,
  };
}

const save = async (server: TestServer, token: string, body: PostInput) =>
  (await post<{ post: { id: number } }>(server, publishingEndpoints.savePost.path, body, token)).post;

afterAll(async () => {
  await stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

describe('a scheduled Instagram post while Instagram is turned off', () => {
  it('stays scheduled without reaching Meta, and is published once Instagram is back on', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const on = await boot(dataDir, port, true);
    const owner = await demoOwner(on);
    const image = await uploadMedia(on, owner.token, 'square.jpg', jpegOf(1080, 1080));
    const due = new Date(clock.now().getTime() + 2 * 3_600_000).toISOString();
    const scheduled = { schedule_type: 'scheduled', schedule_time: due } as const;
    const instagramPost = await save(on, owner.token, {
      ...scheduled,
      network: 'instagram',
      type: 'image',
      caption: 'عرض الجمعة',
      accounts: [owner.accountId],
      files: [image],
    });
    const facebookPost = await save(on, owner.token, {
      ...scheduled,
      network: 'facebook',
      type: 'message',
      message: 'Friday offer',
      pages: [owner.pageId],
      files: [],
    });
    await stop();

    const off = await boot(dataDir, port, false);
    clock.advance(3 * 3_600_000);
    const since = await off.simulator.lastCallSeq();
    const engine = off.runtime.services.publishingEngine;
    await engine.sweep();
    // The job armed while Instagram was on comes due as well.
    const [waiting] = await targetRows(off, instagramPost.id);
    await engine.publishTarget(waiting!.id, waiting!.revision);
    expect((await settled(off, facebookPost.id))[0]!.status).toBe('published');
    await engine.idle();
    const [untouched] = await targetRows(off, instagramPost.id);
    expect(untouched).toMatchObject({ status: 'scheduled', leaseUntil: null, attempts: 0, errorMessage: null });
    const instagramCalls = (await metaCalls(off, since)).filter((call) => call.route.includes(owner.metaId));
    expect(instagramCalls).toEqual([]);
    await stop();

    const back = await boot(dataDir, port, true);
    // Processing delays follow the test's manual clock: the container is ready at once.
    await back.simulator.setLimits({ image_container_ready_ms: 0 } as never);
    clock.advance(60_000);
    await back.runtime.services.publishingEngine.sweep();
    const [published] = await settled(back, instagramPost.id, 30_000);
    expect(published).toMatchObject({ status: 'published', attempts: 1 });
  }, 90_000);
});

describe('a running Instagram comment campaign while Instagram is turned off', () => {
  it('is not read back for missed comments, nor answered', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const on = await boot(dataDir, port, true);
    const owner = await demoOwner(on);
    // The product's clock ahead of the database's, which dates the campaign: later comments read as made after it.
    clock.advance(10 * 60_000);
    await on.simulator.advanceClock(0);
    const media = (await on.simulator.createPost({ ig_user_id: owner.metaId, message: 'فستان جديد' })).id;
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'while off', comments: ['late'], keywords: [] }))
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    const saved = await fetch(`${on.baseUrl}/api/instagram/reply/add/${media}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, locale: 'en', 'insta-id': String(owner.accountId) },
      body: form,
    });
    expect(saved.status).toBe(200);
    await stop();

    const off = await boot(dataDir, port, false);
    await off.simulator.createComment({ post_id: media, from: { name: 'Amal' }, message: 'بكم' });
    clock.advance(2 * 60_000);
    await off.simulator.advanceClock(0);
    const since = await off.simulator.lastCallSeq();
    const outcome = await off.runtime.services.replyEngine.backfillPage(owner.accountPageId);
    await off.runtime.services.replyEngine.idle();
    expect(outcome).toEqual({ read: 0, answered: 0 });
    const instagramCalls = (await metaCalls(off, since)).filter((call) => call.route.includes(media));
    expect(instagramCalls).toEqual([]);
  }, 90_000);
});
