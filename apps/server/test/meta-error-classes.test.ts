import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accountsEndpoints,
  linkingEndpoints,
  notificationsEndpoints,
  repliesEndpoints,
  type ReplyCampaign,
} from '@app/contract';
import { pageFeatures, pages } from '../src/platform/db/schema.ts';
import { queuedJobsDone, repliesHandled, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
type DemoPage = { id: number; metaId: string; name: string };
let first: DemoPage;
let second: DemoPage;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  const [one, two] = session.pages.map((page) => ({ id: page.id, metaId: page.page_id, name: page.name }));
  first = one!;
  second = two!;
  // The demo pages' reads of what they missed, queued when they were linked: a test that makes Meta refuse a page's
  // calls must not refuse these (the page would then wait for Meta's limit before its replies were even tried).
  await queuedJobsDone(server, ['replies.backfill', 'inbox.backfill']);
});
afterAll(async () => {
  await server?.stop();
});

const lastSeq = () => server.simulator.lastCallSeq();
const postsSince = async (seq: number) =>
  (await server.simulator.calls(seq)).filter((call) => call.method === 'POST' && call.status === 200);
/** Faults for the public replies to every comment of one post (Facebook comment ids start with the post's own). */
const commentsOfPost = (post: string) => `/v21.0/${post.split('_')[1]}_`;

async function newPost(page: DemoPage) {
  return (await server.simulator.createPost({ page_id: page.metaId, message: 'عرض اليوم' })).id;
}

async function addCampaign(page: DemoPage, fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'page-id': String(page.id), locale: 'en' },
    body: form,
  });
  const body = (await response.json()) as { campaign: ReplyCampaign };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.campaign.id;
}

async function settle() {
  await repliesHandled(server);
}

async function comment(post: string, message: string, from: { id: string; name: string }) {
  const created = await server.simulator.createComment({ post_id: post, from, message });
  await settle();
  return created.id;
}

async function sweep() {
  await server.runtime.services.replyEngine.sweep();
  await server.runtime.services.replyEngine.sweep();
  await server.runtime.services.replyEngine.idle();
}

async function detail(page: DemoPage, id: number, locale: 'en' | 'ar' = 'en') {
  const response = await server.call(repliesEndpoints.getCampaign, {
    params: { id },
    token,
    headers: { 'page-id': String(page.id), locale },
  });
  expect(response.status).toBe(200);
  return response.body;
}

const trailOf = async (page: DemoPage, campaign: number, commentId: string) =>
  (await detail(page, campaign)).trail.find((entry) => commentId.endsWith(entry.comment_id));

async function notificationTitles(locale: 'en' | 'ar' = 'en') {
  const notes = await server.call(notificationsEndpoints.list, { token, headers: { locale } });
  return notes.body.notifications.map((note) => `${note.title} | ${note.message}`);
}

async function withFaults<T>(faults: Parameters<TestServer['simulator']['setFaults']>[0], work: () => Promise<T>) {
  await server.simulator.setFaults(faults);
  try {
    return await work();
  } finally {
    await server.simulator.setFaults({});
  }
}

describe("one item's error never stops a campaign", () => {
  it('skips a deleted comment with the reason in the trail and answers the next comments', async () => {
    const post = await newPost(first);
    const campaign = await addCampaign(first, { name: 'deleted', post, comments: ['شكرًا لك'] });
    const deleted = await withFaults(
      {
        error_rate: 1,
        error: { code: 100, error_subcode: 33, http_status: 400, message: '(#100) Object with ID does not exist' },
        paths: [commentsOfPost(post)],
      },
      () => comment(post, 'price', { id: '9101', name: 'Gone' }),
    );
    expect(await trailOf(first, campaign, deleted)).toMatchObject({
      public_status: 'skipped',
      reason: 'comment-unavailable',
    });
    const view = await detail(first, campaign);
    expect(view.campaign.status).toBe('running');

    const before = await lastSeq();
    const next = await comment(post, 'price', { id: '9102', name: 'Next' });
    expect((await postsSince(before)).some((call) => call.path === `/v21.0/${next}/comments`)).toBe(true);
    expect(await trailOf(first, campaign, next)).toMatchObject({ public_status: 'sent' });
    const arabic = await detail(first, campaign, 'ar');
    expect(arabic.campaign.status).toBe('running');
  });

  it('answers a comment by another Page in public, records why no private reply went out, and carries on', async () => {
    const post = await newPost(first);
    const campaign = await addCampaign(first, {
      name: 'page commenter',
      post,
      comments: ['أهلًا بكم'],
      message_enabled: 'true',
      message: 'التفاصيل',
    });
    const byPage = await comment(post, 'price?', { id: second.metaId, name: second.name });
    expect(await trailOf(first, campaign, byPage)).toMatchObject({
      public_status: 'sent',
      private_status: 'skipped',
      reason: 'commenter-is-page',
    });
    const person = await comment(post, 'price?', { id: '9201', name: 'Person' });
    expect(await trailOf(first, campaign, person)).toMatchObject({ public_status: 'sent', private_status: 'sent' });
    expect((await detail(first, campaign)).campaign.status).toBe('running');
  });
});

