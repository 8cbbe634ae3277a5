import { instagramRepliesEndpoints, repliesEndpoints, type PostComments } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, demoOwnerSession } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let account: { id: number; account_id: string; page_id: number | null };
let person = 8_300;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  ({ token, pageId, metaPageId, account } = await demoOwnerSession(server));
});
afterAll(async () => {
  await server?.stop();
});

const pageHeaders = (locale = 'en') => ({ 'page-id': String(pageId), locale });
const accountHeaders = (locale = 'en') => ({ 'insta-id': String(account.id), locale });

const hiddenOnMeta = async (commentId: string) => (await server.simulator.state()).comments[commentId]?.hidden;

const listFacebook = (postId: string, query: Record<string, string> = {}, headers = pageHeaders(), as = token) =>
  server.request<PostComments>(
    'GET',
    `/api/facebook/reply/posts/${postId}/comments?${new URLSearchParams(query).toString()}`,
    { token: as, headers },
  );

const setHidden = (
  network: 'facebook' | 'instagram',
  commentId: string,
  body: { hidden: boolean; post_id?: string },
  headers: Record<string, string>,
  as = token,
) => server.request('POST', `/api/${network}/reply/comments/${commentId}/visibility`, { token: as, headers, body });

describe("a Facebook post's comments on the posts screen", () => {
  it('lists the newest comments with Meta’s cursor, hides one by its post, and shows it hidden', async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'فستان صيفي' })).id;
    const first = await server.simulator.createComment({
      post_id: post,
      from: { id: nextPerson(), name: 'سارة' },
      message: 'كم السعر؟',
    });
    const second = await server.simulator.createComment({
      post_id: post,
      from: { id: nextPerson(), name: 'Omar' },
      message: 'Available in blue?',
    });

    const listed = await server.call(repliesEndpoints.postComments, {
      params: { postId: post },
      query: {},
      token,
      headers: pageHeaders(),
    });
    expect(listed.status).toBe(200);
    expect(listed.body.comments.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(listed.body.comments[1]).toMatchObject({ author: 'سارة', text: 'كم السعر؟', hidden: false, own: false });
    expect(listed.body.comments[1]!.created_time).toBeTruthy();
    expect(listed.body.next).toBeNull();

    const firstPage = await listFacebook(post, { limit: '1' });
    expect(firstPage.body.comments.map((item) => item.id)).toEqual([second.id]);
    expect(firstPage.body.next).toBeTruthy();
    const secondPage = await listFacebook(post, { limit: '1', after: firstPage.body.next! });
    expect(secondPage.body.comments.map((item) => item.id)).toEqual([first.id]);

    // Not in any trail: the posts screen names the post, which must be the page's and the comment's.
    expect((await setHidden('facebook', first.id, { hidden: true }, pageHeaders())).status).toBe(404);
    const hidden = await setHidden('facebook', first.id, { hidden: true, post_id: post }, pageHeaders());
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ comment_id: first.id, hidden: true });
    expect(await hiddenOnMeta(first.id)).toBe(true);
    const after = await listFacebook(post);
    expect(after.body.comments.find((item) => item.id === first.id)!.hidden).toBe(true);

    const shown = await setHidden('facebook', first.id, { hidden: false, post_id: post }, pageHeaders());
    expect(shown.status).toBe(200);
    expect(await hiddenOnMeta(first.id)).toBe(false);

    // Another page's post cannot carry this page's comment, nor the other way round.
    const otherPost = (await server.simulator.createPost({ page_id: metaPageId, message: 'آخر' })).id;
    const wrongPost = await setHidden('facebook', first.id, { hidden: true, post_id: otherPost }, pageHeaders());
    expect(wrongPost.status).toBe(404);
    expect(await hiddenOnMeta(first.id)).toBe(false);

    // The author deleted the comment: the app's localized "no longer exists".
    await server.simulator.deleteComment(second.id);
    const gone = await setHidden('facebook', second.id, { hidden: true, post_id: post }, pageHeaders('ar'));
    expect(gone.status).toBe(404);
    expect((gone.body as { message: string }).message).toBe('هذا التعليق لم يعد موجودًا لدى Meta: ربما حذفه صاحبه.');
  });

  it("refuses another owner: their page does not have this post, and this owner's header cannot name theirs", async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'مخصص' })).id;
    const target = await server.simulator.createComment({
      post_id: post,
      from: { id: nextPerson(), name: 'ليلى' },
      message: 'سؤال',
    });
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const theirHeaders = { 'page-id': String(other.page.id), locale: 'en' };

    expect((await listFacebook(post, {}, theirHeaders, otherToken)).status).toBe(404);
    const theirs = await setHidden('facebook', target.id, { hidden: true, post_id: post }, theirHeaders, otherToken);
    expect(theirs.status).toBe(404);
    expect((await listFacebook(post, {}, theirHeaders)).status).toBe(403);
    expect(await hiddenOnMeta(target.id)).toBe(false);

    // Ids past Meta's shape never reach SQL or Meta.
    const tooLarge = (await listFacebook(`${'9'.repeat(30)}_1`)).status;
    expect(tooLarge >= 400 && tooLarge < 500).toBe(true);
    expect((await listFacebook('abc')).status).toBe(422);
    const badPost = await setHidden('facebook', target.id, { hidden: true, post_id: '9'.repeat(40) }, pageHeaders());
    expect(badPost.status).toBe(422);
    expect((await listFacebook(post, { limit: '500' })).status).toBe(422);
  });
});

describe("an Instagram post's comments on the posts screen", () => {
  it('lists the comments, hides one by its media and shows it hidden; another owner is refused', async () => {
    const media = (await server.simulator.createPost({ ig_user_id: account.account_id, message: 'تشكيلة' })).id;
    const target = await server.simulator.createComment({
      post_id: media,
      from: { id: nextPerson(), name: 'nour', username: 'nour.style' },
      message: 'جميل 😍',
    });

    const listed = await server.call(instagramRepliesEndpoints.postComments, {
      params: { mediaId: media },
      query: {},
      token,
      headers: accountHeaders(),
    });
    expect(listed.status).toBe(200);
    expect(listed.body.comments).toEqual([
      expect.objectContaining({ id: target.id, author: 'nour.style', text: 'جميل 😍', hidden: false, own: false }),
    ]);

    const hidden = await setHidden('instagram', target.id, { hidden: true, post_id: media }, accountHeaders());
    expect(hidden.status).toBe(200);
    expect(await hiddenOnMeta(target.id)).toBe(true);
    const after = await server.call(instagramRepliesEndpoints.postComments, {
      params: { mediaId: media },
      query: {},
      token,
      headers: accountHeaders(),
    });
    expect(after.body.comments[0]!.hidden).toBe(true);
    expect((await setHidden('instagram', target.id, { hidden: false, post_id: media }, accountHeaders())).status).toBe(
      200,
    );
    expect(await hiddenOnMeta(target.id)).toBe(false);

    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const mine = await server.request('GET', `/api/instagram/reply/posts/${media}/comments`, {
      token,
      headers: { 'insta-id': String(other.account.id), locale: 'en' },
    });
    expect(mine.status).toBe(403);
    const theirs = await server.request('GET', `/api/instagram/reply/posts/${media}/comments`, {
      token: otherToken,
      headers: { 'insta-id': String(other.account.id), locale: 'en' },
    });
    expect([403, 404, 422]).toContain(theirs.status);
    const tooLarge = await server.request('GET', `/api/instagram/reply/posts/${'9'.repeat(30)}/comments`, {
      token,
      headers: accountHeaders(),
    });
    expect(tooLarge.status).toBe(422);
  });
});
