import { publishingEndpoints as endpoints, type PostInput } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/platform/db/schema.ts';
import { jpegOf, pngOf, uploadMedia } from './publishing-samples.ts';
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

const inMinutes = (minutes: number) => new Date(server.clock.now().getTime() + minutes * 60_000).toISOString();
const preflight = async (body: PostInput) =>
  (await server.call(endpoints.preflight, { body, token, headers })).body.problems;
const upload = async (name: string, content: Buffer) => (await uploadMedia(server, token, name, content)).body.media.id;

describe('pre-flight through the API', () => {
  it('answers the problems of a post without saving it, per rule', async () => {
    const png = await upload('wide.png', pngOf(2000, 1000));
    const problems = await preflight({
      network: 'instagram',
      caption: 'hello',
      accounts: [session.insta_accounts[0]!.id],
      type: 'image',
      files: [png],
      schedule_type: 'now',
    } as PostInput);
    expect(problems.map((problem) => problem.code).sort()).toEqual(['aspect-ratio', 'image-format']);
    const list = await server.call(endpoints.listPosts, { query: { page: 1, limit: 50 }, token, headers });
    expect(list.body.total).toBe(0);
  });

  it('refuses the save with 422 and the problems by field, and saves with warnings', async () => {
    const refused = await server.callInvalid(endpoints.savePost, {
      body: {
        network: 'facebook',
        message: 'x'.repeat(200),
        fb_preset_id: '106018623298955',
        pages: [session.pages[0]!.id],
      },
      token,
      headers,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.fb_preset_id?.[0]).toMatch(/not applicable when the text is over 130/);
    const square = await upload('square.jpg', jpegOf(1080, 1080));
    const saved = await server.call(endpoints.savePost, {
      body: {
        network: 'instagram',
        caption: 'story',
        accounts: [session.insta_accounts[0]!.id],
        type: 'story',
        files: [square],
        schedule_type: 'scheduled',
        schedule_time: inMinutes(60),
      } as PostInput,
      token,
      headers,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.post.warnings.map((problem) => problem.code)).toEqual(['story-aspect-ratio']);
    const again = await server.call(endpoints.getPost, { params: { id: saved.body.post.id }, token, headers });
    expect(again.body.post.warnings).toMatchObject([
      { code: 'story-aspect-ratio', target_id: null, params: { name: 'square.jpg', ratio: 1 } },
    ]);
  });

  it('holds an Instagram caption to the configured hashtags (5 by default), in pre-flight and save, worded', async () => {
    expect(session.instagram_hashtags_per_caption).toBe(5);
    const square = await upload('tags.jpg', jpegOf(1080, 1080));
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `#عرض${index}`).join(' ');
    const post = (caption: string) =>
      ({
        network: 'instagram',
        caption,
        accounts: [session.insta_accounts[0]!.id],
        type: 'image',
        files: [square],
        schedule_type: 'scheduled',
        schedule_time: inMinutes(600),
      }) as PostInput;
    expect(await preflight(post(`new in ${tags(5)}`))).toEqual([]);
    expect(await preflight(post(tags(6)))).toMatchObject([
      { code: 'too-many-hashtags', severity: 'error', params: { max: 5, count: 6 } },
    ]);
    const refused = await server.callInvalid(endpoints.savePost, { body: post(tags(6)), token, headers });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.caption?.[0]).toBe('Instagram allows at most 5 hashtags in a caption.');
    const arabic = await server.callInvalid(endpoints.savePost, {
      body: post(tags(6)),
      token,
      headers: { locale: 'ar' },
    });
    expect(arabic.body.errors.caption?.[0]).toContain('5');
  });

  it("counts Meta's quota and our own scheduled posts for the Instagram account", async () => {
    await server.simulator.setLimits({ publishing_quota_per_day: 2 });
    const account = session.insta_accounts[0]!;
    const square = await upload('square.jpg', jpegOf(1080, 1080));
    const post = (minutes: number) =>
      ({
        network: 'instagram',
        caption: 'offer',
        accounts: [account.id],
        type: 'image',
        files: [square],
        schedule_type: 'scheduled',
        schedule_time: inMinutes(minutes),
      }) as PostInput;
    // The story saved above already counts for this account's day (its page's token still works here).
    const saved = await server.call(endpoints.savePost, { body: post(90), token, headers });
    expect(saved.status).toBe(200);
    expect(await preflight(post(120))).toMatchObject([
      { code: 'instagram-quota-reached', params: { used: 2, limit: 2 }, target_id: account.id },
    ]);
    expect(await preflight(post(3 * 24 * 60))).toEqual([]);
  });

  it('names the page whose token is missing, marked invalid, refused by Meta or lacks the permission', async () => {
    const db = server.runtime.database.db;
    const [first, second, third] = session.pages;
    const body = (pageId: number) => ({ network: 'facebook', message: 'hello', pages: [pageId] }) as PostInput;
    expect(await preflight(body(first!.id))).toEqual([]);

    await server.simulator.invalidateTokens({ page_id: first!.page_id, subcode: 460 });
    expect(await preflight(body(first!.id))).toMatchObject([
      { code: 'page-token-invalid', target_id: first!.id, target_name: first!.name },
    ]);

    const [row] = await db.select().from(pages).where(eq(pages.id, second!.id));
    await db.update(pages).set({ accessTokenEncrypted: null }).where(eq(pages.id, second!.id));
    expect((await preflight(body(second!.id)))[0]!.code).toBe('page-token-missing');
    await db.update(pages).set({ accessTokenEncrypted: row!.accessTokenEncrypted }).where(eq(pages.id, second!.id));

    const target = third ?? second!;
    await db
      .update(pages)
      .set({ missingPermissions: ['pages_manage_posts'] })
      .where(eq(pages.id, target.id));
    expect(await preflight(body(target.id))).toMatchObject([
      { code: 'permission-missing', params: { permission: 'pages_manage_posts' } },
    ]);
    const refused = await server.callInvalid(endpoints.savePost, { body: body(target.id), token, headers });
    expect(refused.body.errors.pages?.[0]).toContain(target.name);
    await db.update(pages).set({ missingPermissions: [] }).where(eq(pages.id, target.id));
  });
});
