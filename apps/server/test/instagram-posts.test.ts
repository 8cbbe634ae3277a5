import { accountsEndpoints, instagramRepliesEndpoints as endpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramAccountFeatures } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let account: { id: number; account_id: string };
let igHeaders: Record<string, string>;
let mediaId: string;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  account = session.insta_accounts[0]!;
  igHeaders = { locale: 'en', 'insta-id': String(account.id) };
  mediaId = (
    await server.simulator.createPost({
      ig_user_id: account.account_id,
      message: 'تخفيضات الجمعة #sale',
      media_url: 'https://cdn.example/friday.jpg',
    })
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

const commentEnabledOnMeta = async (id: string) => (await server.simulator.state()).igMedia[id]?.commentEnabled;
const toggle = (id: string, enabled: boolean, headers = igHeaders) =>
  server.call(endpoints.processComment, {
    params: { mediaId: id },
    body: { comment_enabled: enabled },
    token,
    headers,
  });

describe('Instagram posts and their comments switch', () => {
  it("lists the account's posts, newest first, with whether comments are on, page by page", async () => {
    const first = await server.call(endpoints.posts, { query: { limit: 1 }, token, headers: igHeaders });
    expect(first.status).toBe(200);
    expect(first.body.posts).toHaveLength(1);
    expect(first.body.posts[0]).toMatchObject({
      id: mediaId,
      caption: 'تخفيضات الجمعة #sale',
      media_type: 'IMAGE',
      comment_enabled: true,
    });
    // The simulator's permalink opens its own view of the media (demo mode has no post on Instagram).
    expect(first.body.posts[0]!.permalink).toMatch(/\/_meta\/view\/\w+$/);
    expect(first.body.posts[0]!.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (first.body.next) {
      const second = await server.call(endpoints.posts, {
        query: { limit: 1, after: first.body.next },
        token,
        headers: igHeaders,
      });
      expect(second.status).toBe(200);
      expect(second.body.posts.map((post) => post.id)).not.toContain(mediaId);
    }
  });

  it('turns comments off then on, on Meta, and the list shows it', async () => {
    const off = await toggle(mediaId, false);
    expect(off.status).toBe(200);
    expect(off.body.post).toEqual({ id: mediaId, comment_enabled: false });
    expect(await commentEnabledOnMeta(mediaId)).toBe(false);
    const listed = await server.call(endpoints.posts, { query: {}, token, headers: igHeaders });
    expect(listed.body.posts.find((post) => post.id === mediaId)?.comment_enabled).toBe(false);

    const on = await toggle(mediaId, true);
    expect(on.body.post.comment_enabled).toBe(true);
    expect(await commentEnabledOnMeta(mediaId)).toBe(true);
  });

  it("refuses another owner's account, and another account's post is not found", async () => {
    const other = await createOwner(server.runtime.database.db);
    const refused = await server.callRefused(endpoints.processComment, {
      params: { mediaId },
      body: { comment_enabled: false },
      token,
      headers: { locale: 'en', 'insta-id': String(other.account.id) },
    });
    expect(refused.status).toBe(403);

    const user = await server.simulator.createUser({ name: 'Other Seller' });
    const otherPage = await server.simulator.createPage({
      owner_user_id: user.id,
      name: 'Other Shop',
      with_instagram: true,
    });
    const { id: otherMedia } = await server.simulator.createPost({
      ig_user_id: otherPage.instagram_business_account!.id,
      message: 'not ours',
    });
    const notOurs = await server.callRefused(endpoints.processComment, {
      params: { mediaId: otherMedia },
      body: { comment_enabled: false },
      token,
      headers: igHeaders,
    });
    expect(notOurs.status).toBe(404);
    expect(notOurs.body.message).toBe('This post was not found on the Instagram account.');
    expect(await commentEnabledOnMeta(otherMedia)).toBe(true);

    const unknown = await server.callRefused(endpoints.processComment, {
      params: { mediaId: '17999999999999999' },
      body: { comment_enabled: false },
      token,
      headers: { ...igHeaders, locale: 'ar' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('لم يتم العثور على هذا المنشور في حساب إنستغرام.');
    expect(await commentEnabledOnMeta(mediaId)).toBe(true);
  });

  it('asks for an Instagram account, and for a reply feature', async () => {
    const noAccount = await server.callRefused(endpoints.posts, { query: {}, token, headers: { locale: 'en' } });
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.message).toBe('Choose an Instagram account first.');

    const db = server.runtime.database.db;
    const features = await db
      .select()
      .from(instagramAccountFeatures)
      .where(eq(instagramAccountFeatures.accountId, account.id));
    await db.delete(instagramAccountFeatures).where(eq(instagramAccountFeatures.accountId, account.id));
    try {
      const noFeature = await server.callRefused(endpoints.processComment, {
        params: { mediaId },
        body: { comment_enabled: false },
        token,
        headers: igHeaders,
      });
      expect(noFeature.status).toBe(403);
    } finally {
      await db.insert(instagramAccountFeatures).values(features);
    }
    expect(await commentEnabledOnMeta(mediaId)).toBe(true);
  });

  it("answers Meta's refusal with its message and leaves the post as it was", async () => {
    await server.simulator.setFaults({
      error: { code: 100, http_status: 400, message: '(#100) Comments cannot be changed on this media' },
      paths: [`/${mediaId}`],
      methods: ['POST'],
    });
    try {
      const refused = await server.callRefused(endpoints.processComment, {
        params: { mediaId },
        body: { comment_enabled: false },
        token,
        headers: igHeaders,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('(#100) Comments cannot be changed on this media');
    } finally {
      await server.simulator.setFaults({});
    }
    expect(await commentEnabledOnMeta(mediaId)).toBe(true);
  });

  // Last: the demo page's token stays invalid afterwards.
  it('marks the linked page when Meta no longer accepts its token, and asks to reconnect it', async () => {
    const session = await server.login('demo', 'Demo@2026');
    const page = session.pages.find((item) => item.id === session.insta_accounts[0]!.page_id) ?? session.pages[0]!;
    await server.simulator.invalidateTokens({ page_id: page.page_id, subcode: 463 });
    const refused = await server.callRefused(endpoints.processComment, {
      params: { mediaId },
      body: { comment_enabled: false },
      token,
      headers: { ...igHeaders, locale: 'ar' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('أعد الربط من صفحاتي وحساباتي');
    const accounts = await server.call(accountsEndpoints.linked, { token });
    expect(accounts.body.pages.find((item) => item.id === page.id)?.needs_reconnect).toBe(true);
    expect(await commentEnabledOnMeta(mediaId)).toBe(true);
  });
});
