import { publishingEndpoints as endpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let session: Awaited<ReturnType<TestServer['login']>>;
const headers = { locale: 'en' };

beforeAll(async () => {
  server = await startTestServer();
  session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
});
afterAll(async () => {
  await server?.stop();
});

/** A post scheduled natively on Meta (as Business Suite does): the page's own Graph call to the simulator. */
async function scheduleOnMeta(page: { id: number; page_id: string }, message: string) {
  const [row] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, page.id));
  const pageToken = server.runtime.services.cipher.decrypt(row!.accessTokenEncrypted!);
  const at = Math.floor(new Date(await server.simulator.now()).getTime() / 1000) + 3600;
  const response = await fetch(`${server.baseUrl}/_meta/v21.0/${page.page_id}/feed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${pageToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message, published: false, scheduled_publish_time: at }),
  });
  expect(response.status).toBe(200);
  return { id: ((await response.json()) as { id: string }).id, at };
}

const nativeList = async (pageId: number) =>
  (await server.call(endpoints.nativeScheduledPosts, { params: { pageId }, token, headers })).body.posts;

describe("Meta's native scheduled posts of a page", () => {
  it('lists them with their time in UTC, publishes one now and deletes another', async () => {
    const page = session.pages[0]!;
    const first = await scheduleOnMeta(page, 'مجدول على Meta');
    const second = await scheduleOnMeta(page, 'سيُحذف');
    const listed = await nativeList(page.id);
    expect(listed.find((post) => post.id === first.id)).toMatchObject({
      message: 'مجدول على Meta',
      scheduled_publish_time: new Date(first.at * 1000).toISOString(),
    });
    const now = await server.call(endpoints.publishNativeNow, {
      params: { pageId: page.id, postId: first.id },
      body: {},
      token,
      headers,
    });
    expect(now.status).toBe(204);
    const removed = await server.call(endpoints.deleteNative, {
      params: { pageId: page.id, postId: second.id },
      token,
      headers,
    });
    expect(removed.status).toBe(204);
    const after = (await nativeList(page.id)).map((post) => post.id);
    expect(after).not.toContain(first.id);
    expect(after).not.toContain(second.id);
  });

  it("refuses another page's post id, another owner's page and answers a lost token without a 500", async () => {
    const page = session.pages[0]!;
    const foreign = await server.callRefused(endpoints.deleteNative, {
      params: { pageId: page.id, postId: '1_2' },
      token,
      headers,
    });
    expect(foreign.status).toBe(404);
    const other = await createOwner(server.runtime.database.db);
    const theirs = await server.callRefused(endpoints.nativeScheduledPosts, {
      params: { pageId: other.page.id },
      token,
      headers,
    });
    expect(theirs.status).toBe(403);
    const last = session.pages.at(-1)!;
    await server.simulator.invalidateTokens({ page_id: last.page_id, subcode: 460 });
    const lost = await server.callRefused(endpoints.nativeScheduledPosts, {
      params: { pageId: last.id },
      token,
      headers,
    });
    expect(lost.status).toBe(422);
    expect(lost.body.message).toContain(last.name);
    const [row] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, last.id));
    expect(row!.tokenInvalidAt).not.toBeNull();
  });
});

describe('Instagram stories and hashtags', () => {
  it("lists the account's stories of the last 24 hours", async () => {
    const account = session.insta_accounts[0]!;
    await server.simulator.createPost({
      ig_user_id: account.account_id,
      message: 'story',
      story: true,
      media_url: 'https://cdn.example/story.jpg',
    });
    const response = await server.call(endpoints.instagramStories, { params: { id: account.id }, token, headers });
    expect(response.status).toBe(200);
    expect(response.body.stories.length).toBeGreaterThan(0);
    expect(response.body.stories[0]!.id).toMatch(/^\d+$/);
  });

  it("enforces the 30 unique hashtags per 7 days before asking Meta, and maps Meta's own refusal the same way", async () => {
    const account = session.insta_accounts[0]!;
    const igHeaders = { ...headers, 'insta-id': String(account.id) };
    const search = (q: string) =>
      server.request<{ code?: string; message?: string; usage?: { used: number } }>(
        'GET',
        `/api/instagram/hashtags/search?q=${encodeURIComponent(q)}&kind=recent`,
        { token, headers: igHeaders },
      );
    // Meta counts a search we did not see (another tool): its refusal is answered like ours.
    await server.simulator.setLimits({ hashtags_per_week: 1 });
    expect((await search('#first')).status).toBe(200);
    const metaRefused = await search('second');
    expect(metaRefused.status).toBe(429);
    expect(metaRefused.body.message).toMatch(/30 different hashtags/);
    await server.simulator.setLimits({ hashtags_per_week: 30 });

    for (let index = 1; index < 30; index++) expect((await search(`tag${index}`)).status).toBe(200);
    const usage = await server.call(endpoints.hashtagUsage, { token, headers: igHeaders });
    expect(usage.body.used).toBe(30);
    expect(usage.body.hashtags[0]).toMatchObject({ name: 'first' });

    const before = await server.simulator.lastCallSeq();
    const refused = await search('one_too_many');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too-many-attempts');
    expect(refused.body.message).toMatch(/frees up at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const calls = await server.simulator.calls(before);
    expect(calls.filter((call) => call.path.includes('ig_hashtag_search'))).toEqual([]);

    const repeated = await search('#TAG5');
    expect(repeated.status).toBe(200);
    expect(repeated.body.usage!.used).toBe(30);
  });

  it('asks for an Instagram account first', async () => {
    const response = await server.callRefused(endpoints.hashtagUsage, { token, headers });
    expect(response.status).toBe(422);
  });
});