describe('throttling', () => {
  it('pauses every page of the app when Meta throttles the app (code 4), then sends everything once', async () => {
    const firstPost = await newPost(first);
    const secondPost = await newPost(second);
    const firstCampaign = await addCampaign(first, { name: 'app limit 1', post: firstPost, comments: ['later'] });
    const secondCampaign = await addCampaign(second, { name: 'app limit 2', post: secondPost, comments: ['later'] });
    const before = await lastSeq();
    const throttled = await withFaults(
      { error_rate: 1, error: { code: 4, http_status: 400 }, paths: ['/v21.0/'] },
      () => comment(firstPost, 'price', { id: '9301', name: 'A' }),
    );
    // Another page, after Meta stopped refusing: still held back, because the limit is the app's.
    const held = await comment(secondPost, 'price', { id: '9302', name: 'B' });
    expect(await postsSince(before)).toHaveLength(0);
    expect(await trailOf(second, secondCampaign, held)).toMatchObject({ public_status: 'pending' });

    server.clock.advance(61_000);
    await sweep();
    const sent = await postsSince(before);
    expect(sent.filter((call) => call.path === `/v21.0/${throttled}/comments`)).toHaveLength(1);
    expect(sent.filter((call) => call.path === `/v21.0/${held}/comments`)).toHaveLength(1);
    expect(await trailOf(first, firstCampaign, throttled)).toMatchObject({ public_status: 'sent' });
    expect((await detail(second, secondCampaign)).campaign.status).toBe('running');
  });

  it("reschedules a page's replies when its rolling 24-hour limit is spent (80001) and sends them when it frees up", async () => {
    const post = await newPost(first);
    const campaign = await addCampaign(first, { name: 'day limit', post, comments: ['tomorrow'] });
    const limits = await server.simulator.setLimits({});
    await server.simulator.setLimits({ page_calls_per_day: 0 });
    let waiting: string;
    try {
      // Every call since the comment: the product's own reads (a missed-comments check) may come after the refusal.
      const sinceComment = await lastSeq();
      waiting = await comment(post, 'price', { id: '9401', name: 'Day' });
      const refused = (await server.simulator.calls(sinceComment)).find(
        (call) => call.method === 'POST' && call.path === `/v21.0/${waiting}/comments`,
      );
      expect(refused?.status).toBe(400);
      expect(await trailOf(first, campaign, waiting)).toMatchObject({ public_status: 'pending' });
    } finally {
      await server.simulator.setLimits({ page_calls_per_day: limits.page_calls_per_day });
    }
    // Meta said when access comes back (estimated_time_to_regain_access): nothing is tried before.
    const before = await lastSeq();
    server.clock.advance(60 * 60_000);
    await sweep();
    expect(await postsSince(before)).toHaveLength(0);
    server.clock.advance(24 * 60 * 60_000);
    await sweep();
    expect((await postsSince(before)).filter((call) => call.path === `/v21.0/${waiting}/comments`)).toHaveLength(1);
    expect((await detail(first, campaign)).campaign.status).toBe('running');
  });
});

