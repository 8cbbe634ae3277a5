import { publishingEndpoints as endpoints, type PostInput } from '@app/contract';
import { eq } from 'drizzle-orm';
import { postTargets } from '../src/platform/db/schema.ts';
import type { TestServer } from './test-server.ts';

/** A logged-in demo owner with the seeded pages and Instagram account. */
export async function demoOwner(server: TestServer) {
  const session = await server.login('demo', 'Demo@2026');
  return {
    token: session.access_token,
    pageIds: session.pages.map((page) => page.id),
    metaPageIds: session.pages.map((page) => page.page_id),
    accountId: session.insta_accounts[0]?.id ?? 0,
    metaAccountId: session.insta_accounts[0]?.account_id ?? '',
  };
}

export const secondsAhead = (server: TestServer, seconds: number) =>
  new Date(server.clock.now().getTime() + seconds * 1000).toISOString();

export async function savePost(server: TestServer, token: string, body: PostInput) {
  const response = await server.call(endpoints.savePost, { body, token, headers: { locale: 'en' } });
  if (response.status !== 200) throw new Error(`save refused: ${JSON.stringify(response.body)}`);
  return response.body.post;
}

export async function targetRows(server: TestServer, postId: number) {
  const { db } = server.runtime.database;
  return db.select().from(postTargets).where(eq(postTargets.postId, postId)).orderBy(postTargets.id);
}

/** Waits until every target of the post reached a final status (or the time runs out). */
export async function settled(server: TestServer, postId: number, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    await Promise.race([
      server.runtime.services.publishingEngine.idle(),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]);
    const rows = await targetRows(server, postId);
    const done = rows.every((row) => ['published', 'failed', 'cancelled'].includes(row.status));
    const commentsDone = rows.every((row) => row.firstCommentStatus !== 'pending');
    if (done && commentsDone) return rows;
    if (Date.now() - started > timeoutMs) throw new Error(`not settled: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Meta's calls since `since`, by method and path without the version. */
export async function metaCalls(server: TestServer, since = 0) {
  const calls = await server.simulator.calls(since);
  return calls.map((call) => ({ ...call, route: `${call.method} ${call.path.replace(/^.*\/v\d+\.\d+/, '')}` }));
}

/** Uploads a file through the API, as the poster form does. */
export async function uploadMedia(server: TestServer, token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.baseUrl}/api/posts/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, locale: 'en' },
    body: form,
  });
  const body = (await response.json()) as { media?: { id: number } };
  if (!body.media) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.media.id;
}

/** A minimal MP4 (an ftyp box then filler): the server keeps it as a video. */
export const mp4Sample = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(200, 1)]);

/** Waits for the first Graph call matching `route` since `since`, and answers it. */
export async function nextCall(
  server: TestServer,
  since: number,
  match: (route: string) => boolean,
  timeoutMs = 10_000,
) {
  const started = Date.now();
  for (;;) {
    const found = (await metaCalls(server, since)).find((call) => match(call.route) && call.status === 200);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error('the expected Graph call did not come');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
