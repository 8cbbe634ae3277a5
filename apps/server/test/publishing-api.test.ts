import { publishingEndpoints as endpoints, type PostInput } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFeatures, postTargets } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { jpegOf, uploadMedia } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageIds: number[];
let accountId: number;
const headers = { locale: 'en' };

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageIds = session.pages.map((page) => page.id);
  accountId = session.insta_accounts[0]!.id;
});
afterAll(async () => {
  await server?.stop();
});

const inMinutes = (minutes: number) => new Date(server.clock.now().getTime() + minutes * 60_000).toISOString();
const facebookPost = (fields: Partial<Extract<PostInput, { network: 'facebook' }>> = {}) =>
  ({ network: 'facebook', message: 'عرض اليوم', pages: [pageIds[0]!], ...fields }) as PostInput;
const save = (body: PostInput) => server.call(endpoints.savePost, { body, token, headers });

async function targetRows(postId: number) {
  return server.runtime.database.db.select().from(postTargets).where(eq(postTargets.postId, postId));
}

describe('saving a post', () => {
  it('saves a post due now with one target per page, each with its idempotency key', async () => {
    const response = await save(facebookPost({ pages: [pageIds[0]!, pageIds[1]!] }));
    expect(response.status).toBe(200);
    const { post } = response.body;
    expect(post).toMatchObject({ network: 'facebook', type: 'message', schedule_type: 'now', message: 'عرض اليوم' });
    expect(post.targets.map((target) => target.target_id)).toEqual([pageIds[0], pageIds[1]]);
    const rows = await targetRows(post.id);
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual(
      [`post:${post.id}:page:${pageIds[0]}`, `post:${post.id}:page:${pageIds[1]}`].sort(),
    );
    expect(rows.every((row) => row.revision === 1)).toBe(true);
  });

  it('saves a scheduled post with its due instant in UTC and lists it among the scheduled ones', async () => {
    const at = inMinutes(90);
    const { body } = await save(facebookPost({ schedule_type: 'scheduled', schedule_time: at }));
    expect(body.post.scheduled_at).toBe(new Date(at).toISOString());
    expect(body.post.editable).toBe(true);
    const list = await server.call(endpoints.listPosts, {
      query: { network: 'facebook', status: 'scheduled', page: 1, limit: 50 },
      token,
      headers,
    });
    expect(list.body.posts.map((post) => post.id)).toContain(body.post.id);
    const dues = list.body.posts.map((post) => post.scheduled_at);
    expect(dues).toEqual([...dues].sort());
  });

  it('saves an Instagram post for an account', async () => {
    const image = await uploadMedia(server, token, 'square.jpg', jpegOf(1080, 1080));
    const { status, body } = await save({
      network: 'instagram',
      caption: 'caption',
      accounts: [accountId],
      type: 'image',
      files: [image.body.media.id],
      schedule_type: 'scheduled',
      schedule_time: inMinutes(60),
    } as PostInput);
    expect(status).toBe(200);
    const rows = await targetRows(body.post.id);
    expect(rows[0]!.idempotencyKey).toBe(`post:${body.post.id}:ig:${accountId}`);
  });

  it('refuses a schedule in the past, without one or more than a year ahead', async () => {
    for (const fields of [
      { schedule_type: 'scheduled' as const, schedule_time: inMinutes(-5) },
      { schedule_type: 'scheduled' as const },
      { schedule_type: 'scheduled' as const, schedule_time: inMinutes(366 * 24 * 60) },
    ]) {
      const response = await server.callInvalid(endpoints.savePost, { body: facebookPost(fields), token, headers });
      expect(response.status).toBe(422);
      expect(response.body.fields).toContain('schedule_time');
    }
  });

  it("refuses another owner's page, and a page without the poster feature", async () => {
    const db = server.runtime.database.db;
    const other = await createOwner(db);
    const refused = await server.callRefused(endpoints.savePost, {
      body: facebookPost({ pages: [pageIds[0]!, other.page.id] }),
      token,
      headers,
    });
    expect(refused.status).toBe(403);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    await db.delete(pageFeatures).where(eq(pageFeatures.pageId, other.page.id));
    const noFeature = await server.callRefused(endpoints.savePost, {
      body: facebookPost({ pages: [other.page.id] }),
      token: otherToken,
      headers,
    });
    expect(noFeature.status).toBe(403);
    expect(noFeature.body.message).toContain(other.page.name);
  });
});