describe('a page Meta blocked for policy (368)', () => {
  it("pauses that page's sending for Meta's time, tells the owner, keeps other pages replying and resumes by itself", async () => {
    const firstPost = await newPost(first);
    const secondPost = await newPost(second);
    const blockedCampaign = await addCampaign(first, { name: 'policy', post: firstPost, comments: ['soon'] });
    const otherCampaign = await addCampaign(second, { name: 'free', post: secondPost, comments: ['now'] });
    const refused = await withFaults(
      {
        error_rate: 1,
        error: {
          code: 368,
          http_status: 400,
          message: 'You are temporarily blocked from performing this action for 2 hours',
        },
        paths: [commentsOfPost(firstPost)],
      },
      () => comment(firstPost, 'price', { id: '9501', name: 'P1' }),
    );
    const before = await lastSeq();
    const waiting = await comment(firstPost, 'price', { id: '9502', name: 'P2' });
    const free = await comment(secondPost, 'price', { id: '9503', name: 'P3' });
    const sent = await postsSince(before);
    expect(sent.map((call) => call.path)).toEqual([`/v21.0/${free}/comments`]);
    expect(await trailOf(second, otherCampaign, free)).toMatchObject({ public_status: 'sent' });

    const paused = (await detail(first, blockedCampaign)).campaign;
    expect(paused.status).toBe('running');
    expect(paused.paused).toMatchObject({ reason: 'policy-block' });
    expect(paused.paused?.message).toContain('Facebook temporarily blocked');
    expect((await detail(second, otherCampaign)).campaign.paused).toBeNull();
    const listed = (await server.call(accountsEndpoints.linked, { token })).body.pages;
    expect(listed.find((page) => page.id === first.id)?.sending_paused_until).toBe(paused.paused?.until);
    expect(listed.find((page) => page.id === second.id)?.sending_paused_until).toBeNull();
    const titles = await notificationTitles();
    expect(titles.filter((title) => title.startsWith(`Facebook paused sending from ${first.name}`))).toHaveLength(1);
    expect((await notificationTitles('ar')).some((title) => title.includes('أوقف فيسبوك الإرسال'))).toBe(true);

    server.clock.advance(2 * 60 * 60_000 + 1_000);
    await sweep();
    const later = await postsSince(before);
    expect(later.filter((call) => call.path === `/v21.0/${refused}/comments`)).toHaveLength(1);
    expect(later.filter((call) => call.path === `/v21.0/${waiting}/comments`)).toHaveLength(1);
    expect((await detail(first, blockedCampaign)).campaign.paused).toBeNull();
  });
});

describe('a page that lost a permission', () => {
  it('marks only that page with the permission Meta named and names it in the owner’s notification', async () => {
    const user = await server.simulator.createUser({ name: 'Permission Owner' });
    const simPage = await server.simulator.createPage({ owner_user_id: user.id, name: 'Messenger Shop' });
    const { code } = await server.simulator.oauthCode({
      user_id: user.id,
      redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
    });
    const dialog = await server.call(linkingEndpoints.facebookDialog, { token });
    await server.call(linkingEndpoints.loginWithCode, {
      token,
      body: { code, state: dialog.body.state, instagram: 'no' },
    });
    const linked = (await server.call(accountsEndpoints.linked, { token })).body.pages.find(
      (page) => page.page_id === simPage.id,
    )!;
    const { db } = server.runtime.database;
    await db.insert(pageFeatures).values({ pageId: linked.id, slug: 'reply' }).onConflictDoNothing();
    const shop: DemoPage = { id: linked.id, metaId: simPage.id, name: 'Messenger Shop' };
    const post = await newPost(shop);
    const campaign = await addCampaign(shop, {
      name: 'needs messaging',
      post,
      comments: ['شكرًا'],
      message_enabled: 'true',
      message: 'السعر على الخاص',
    });
    await server.simulator.revokePermission({ user_id: user.id, permission: 'pages_messaging' });
    await comment(post, 'price', { id: '9601', name: 'M' });

    const [row] = await db.select().from(pages).where(eq(pages.id, shop.id));
    expect(row?.missingPermissions).toEqual(['pages_messaging']);
    const notes = await notificationTitles();
    const named = notes.filter((note) => note.startsWith('The page Messenger Shop is missing a permission'));
    expect(named).toHaveLength(1);
    expect(named[0]).toContain('pages_messaging');
    expect((await notificationTitles('ar')).some((note) => note.includes('pages_messaging'))).toBe(true);
    const stopped = (await detail(shop, campaign)).campaign;
    expect(stopped.error).toContain('pages_messaging');
    const accounts = (await server.call(accountsEndpoints.linked, { token })).body.pages;
    expect(accounts.find((page) => page.id === shop.id)).toMatchObject({
      needs_reconnect: true,
      missing_permission: 'pages_messaging',
    });
    expect(accounts.find((page) => page.id === first.id)?.needs_reconnect).toBe(false);

    // Other pages are untouched.
    const otherPost = await newPost(first);
    const other = await addCampaign(first, { name: 'untouched', post: otherPost, comments: ['yes'] });
    const answered = await comment(otherPost, 'price', { id: '9602', name: 'O' });
    expect(await trailOf(first, other, answered)).toMatchObject({ public_status: 'sent' });
  });
});

