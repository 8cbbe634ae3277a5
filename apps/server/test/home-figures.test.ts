import { homeEndpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  homeDailyFigures,
  inboxMessages,
  orderLinks,
  orderRequests,
  posts,
  postTargets,
  replyCampaigns,
  replyTrails,
  subscribers,
} from '../src/platform/db/schema.ts';
import { homeStaleMs, weekStartOf } from '../src/features/home/home.service.ts';
import { createOwner } from './fixtures.ts';
import { insertOrderRequest } from './order-request-rows.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Wednesday 25 November 2026, 13:00 in Damascus (UTC+3): the business week began on Saturday the 21st at 00:00
// there, which is Friday the 20th at 21:00 UTC.
const now = new Date('2026-11-25T10:00:00Z');
const thisWeekSaturdayEarly = new Date('2026-11-20T21:30:00Z'); // Saturday 00:30 in Damascus, Friday in UTC
const lastWeekFridayLate = new Date('2026-11-20T20:30:00Z'); // Friday 23:30 in Damascus: last week
const earlierToday = new Date('2026-11-25T08:00:00Z');

let server: TestServer;
let owner: Awaited<ReturnType<typeof createOwner>>;
let token: string;
let sequence = 0;

const db = () => server.runtime.database.db;

async function campaign(values: {
  pageId: number;
  channel?: 'fb' | 'instagram';
  instagramAccountId?: number;
  status?: 'stopped_error';
  planLimitReached?: boolean;
}) {
  const [row] = await db()
    .insert(replyCampaigns)
    .values({ name: `Campaign ${++sequence}`, metaPostId: `post_${sequence}`, settings: {}, ...values })
    .returning();
  return row!;
}

async function trail(
  campaignId: number,
  pageId: number,
  createdAt: Date,
  status: { publicStatus?: 'sent' | 'none'; privateStatus?: 'sent' | 'none'; decision?: 'matched' | 'skipped' } = {},
) {
  await db()
    .insert(replyTrails)
    .values({
      campaignId,
      pageId,
      commentId: `comment_${++sequence}`,
      commentText: 'بكم؟',
      decision: status.decision ?? 'matched',
      publicStatus: status.publicStatus ?? 'sent',
      privateStatus: status.privateStatus ?? 'none',
      createdAt,
    });
}

async function message(subscriberId: number, direction: 'in' | 'out', createdAt: Date, author = 'customer') {
  await db()
    .insert(inboxMessages)
    .values({
      subscriberId,
      direction,
      kind: 'text',
      author: author as 'customer',
      text: 'مرحبا',
      status: direction === 'out' ? 'sent' : null,
      occurredAt: createdAt,
      createdAt,
    });
}

