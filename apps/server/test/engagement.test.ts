import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pageFeatures } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import type { PublicReplyCall } from './graph-calls.ts';
import { engagementEndpoints } from '@app/contract';
import { repliesHandled, startTestServer, type CallInput, type TestServer } from './test-server.ts';

/** Page commenter and likes (spec section 4), against the simulator over HTTP. */
let server: TestServer;
const callsSince = (seq: number) => server.simulator.calls(seq);
const lastSeq = () => server.simulator.lastCallSeq();
let token: string;
let pageId: number;
let metaPageId: string;
let secondPageId: number;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  secondPageId = session.pages[1]!.id;
});
afterAll(async () => {
  await server?.stop();
});

const headers = (page = pageId, locale = 'en') => ({ 'page-id': String(page), locale });
type ChangeBody = CallInput<typeof engagementEndpoints.change>['body'];
const changeInput = (body: ChangeBody, page: number, locale: string) => ({
  token,
  headers: headers(page, locale),
  body,
});
const change = (body: ChangeBody, page = pageId, locale = 'en') =>
  server.call(engagementEndpoints.change, changeInput(body, page, locale));
const changeRefused = (body: ChangeBody, page = pageId, locale = 'en') =>
  server.callRefused(engagementEndpoints.change, changeInput(body, page, locale));
const changeInvalid = (body: ChangeBody, page = pageId, locale = 'en') =>
  server.callInvalid(engagementEndpoints.change, changeInput(body, page, locale));
const state = (page = pageId) =>
  server.call(engagementEndpoints.pageState, { params: { pageId: page }, token, headers: { locale: 'en' } });
const postDetail = (post: string) =>
  server.call(engagementEndpoints.commenterPost, { params: { postId: post }, token, headers: headers() });

/** A post one minute newer than the previous one (the simulator shares the test server's clock). */
async function newPost(message = 'منشور جديد') {
  server.clock.advance(60_000);
  return (await server.simulator.createPost({ page_id: metaPageId, message })).id;
}