describe('a page whose plan expired or that an admin blocked', () => {
  it('stops its automations with the reason on the trail and the campaign, tells the owner once, and resumes when renewed', async () => {
    const { db } = server.runtime.database;
    const post = await newPost(second);
    const campaign = await addCampaign(second, { name: 'plan', post, comments: ['مرحبًا'] });
    const [row] = await db.select().from(pages).where(eq(pages.id, second.id));
    const renewedUntil = row!.expiresAt;

    await db
      .update(pages)
      .set({ expiresAt: new Date(server.clock.now().getTime() - 1_000) })
      .where(eq(pages.id, second.id));
    server.runtime.services.replyEngine.forget();
    const before = await lastSeq();
    const expiredOne = await comment(post, 'price', { id: '9701', name: 'E1' });
    const expiredTwo = await comment(post, 'price', { id: '9702', name: 'E2' });
    expect(await postsSince(before)).toHaveLength(0);
    expect(await trailOf(second, campaign, expiredOne)).toMatchObject({ decision: 'skipped', reason: 'plan-expired' });
    expect(await trailOf(second, campaign, expiredTwo)).toMatchObject({ reason: 'plan-expired' });
    const listed = await server.call(repliesEndpoints.listCampaigns, {
      token,
      headers: { 'page-id': String(second.id), locale: 'en' },
    });
    const shown = listed.body.campaigns.find((entry) => entry.id === campaign);
    expect(shown?.status).toBe('running');
    expect(shown?.paused).toMatchObject({ reason: 'plan-expired' });
    expect(shown?.paused?.message).toContain('expired');
    const expiredNotes = (await notificationTitles()).filter((note) => note.startsWith('The subscription of'));
    expect(expiredNotes).toHaveLength(1);

    // Renewed: the next comment is answered and the campaign no longer says it is paused.
    await db.update(pages).set({ expiresAt: renewedUntil }).where(eq(pages.id, second.id));
    server.runtime.services.replyEngine.forget();
    const renewed = await comment(post, 'price', { id: '9703', name: 'R' });
    expect((await postsSince(before)).filter((call) => call.path === `/v21.0/${renewed}/comments`)).toHaveLength(1);
    expect((await detail(second, campaign)).campaign.paused).toBeNull();

    // An admin block stops it the same way, and lifting it resumes.
    await db.update(pages).set({ blockedAt: server.clock.now() }).where(eq(pages.id, second.id));
    server.runtime.services.replyEngine.forget();
    const blocked = await comment(post, 'price', { id: '9704', name: 'B' });
    expect(await trailOf(second, campaign, blocked)).toMatchObject({ reason: 'page-blocked' });
    expect((await detail(second, campaign, 'ar')).campaign.paused?.reason).toBe('page-blocked');
    expect((await notificationTitles('ar')).filter((note) => note.startsWith('أوقفت الإدارة صفحة'))).toHaveLength(1);
    await db.update(pages).set({ blockedAt: null }).where(eq(pages.id, second.id));
    server.runtime.services.replyEngine.forget();
    const unblocked = await comment(post, 'price', { id: '9705', name: 'U' });
    expect(await trailOf(second, campaign, unblocked)).toMatchObject({ public_status: 'sent' });
  });
});