const home = (pageId: number, query: { channel?: 'fb' | 'instagram' } = {}, headers: Record<string, string> = {}) =>
  server.call(homeEndpoints.home, { token, query, headers: { 'page-id': String(pageId), ...headers } });

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(now);
  owner = await createOwner(db());
  token = (await server.login(owner.user.username, owner.password)).access_token;
  const pageId = owner.page.id;

  const facebook = await campaign({ pageId });
  await trail(facebook.id, pageId, thisWeekSaturdayEarly, { privateStatus: 'sent' });
  await trail(facebook.id, pageId, thisWeekSaturdayEarly);
  await trail(facebook.id, pageId, thisWeekSaturdayEarly, { publicStatus: 'none', decision: 'skipped' });
  await trail(facebook.id, pageId, lastWeekFridayLate);
  await trail(facebook.id, pageId, earlierToday, { privateStatus: 'sent' });
  // The page also sends for its Instagram account: those comments are the account's, not the page's.
  const instagram = await campaign({ pageId, channel: 'instagram', instagramAccountId: owner.account.id });
  await trail(instagram.id, pageId, thisWeekSaturdayEarly);

  const [subscriber] = await db()
    .insert(subscribers)
    .values({
      channel: 'messenger',
      pageId,
      metaUserId: 'psid-home-1',
      source: 'message',
      firstInteractionAt: lastWeekFridayLate,
      lastInteractionAt: earlierToday,
    })
    .returning();
  await message(subscriber!.id, 'in', lastWeekFridayLate);
  await message(subscriber!.id, 'in', thisWeekSaturdayEarly);
  await message(subscriber!.id, 'out', thisWeekSaturdayEarly, 'bot');
  await message(subscriber!.id, 'in', earlierToday);

  await insertOrderRequest(server, { pageId, createdAt: lastWeekFridayLate });
  const [link] = await db()
    .insert(orderLinks)
    .values({
      pageId,
      customerPsid: 'psid-home-1',
      itemIds: [1],
      source: 'reply-campaign',
      sourceId: facebook.id,
      openedAt: thisWeekSaturdayEarly,
      createdAt: thisWeekSaturdayEarly,
    })
    .returning();
  const order = await insertOrderRequest(server, { pageId, createdAt: thisWeekSaturdayEarly });
  await db().update(orderRequests).set({ orderLinkId: link!.id }).where(eq(orderRequests.id, order.id));

  const [published] = await db()
    .insert(posts)
    .values({
      ownerUserId: owner.user.id,
      network: 'facebook',
      postType: 'text',
      scheduleType: 'now',
      scheduledAt: earlierToday,
    })
    .returning();
  await db()
    .insert(postTargets)
    .values({
      postId: published!.id,
      pageId,
      idempotencyKey: `home-${published!.id}`,
      status: 'published',
      publishedAt: earlierToday,
    });
  const [later] = await db()
    .insert(posts)
    .values({
      ownerUserId: owner.user.id,
      network: 'facebook',
      postType: 'text',
      message: 'عرض الجمعة',
      scheduleType: 'scheduled',
      scheduledAt: new Date('2026-11-27T09:00:00Z'),
    })
    .returning();
  await db()
    .insert(postTargets)
    .values({ postId: later!.id, pageId, idempotencyKey: `home-${later!.id}` });

  await campaign({ pageId, status: 'stopped_error' });
  await campaign({ pageId, planLimitReached: true });
});

afterAll(() => server?.stop());

