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
    await server.runtime.services.publishingEngine.idle();
    const rows = await targetRows(server, postId);
    const done = rows.every((row) => ['published', 'failed', 'cancelled'].includes(row.status));
    const commentsDone = rows.every((row) => row.firstCommentStatus !== 'pending');
    if ((done && commentsDone) || Date.now() - started > timeoutMs) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Meta's calls since `since`, by method and path without the version. */
export async function metaCalls(server: TestServer, since = 0) {
  const calls = await server.simulator.calls(since);
  return calls.map((call) => ({ ...call, route: `${call.method} ${call.path.replace(/^.*\/v\d+\.\d+/, '')}` }));
}
