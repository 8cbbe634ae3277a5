import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repliesEndpoints, type ErrorBody, type ReplyCampaign } from '@app/contract';
import { and, eq, like } from 'drizzle-orm';
import { outboundActions, pages, plans, replyTrails, replyUsage } from '../src/platform/db/schema.ts';
import type { PublicReplyCall } from './graph-calls.ts';
import { repliesHandled, startTestServer, type TestServer } from './test-server.ts';

// The business time zone is the default, Asia/Damascus (UTC+3). The clock starts at 22:30 UTC on the last day of
// November: already 1:30 on the 1st of December in Damascus. Its own server, because the clock is set for the file.
const lateNovemberUtc = new Date('2026-11-30T22:30:00Z');

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(lateNovemberUtc);
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

const owner = () => ({ token, headers: { 'page-id': String(pageId), locale: 'en' } });
const db = () => server.runtime.database.db;

async function newPost(message = 'Winter coats') {
  return (await server.simulator.createPost({ page_id: metaPageId, message })).id;
}

/** `Body`: what the call answers, a campaign unless the test expects a refusal. */
async function saveCampaign<Body = { campaign: ReplyCampaign }>(fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function settle() {
  await repliesHandled(server);
}

async function comment(postId: string, message: string, from: { id?: string; name: string }) {
  const created = await server.simulator.createComment({ post_id: postId, from, message });
  await settle();
  return created.id;
}

async function usageByMonth(): Promise<Record<string, number>> {
  const rows = await db().select().from(replyUsage).where(eq(replyUsage.pageId, pageId));
  return Object.fromEntries(rows.map((row) => [row.month, row.used]));
}

async function campaignTrail(id: number) {
  const response = await server.call(repliesEndpoints.getCampaign, { params: { id }, ...owner() });
  expect(response.status).toBe(200);
  return response.body.trail;
}

describe('the business time zone', () => {
  it('counts a reply at 22:30 UTC on 30 November in December, the month it is in Damascus', async () => {
    const before = await usageByMonth();
    const post = await newPost();
    await saveCampaign({ name: 'month edge', post, comments: ['Sent you the price'] });
    await comment(post, 'price?', { id: '8101', name: 'Night Owl' });
    const after = await usageByMonth();
    expect((after['2026-12'] ?? 0) - (before['2026-12'] ?? 0)).toBe(1);
    expect(after['2026-11'] ?? 0).toBe(before['2026-11'] ?? 0);
    const dependencies = await server.call(repliesEndpoints.dependencies, owner());
    expect(dependencies.body.quota).toMatchObject({ month: '2026-12', used: after['2026-12'] });
  });

  it('reports days as they are in Damascus: 21:00 UTC is the next day there', async () => {
    const post = await newPost();
    const created = await saveCampaign({ name: 'day edge', post, comments: ['Thanks'] });
    const campaignId = created.body.campaign.id;
    await comment(post, 'first', { id: '8201', name: 'Before midnight' });
    await comment(post, 'second', { id: '8202', name: 'After midnight' });
    // The trail's times are the database's; the boundary is set on them directly: 20:59 and 21:00 UTC.
    for (const [name, at] of [
      ['Before midnight', '2026-03-10T20:59:00Z'],
      ['After midnight', '2026-03-10T21:00:00Z'],
    ] as const) {
      await db()
        .update(replyTrails)
        .set({ createdAt: new Date(at) })
        .where(and(eq(replyTrails.campaignId, campaignId), eq(replyTrails.commenterName, name)));
    }
    const reports = await server.call(repliesEndpoints.reports, {
      query: { campaign_id: campaignId, from: '2026-03-09T00:00:00Z', to: '2026-03-12T00:00:00Z' },
      ...owner(),
    });
    expect(reports.status).toBe(200);
    expect(reports.body.daily.map((day) => [day.day, day.comments, day.public_sent])).toEqual([
      ['2026-03-10', 1, 1],
      ['2026-03-11', 1, 1],
    ]);
    // Days asked for as days are the business zone's too: 10 March ends at 21:00 UTC.
    const oneDay = await server.call(repliesEndpoints.reports, {
      query: { campaign_id: campaignId, from: '2026-03-10', to: '2026-03-10' },
      ...owner(),
    });
    expect(oneDay.status).toBe(200);
    expect(oneDay.body.daily.map((day) => [day.day, day.comments])).toEqual([['2026-03-10', 1]]);
    const nextDay = await server.call(repliesEndpoints.reports, {
      query: { campaign_id: campaignId, from: '2026-03-11', to: '2026-03-11' },
      ...owner(),
    });
    expect(nextDay.body.daily.map((day) => [day.day, day.comments])).toEqual([['2026-03-11', 1]]);
  });
});

describe('public replies per comment (comment_number)', () => {
  it('posts 3 different texts under a comment once, however often Meta delivers it, and counts 3 replies', async () => {
    const texts = ['Sent you the price', 'Check your inbox', 'Details in Messenger', 'We wrote to you'];
    const post = await newPost();
    const created = await saveCampaign({ name: 'three replies', post, comments: texts, comment_number: '3' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.campaign.comment_number).toBe(3);
    const campaignId = created.body.campaign.id;
    const usageBefore = await usageByMonth();
    const before = await server.simulator.lastCallSeq();
    await server.simulator.setFaults({ duplicate_rate: 1 });
    let commentId: string;
    try {
      commentId = await comment(post, 'how much?', { id: '8301', name: 'Three Times' });
      await server.runtime.services.dispatcher.sweep();
      // Reading the post's comments again goes through the same rules: nothing more is sent.
      await server.runtime.services.replyEngine.answerOldComments(campaignId);
      await settle();
    } finally {
      await server.simulator.setFaults({});
    }
    const deliveries = (await server.simulator.deliveries(0)).filter((delivery) =>
      JSON.stringify(delivery.payload).includes(commentId),
    );
    expect(deliveries.length).toBeGreaterThanOrEqual(2);

    const replies = (await server.simulator.calls(before)).filter(
      (call) => call.method === 'POST' && call.path === `/v21.0/${commentId}/comments`,
    ) as PublicReplyCall[];
    expect(replies).toHaveLength(3);
    expect(replies.every((call) => call.status === 200)).toBe(true);
    const sentTexts = replies.map((call) => call.body.message);
    expect(new Set(sentTexts).size).toBe(3);
    for (const text of sentTexts) expect(texts).toContain(text);
    expect((await usageByMonth())['2026-12']! - (usageBefore['2026-12'] ?? 0)).toBe(3);

    const actions = await db()
      .select()
      .from(outboundActions)
      .where(and(eq(outboundActions.campaignId, campaignId), like(outboundActions.idempotencyKey, 'reply:%')));
    const bareId = commentId.split('_').at(-1);
    expect(actions.map((action) => [action.idempotencyKey, action.status]).sort()).toEqual([
      [`reply:${campaignId}:${bareId}:public`, 'sent'],
      [`reply:${campaignId}:${bareId}:public:2`, 'sent'],
      [`reply:${campaignId}:${bareId}:public:3`, 'sent'],
    ]);

    // The trail shows one row for the comment with the first reply's outcome, and Meta's comment id as Meta gave it.
    const trail = await campaignTrail(campaignId);
    expect(trail).toHaveLength(1);
    const first = actions.find((action) => action.idempotencyKey.endsWith(':public'))!;
    expect(trail[0]).toMatchObject({ comment_id: commentId, public_status: 'sent', public_reply_id: first.remoteId });
  });

  it('after a failed send, reads each reply back by its own text: only the ones Meta does not have go out', async () => {
    const texts = ['Reply one', 'Reply two', 'Reply three'];
    const post = await newPost();
    const created = await saveCampaign({ name: 'read back', post, comments: texts, comment_number: '3' });
    const campaignId = created.body.campaign.id;
    await server.simulator.setFaults({ error_rate: 1, error: { code: 2, http_status: 500 }, paths: ['/v21.0/'] });
    let commentId: string;
    try {
      commentId = await comment(post, 'price', { id: '8351', name: 'Read Back' });
    } finally {
      await server.simulator.setFaults({});
    }
    // One of the three did reach Meta although the answer was lost: it is on the comment, posted by the page.
    const actions = () =>
      db()
        .select()
        .from(outboundActions)
        .where(and(eq(outboundActions.campaignId, campaignId), like(outboundActions.idempotencyKey, 'reply:%')));
    const second = (await actions()).find((action) => action.idempotencyKey.endsWith(':public:2'))!;
    const reachedMeta = (second.request as { message: string }).message;
    await server.simulator.createComment({
      post_id: post,
      parent_id: commentId,
      from: { id: metaPageId, name: 'The page' },
      message: reachedMeta,
    });
    await settle();

    const before = await server.simulator.lastCallSeq();
    server.clock.advance(10 * 60_000);
    await server.runtime.services.replyEngine.sweep();
    await server.runtime.services.replyEngine.idle();
    // A reply the background sweep had claimed first is sent by it, not by the sweep above: done once all are sent.
    await expect.poll(async () => (await actions()).map((action) => action.status)).toEqual(['sent', 'sent', 'sent']);
    const resent = (await server.simulator.calls(before)).filter(
      (call) => call.method === 'POST' && call.path === `/v21.0/${commentId}/comments`,
    ) as PublicReplyCall[];
    expect(resent.map((call) => call.body.message).sort()).toEqual(texts.filter((text) => text !== reachedMeta).sort());
    expect((await actions()).map((action) => action.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('posts as many replies as the list has texts when it has fewer than comment_number', async () => {
    const post = await newPost();
    const created = await saveCampaign({
      name: 'five asked',
      post,
      comments: ['Only text one', 'Only text two'],
      comment_number: '5',
    });
    const before = await server.simulator.lastCallSeq();
    const commentId = await comment(post, 'price', { id: '8401', name: 'Two Texts' });
    const replies = (await server.simulator.calls(before)).filter(
      (call) => call.method === 'POST' && call.path === `/v21.0/${commentId}/comments`,
    ) as PublicReplyCall[];
    expect(replies.map((call) => call.body.message).sort()).toEqual(['Only text one', 'Only text two']);
    expect(created.body.campaign.comment_number).toBe(5);
  });
});

describe("Meta's comment id", () => {
  it('is shown in the trail exactly as Meta gave it: a string, never a number or only its last part', async () => {
    const post = await newPost();
    const created = await saveCampaign({ name: 'exact ids', post, comments: ['Thanks'] });
    const commentId = await comment(post, 'hello', { id: '8501', name: 'Exact' });
    // Meta's Facebook comment ids: {post object id}_{comment id}, 18 and 16 digits, beyond a double's precision.
    expect(commentId).toMatch(/^\d{15,}_\d{15,}$/);
    const trail = await campaignTrail(created.body.campaign.id);
    expect(trail.map((entry) => entry.comment_id)).toEqual([commentId]);
    const raw = await server.request<string>('GET', `/api/facebook/reply/get/${created.body.campaign.id}`, {
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(JSON.stringify(raw.body)).toContain(`"comment_id":"${commentId}"`);
  });
});

describe('a used-up monthly quota', () => {
  it('still lets the owner edit a campaign; only new campaigns and new replies stop', async () => {
    const [page] = await db().select().from(pages).where(eq(pages.id, pageId));
    const post = await newPost();
    const created = await saveCampaign({ name: 'before the limit', post, comments: ['First wording'] });
    const id = created.body.campaign.id;
    const used = (await server.call(repliesEndpoints.dependencies, owner())).body.quota.used as number;
    await db().update(plans).set({ monthlyReplyLimit: used }).where(eq(plans.id, page!.planId!));
    try {
      const edited = await saveCampaign({ id: String(id), name: 'after the limit', post, comments: ['New wording'] });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.campaign).toMatchObject({ id, name: 'after the limit', comments: ['New wording'] });

      const refused = await saveCampaign<ErrorBody>({ name: 'one more', post, comments: ['ok'] });
      expect(refused.status).toBe(402);
      expect(refused.body.code).toBe('plan-limit');

      // The engine keeps a page's limit for 2 s per post.
      server.clock.advance(2_500);
      const before = await server.simulator.lastCallSeq();
      await comment(post, 'price?', { id: '8601', name: 'Over The Limit' });
      const posted = (await server.simulator.calls(before)).filter((call) => call.method === 'POST');
      expect(posted).toHaveLength(0);
      const trail = await campaignTrail(id);
      expect(trail[0]).toMatchObject({ decision: 'skipped', reason: 'plan-limit' });
    } finally {
      await db().update(plans).set({ monthlyReplyLimit: 10_000 }).where(eq(plans.id, page!.planId!));
    }
  });
});