async function comment(postId: string, message: string, from: { id?: string; name: string }, parentId?: string) {
  const created = await server.simulator.createComment({
    post_id: postId,
    from,
    message,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  await repliesHandled(server);
  return created.id;
}

describe('page commenter and likes', () => {
  it('shows both features as available and not yet turned on', async () => {
    const response = await state();
    expect(response.status).toBe(200);
    expect(response.body.commenter).toMatchObject({ available: true, confirmed_at: null, posts: [] });
    expect(response.body.likes).toMatchObject({ available: true, confirmed_at: null, liked_this_month: 0 });
  });

  it('refuses another owner’s page in the path and in the header', async () => {
    const stranger = await createOwner(server.runtime.database.db);
    const session = await server.login(stranger.user.username, stranger.password);
    const asStranger = (method: string, url: string, extra: Record<string, string> = {}, body?: unknown) =>
      server.request(method, url, { token: session.access_token, headers: { locale: 'en', ...extra }, body });
    expect((await asStranger('GET', `/api/pages/page-commenter/${pageId}`)).status).toBe(403);
    expect((await asStranger('GET', `/api/pages/posts/${pageId}`)).status).toBe(403);
    // Its own page in the header does not open somebody else's page in the path.
    expect(
      (await asStranger('GET', `/api/pages/posts/${pageId}`, { 'page-id': String(stranger.page.id) })).status,
    ).toBe(403);
    expect(
      (
        await asStranger(
          'POST',
          '/api/facebook/reply/comment',
          { 'page-id': String(pageId) },
          { action: 'confirm', feature: 'likes' },
        )
      ).status,
    ).toBe(403);
    expect((await state()).body.likes.confirmed_at).toBeNull();
  });

  it('does not like anything before the owner turns likes on', async () => {
    const post = await newPost();
    const since = await lastSeq();
    await comment(post, 'جميل', { name: 'سارة' });
    expect((await callsSince(since)).filter((call) => call.path.endsWith('/likes'))).toHaveLength(0);
  });

  it('turns likes on for good and then likes every comment people leave, once', async () => {
    const confirmed = await change({ action: 'confirm', feature: 'likes' });
    expect(confirmed.status).toBe(200);
    const confirmedAt = confirmed.body.likes.confirmed_at;
    expect(confirmedAt).not.toBeNull();
    // Confirming again keeps the first date; there is no way to turn it off.
    server.clock.advance(1_000);
    expect((await change({ action: 'confirm', feature: 'likes' })).body.likes.confirmed_at).toBe(confirmedAt);
    expect(
      (
        await server.request('POST', '/api/facebook/reply/comment', {
          token,
          headers: headers(),
          body: { action: 'disable-likes' },
        })
      ).status,
    ).toBe(422);

    const post = await newPost();
    const since = await lastSeq();
    const first = await comment(post, 'رائع', { id: '61000001', name: 'ليلى' });
    const reply = await comment(post, 'وأنا كذلك', { id: '61000002', name: 'هند' }, first);
    const likes = (await callsSince(since)).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/likes') && call.status === 200,
    );
    expect(likes.map((call) => call.path).sort()).toEqual([`/v21.0/${first}/likes`, `/v21.0/${reply}/likes`].sort());

    // Meta delivering every webhook twice does not like twice.
    await server.simulator.setFaults({ duplicate_rate: 1 });
    const again = await lastSeq();
    const twice = await comment(post, 'مرة أخرى', { id: '61000003', name: 'نور' });
    await server.simulator.setFaults({ duplicate_rate: 0 });
    expect(
      (await callsSince(again)).filter((call) => call.method === 'POST' && call.path === `/v21.0/${twice}/likes`),
    ).toHaveLength(1);

    // The page's own comments are not liked.
    const own = await lastSeq();
    await comment(post, 'شكرًا لكم', { id: metaPageId, name: 'الصفحة' });
    expect((await callsSince(own)).filter((call) => call.path.endsWith('/likes'))).toHaveLength(0);
    expect((await state()).body.likes.liked_this_month).toBeGreaterThanOrEqual(2);
  });

  it('needs the commenter turned on before it can be enabled on a post, with a localized error', async () => {
    const post = await newPost();
    const refused = await changeInvalid({ action: 'enable', post, comments: ['شكرًا لتعليقك 🌷'] }, pageId, 'ar');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.action[0]).toBe('فعّل معلّق الصفحة لهذه الصفحة أولًا.');
    const confirmed = await change({ action: 'confirm', feature: 'comments' });
    expect(confirmed.body.commenter.confirmed_at).not.toBeNull();
    const empty = await changeInvalid({ action: 'enable', post, comments: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toContain('comments');
    const foreignPost = await changeInvalid({ action: 'enable', post: '999999_1', comments: ['x'] });
    expect(foreignPost.status).toBe(422);
    expect(foreignPost.body.errors.post[0]).toBe('This post was not found on the page.');
  });

  it('answers top-level comments on an enabled post that no campaign answered, once, and counts them', async () => {
    const post = await newPost('عرض خاص');
    const enabled = await change({
      action: 'enable',
      post,
      comments: ['شكرًا لتعليقك 🌷'],
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    expect(enabled.body.commenter.posts.find((entry) => entry.post === post)).toMatchObject({
      enabled: true,
      comments: ['شكرًا لتعليقك 🌷'],
    });

    const since = await lastSeq();
    const top = await comment(post, 'حلو', { id: '62000001', name: 'منى' });
    await comment(post, 'رد على تعليق', { id: '62000002', name: 'رنا' }, top);
    const answers = (await callsSince(since)).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/comments') && call.status === 200,
    ) as PublicReplyCall[];
    expect(answers.map((call) => call.path)).toEqual([`/v21.0/${top}/comments`]);
    expect(answers[0]!.body.message).toBe('شكرًا لتعليقك 🌷');

    const detail = await postDetail(post);
    expect(detail.status).toBe(200);
    expect(detail.body.post).toMatchObject({ enabled: true, sent: 1, failed: 0 });
    expect(detail.body.recent.find((entry) => entry.kind === 'commenter_reply')).toMatchObject({
      comment_id: top,
      status: 'sent',
    });
  });

  it('leaves a comment to the campaign that answers it in public', async () => {
    const post = await newPost();
    await change({ action: 'enable', post, comments: ['من الصفحة'] });
    const form = new FormData();
    form.append('name', 'price');
    form.append('post', post);
    form.append('keywords', JSON.stringify(['سعر']));
    form.append('comments', JSON.stringify(['السعر على الخاص']));
    const added = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers() },
      body: form,
    });
    expect(added.status).toBe(200);

    const since = await lastSeq();
    const asked = await comment(post, 'كم السعر؟', { id: '63000001', name: 'عبير' });
    const other = await comment(post, 'مبروك', { id: '63000002', name: 'دانة' });
    const answers = (await callsSince(since)).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/comments') && call.status === 200,
    ) as PublicReplyCall[];
    expect(answers.map((call) => [call.path, call.body.message])).toEqual([
      [`/v21.0/${asked}/comments`, 'السعر على الخاص'],
      [`/v21.0/${other}/comments`, 'من الصفحة'],
    ]);
  });

  it('stays on for the two latest posts only and refuses an older one', async () => {
    const older = await newPost('قديم');
    const a = await newPost('أ');
    const b = await newPost('ب');
    const c = await newPost('ج');
    for (const post of [a, b, c])
      expect((await change({ action: 'enable', post, comments: ['شكرًا'] })).status).toBe(200);
    const posts = (await state()).body.commenter.posts as { post: string; enabled: boolean }[];
    expect(posts.filter((entry) => entry.enabled).map((entry) => entry.post)).toEqual([c, b]);
    expect(posts.find((entry) => entry.post === a)?.enabled).toBe(false);

    const refused = await changeInvalid({ action: 'enable', post: older, comments: ['شكرًا'] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.post[0]).toContain('two latest posts');
    expect(((await state()).body.commenter.posts as { post: string }[]).some((entry) => entry.post === older)).toBe(
      false,
    );

    // Turned off on a post, it answers nothing there; the feature itself stays confirmed.
    expect((await change({ action: 'disable', post: c })).status).toBe(200);
    const since = await lastSeq();
    await comment(c, 'مرحبا', { id: '64000001', name: 'سلمى' });
    expect(
      (await callsSince(since)).filter((call) => call.method === 'POST' && call.path.endsWith('/comments')),
    ).toHaveLength(0);
    expect((await state()).body.commenter.confirmed_at).not.toBeNull();
  });

  it('answers 403 when the package lacks the feature', async () => {
    await server.runtime.database.db
      .delete(pageFeatures)
      .where(and(eq(pageFeatures.pageId, secondPageId), eq(pageFeatures.slug, 'likes')));
    const response = await changeRefused({ action: 'confirm', feature: 'likes' }, secondPageId);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This page does not have this feature in its plan.');
  });
});