describe('the home of a page', () => {
  it('counts this business week against the last, Saturday after midnight in Damascus being this week', async () => {
    const { status, body } = await home(owner.page.id);
    expect(status).toBe(200);
    expect(body.week_start).toBe('2026-11-21');
    expect(body.last_week_start).toBe('2026-11-14');
    expect(body.figures).toEqual({
      comments_answered: { this_week: 3, last_week: 1 },
      private_replies: { this_week: 2, last_week: 0 },
      messages_received: { this_week: 2, last_week: 1 },
      messages_sent: { this_week: 1, last_week: 0 },
      bot_answers: { this_week: 1, last_week: 0 },
      posts_published: { this_week: 1, last_week: 0 },
      orders: { this_week: 1, last_week: 1 },
    });
    expect(body.funnel).toEqual({ comments: 4, private_sent: 2, forms_opened: 1, orders: 1 });
    expect(body.days.map((day) => day.day)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(body.days.find((day) => day.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      comments_answered: 1,
      messages_received: 1,
      orders: 1,
    });
    expect(body.days.find((day) => day.day === '2026-11-21')!.comments_answered).toBe(2);
    expect(body.next_posts).toEqual([
      expect.objectContaining({ message: 'عرض الجمعة', scheduled_at: '2026-11-27T09:00:00.000Z' }),
    ]);
    expect(body.campaigns_needing_attention.map((campaign) => campaign.reason)).toEqual(['error', 'limit']);
  });

  it('reads closed days from the rollups and today from the events, and counts nothing twice across days', async () => {
    const folded = await db().select().from(homeDailyFigures).where(eq(homeDailyFigures.ownerId, owner.page.id));
    expect(folded.find((row) => row.day === '2026-11-21' && row.figure === 'comments_answered')?.amount).toBe(2);
    expect(folded.some((row) => row.day === '2026-11-25')).toBe(false);

    // A comment answered now shows once the home read is a few seconds old (read live), and still once the day is folded.
    const [facebook] = await db().select().from(replyTrails).where(eq(replyTrails.pageId, owner.page.id)).limit(1);
    await trail(facebook!.campaignId, owner.page.id, new Date('2026-11-25T10:00:00Z'));
    // A home stays as read for some seconds (a busy page's tabs share one read).
    server.clock.advance(homeStaleMs);
    expect((await home(owner.page.id)).body.figures.comments_answered.this_week).toBe(4);
    server.clock.set(new Date('2026-11-26T09:00:00Z'));
    await trail(facebook!.campaignId, owner.page.id, new Date('2026-11-26T08:00:00Z'));
    server.clock.advance(homeStaleMs);
    const nextDay = (await home(owner.page.id)).body;
    expect(nextDay.figures.comments_answered.this_week).toBe(5);
    expect(nextDay.days.find((day) => day.day === '2026-11-25')!.comments_answered).toBe(2);
    const rolled = await db().select().from(homeDailyFigures).where(eq(homeDailyFigures.ownerId, owner.page.id));
    expect(rolled.find((row) => row.day === '2026-11-25' && row.figure === 'comments_answered')?.amount).toBe(2);
    server.clock.set(now);
  });

  it("shows the Instagram account's own comments on its home", async () => {
    const { status, body } = await home(
      owner.page.id,
      { channel: 'instagram' },
      { 'insta-id': String(owner.account.id) },
    );
    expect(status).toBe(200);
    expect(body.figures.comments_answered).toEqual({ this_week: 1, last_week: 0 });
    expect(body.figures.orders).toEqual({ this_week: 0, last_week: 0 });
  });

  it("refuses another owner's page, and shows an empty page as zeros", async () => {
    const other = await createOwner(db());
    const refused = await server.callRefused(homeEndpoints.home, {
      token,
      query: {},
      headers: { 'page-id': String(other.page.id) },
    });
    expect(refused.status).toBe(403);

    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const empty = await server.call(homeEndpoints.home, {
      token: otherToken,
      query: {},
      headers: { 'page-id': String(other.page.id) },
    });
    expect(empty.status).toBe(200);
    expect(Object.values(empty.body.figures).every((figure) => figure.this_week === 0 && figure.last_week === 0)).toBe(
      true,
    );
    expect(empty.body.funnel).toEqual({ comments: 0, private_sent: 0, forms_opened: 0, orders: 0 });
    expect(empty.body.next_posts).toEqual([]);
    expect(empty.body.campaigns_needing_attention).toEqual([]);
  });

  it('asks for a page when none is chosen', async () => {
    const response = await server.callInvalid(homeEndpoints.home, { token, query: {} });
    expect(response.status).toBe(422);
  });

  it('folds a day that closed by the hourly job, before any home is read', async () => {
    const [facebook] = await db().select().from(replyTrails).where(eq(replyTrails.pageId, owner.page.id)).limit(1);
    // Thursday the 26th, 23:30 in Damascus: answered on a day not folded yet.
    await trail(facebook!.campaignId, owner.page.id, new Date('2026-11-26T20:30:00Z'));
    const foldedOn26 = async () =>
      (await db().select().from(homeDailyFigures).where(eq(homeDailyFigures.ownerId, owner.page.id))).find(
        (row) => row.day === '2026-11-26' && row.figure === 'comments_answered',
      )?.amount;
    expect(await foldedOn26()).toBeUndefined();
    try {
      // Friday the 27th, 00:02 in Damascus: the job's hour.
      server.clock.set(new Date('2026-11-26T21:02:00Z'));
      await server.runtime.services.home.foldClosedDays();
      // Both answers of the 26th (the one of the test before and this one), with no home read.
      expect(await foldedOn26()).toBe(2);
    } finally {
      server.clock.set(now);
    }
  });

  it('weeks start on Saturday', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-21');
    expect(weekStartOf('2026-11-21')).toBe('2026-11-21');
    expect(weekStartOf('2026-11-20')).toBe('2026-11-14');
  });
});