describe('listing posts', () => {
  it('filters by page and time, counts the total, and shows scheduled posts soonest first', async () => {
    const later = await save(
      facebookPost({ pages: [pageIds[2] ?? pageIds[1]!], schedule_type: 'scheduled', schedule_time: inMinutes(300) }),
    );
    const sooner = await save(
      facebookPost({ pages: [pageIds[2] ?? pageIds[1]!], schedule_type: 'scheduled', schedule_time: inMinutes(200) }),
    );
    const list = await server.call(endpoints.listPosts, {
      query: {
        page_id: pageIds[2] ?? pageIds[1]!,
        from: inMinutes(150),
        to: inMinutes(400),
        status: 'upcoming',
        page: 1,
        limit: 1,
      },
      token,
      headers,
    });
    expect(list.body.total).toBe(2);
    expect(list.body.posts.map((post) => post.id)).toEqual([sooner.body.post.id]);
    const done = await server.call(endpoints.listPosts, {
      query: { status: 'done', page: 1, limit: 50 },
      token,
      headers,
    });
    expect(done.body.posts.map((post) => post.id)).not.toContain(later.body.post.id);
  });
});

describe('changing a post', () => {
  it('edits a waiting post: new revision, added and removed targets', async () => {
    const { body } = await save(facebookPost({ schedule_type: 'scheduled', schedule_time: inMinutes(30) }));
    const edited = await save(
      facebookPost({
        id: body.post.id,
        message: 'معدّل',
        pages: [pageIds[1]!],
        schedule_type: 'scheduled',
        schedule_time: inMinutes(40),
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.post.message).toBe('معدّل');
    expect(edited.body.post.targets.map((target) => target.target_id)).toEqual([pageIds[1]]);
    const rows = await targetRows(body.post.id);
    expect(rows.find((row) => row.pageId === pageIds[0])!.status).toBe('cancelled');
    expect(rows.find((row) => row.pageId === pageIds[1])!.revision).toBe(2);
  });

  it('refuses to edit, move or publish now a post once a target is published, and never deletes one in flight', async () => {
    const { body } = await save(facebookPost({ schedule_type: 'scheduled', schedule_time: inMinutes(30) }));
    const db = server.runtime.database.db;
    await db.update(postTargets).set({ status: 'published' }).where(eq(postTargets.postId, body.post.id));
    const edit = await server.callRefused(endpoints.savePost, {
      body: facebookPost({ id: body.post.id, message: 'late' }),
      token,
      headers,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/can no longer be edited/);
    const move = await server.callRefused(endpoints.reschedule, {
      params: { id: body.post.id },
      body: { scheduled_at: inMinutes(100) },
      token,
      headers,
    });
    expect(move.status).toBe(409);
    const now = await server.callRefused(endpoints.publishNow, {
      params: { id: body.post.id },
      body: {},
      token,
      headers,
    });
    expect(now.status).toBe(409);
    await db.update(postTargets).set({ status: 'publishing' }).where(eq(postTargets.postId, body.post.id));
    const remove = await server.callRefused(endpoints.deletePost, { params: { id: body.post.id }, token, headers });
    expect(remove.status).toBe(409);
  });

  it('reschedules, publishes now and deletes a waiting post', async () => {
    const { body } = await save(facebookPost({ schedule_type: 'scheduled', schedule_time: inMinutes(30) }));
    const at = inMinutes(120);
    const moved = await server.call(endpoints.reschedule, {
      params: { id: body.post.id },
      body: { scheduled_at: at },
      token,
      headers,
    });
    expect(moved.body.post.scheduled_at).toBe(new Date(at).toISOString());
    const now = await server.call(endpoints.publishNow, { params: { id: body.post.id }, body: {}, token, headers });
    expect(now.body.post.schedule_type).toBe('now');
    expect((await targetRows(body.post.id))[0]!.revision).toBe(3);
    const other = await save(facebookPost({ schedule_type: 'scheduled', schedule_time: inMinutes(30) }));
    expect(
      (await server.call(endpoints.deletePost, { params: { id: other.body.post.id }, token, headers })).status,
    ).toBe(204);
    const gone = await server.callRefused(endpoints.getPost, { params: { id: other.body.post.id }, token, headers });
    expect(gone.status).toBe(404);
  });
});
