import {
  adminPagesEndpoints,
  botFlowsEndpoints,
  botRepliesEndpoints,
  instagramQuickRepliesEndpoints,
  notificationsEndpoints,
  publishingEndpoints,
  type BotTrailItem,
  type FlowDocument,
  type ReplyCampaign,
} from '@app/contract';
import type { CallRecord } from '@app/meta-sim/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTrails, pages } from '../src/platform/db/schema.ts';
import { botHarness, sentText, type BotHarness } from './bot-harness.ts';
import { edge, startStep, textStep } from './flow-fixtures.ts';
import { settle as settleInbox } from './inbox-send-helpers.ts';
import { secondsAhead, targetRows } from './publishing-engine-helpers.ts';
import { postSignedWebhook, startTestServer, type TestServer } from './test-server.ts';

/**
 * The page gate as a seller meets it: one page (with its Instagram account) blocked by an admin or past its plan
 * sends nothing from any engine, says why, tells its owner once, and everything resumes once it may again.
 */
let server: TestServer;
let token: string;
let page: { id: number; metaId: string; name: string };
let account: { id: number; metaId: string };
let bot: BotHarness;
let person = 8_100_000;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  const linked = session.insta_accounts.find((item) => item.page_id !== null)!;
  const sessionPage = session.pages.find((item) => item.id === linked.page_id)!;
  page = { id: sessionPage.id, metaId: sessionPage.page_id, name: sessionPage.name };
  account = { id: linked.id, metaId: linked.account_id };
  bot = botHarness(server, { id: page.id, metaPageId: page.metaId });
  await bot.setBotEnabled(true);
});
afterAll(async () => {
  await server?.stop();
});

const pageHeaders = () => ({ locale: 'en', 'page-id': String(page.id) });

async function settle() {
  await settleInbox(server);
  await server.runtime.services.replyEngine.idle();
  await server.runtime.services.bot.answerer.idle();
  await server.runtime.services.publishingEngine.idle();
}

/** Writes behind the services' backs, as an admin screen would: the gate is told, as the screen would tell it. */
async function setPage(values: Partial<typeof pages.$inferInsert>) {
  await server.runtime.database.db.update(pages).set(values).where(eq(pages.id, page.id));
  server.runtime.services.pages.forget(page.id);
  server.runtime.services.replyEngine.forget();
}

async function addCampaign(post: string, keyword: string) {
  const form = new FormData();
  const fields = {
    name: `gate ${post}`,
    post,
    comments: JSON.stringify(['السعر في الخاص']),
    keywords: JSON.stringify([keyword]),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...pageHeaders() },
    body: form,
  });
  const body = (await response.json()) as { campaign: ReplyCampaign };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.campaign.id;
}

async function campaignTrail(campaign: number, commentId: string) {
  const response = await server.request<{
    trail: { comment_id: string; reason: string | null; public_status: string }[];
  }>('GET', `/api/facebook/reply/get/${campaign}`, { token, headers: pageHeaders() });
  return response.body.trail.find((entry) => commentId.endsWith(entry.comment_id));
}

async function botTrailOf(mid: string): Promise<BotTrailItem | undefined> {
  const [row] = await server.runtime.database.db
    .select({ id: answerTrails.id })
    .from(answerTrails)
    .where(eq(answerTrails.incomingMid, mid));
  const trail = await server.call(botRepliesEndpoints.trail, { query: { limit: 200 }, token, headers: pageHeaders() });
  return trail.body.trail.find((item) => item.id === row?.id);
}

async function storyTrailReason(mid: string) {
  const [row] = await server.runtime.database.db
    .select({
      decision: sql<string>`case when ${answerTrails.reason} is null then 'answered' else 'skipped' end`,
      reason: answerTrails.reason,
    })
    .from(answerTrails)
    .where(eq(answerTrails.incomingMid, mid));
  return row;
}

async function notificationTitles() {
  const notes = await server.call(notificationsEndpoints.list, {
    query: { page: 1, limit: 100 },
    token,
    headers: { locale: 'en' },
  });
  return notes.body.notifications.map((note) => note.title);
}

/** What the page (and its account, which sends through it) posted to Meta since `since`. */
const writesOfPage = (calls: CallRecord[]) =>
  calls.filter((call) => call.method === 'POST' && call.status === 200 && !call.path.endsWith('/subscribed_apps'));

async function storyMention(personId: string) {
  const sent = await server.simulator.sendMessage({
    ig_user_id: account.metaId,
    from: { id: personId },
    story_mention: true,
  });
  await settle();
  return sent.mid;
}

let seeded: { campaign: number; post: string; flowRef: string } | null = null;

/** A campaign, a keyword bot, a published flow with a ref link and a story-mention answer, all on the one page. */
async function automations() {
  if (seeded) return seeded;
  const post = (await server.simulator.createPost({ page_id: page.metaId, message: 'عرض الجمعة' })).id;
  const campaign = await addCampaign(post, 'سعر');
  const created = await server.call(botRepliesEndpoints.create, {
    token,
    headers: pageHeaders(),
    body: { bot_name: 'gate', message: 'أهلًا بك', keyword_type: 'exact', keywords: ['مرحبا'] } as never,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const document: FlowDocument = {
    version: 2,
    nodes: [startStep, textStep('hi', 'من الرابط')],
    edges: [edge('start', 'hi')],
  };
  const flow = await server.call(botFlowsEndpoints.create, {
    token,
    headers: pageHeaders(),
    body: { name: 'gate flow' },
  });
  await server.call(botFlowsEndpoints.saveDraft, {
    token,
    headers: pageHeaders(),
    params: { id: flow.body.flow.id },
    body: { draft: document, draft_revision: flow.body.flow.draft_revision },
  });
  const published = await server.call(botFlowsEndpoints.publish, {
    token,
    headers: pageHeaders(),
    params: { id: flow.body.flow.id },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const mention = await server.call(instagramQuickRepliesEndpoints.saveStoryMention, {
    token,
    headers: { locale: 'en', 'insta-id': String(account.id) },
    body: { enabled: true, text: 'شكرًا على الإشارة', media_id: null, once_per_story: false } as never,
  });
  expect(mention.status, JSON.stringify(mention.body)).toBe(200);
  seeded = { campaign, post, flowRef: published.body.flow.ref };
  return seeded;
}

/** A text post on the page, as the poster form sends it. */
const textPost = (schedule: Record<string, string>) =>
  ({
    network: 'facebook',
    type: 'message',
    files: [],
    message: 'عرض خاص اليوم',
    pages: [page.id],
    ...schedule,
  }) as never;

async function duePost() {
  const saved = await server.call(publishingEndpoints.savePost, {
    token,
    headers: { locale: 'en' },
    body: textPost({ schedule_type: 'scheduled', schedule_time: secondsAhead(server, 60) }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.post.id;
}

/** Runs the post's publish job as the queue would once it is due (the test clock moved past it). */
async function runDue(postId: number) {
  const [target] = await targetRows(server, postId);
  await server.runtime.services.publishingEngine.publishTarget(target!.id, target!.revision);
  await settle();
  return (await targetRows(server, postId))[0]!;
}

describe('a page an admin blocked or whose plan expired', () => {
  const cases = [
    {
      name: 'blocked by an admin',
      reason: 'page-blocked',
      // Through the admin's own screen call, and lifted the same way.
      stop: () => adminCall(adminPagesEndpoints.ban),
      lift: () => adminCall(adminPagesEndpoints.unban),
      title: 'The page {name} was blocked',
    },
    {
      name: 'past its plan',
      reason: 'plan-expired',
      stop: () => setPage({ expiresAt: new Date(server.clock.now().getTime() - 1_000) }),
      lift: null,
      title: 'The subscription of {name} expired',
    },
  ] as const;

  async function adminCall(endpoint: typeof adminPagesEndpoints.ban | typeof adminPagesEndpoints.unban) {
    const admin = await server.login('admin', 'Admin@2026');
    const answer = await server.call(endpoint, { token: admin.access_token, params: { id: page.id } });
    expect(answer.status).toBe(200);
  }

  for (const { name, reason, stop, lift, title } of cases) {
    it(`sends nothing from any engine while ${name}, keeps the due post with the reason, tells the owner once, and resumes`, async () => {
      const { campaign, post, flowRef } = await automations();
      const [before] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, page.id));
      const postId = await duePost();
      // Counted before the stop: an admin's block tells the owners at once, an expiry when an engine meets it.
      const titlesBefore = (await notificationTitles()).filter((item) => item === title.replace('{name}', page.name));
      await stop();
      const since = await server.simulator.lastCallSeq();

      // A comment, a keyword message, a ref link, a story mention and a due post: none reaches Meta.
      const commentId = (
        await server.simulator.createComment({ post_id: post, from: { id: nextPerson(), name: 'C' }, message: 'سعر' })
      ).id;
      await settle();
      const customer = nextPerson();
      const keyword = await bot.customer(customer, { text: 'مرحبا' });
      const refPerson = nextPerson();
      await postSignedWebhook(
        server,
        bot.messagingWebhook(refPerson, [{ referral: { ref: flowRef, source: 'SHORTLINK', type: 'OPEN_THREAD' } }]),
      );
      await bot.settle();
      const mention = await storyMention(nextPerson());
      server.clock.advance(61_000);
      const held = await runDue(postId);
      await settle();
      expect(writesOfPage(await server.simulator.calls(since))).toEqual([]);

      // Each engine says why.
      expect(await campaignTrail(campaign, commentId)).toMatchObject({ reason, public_status: 'none' });
      expect(await botTrailOf(keyword.mid)).toMatchObject({ status: 'skipped', reason });
      expect(await storyTrailReason(mention)).toMatchObject({ decision: 'skipped', reason });
      expect(held).toMatchObject({ status: 'scheduled', problemCode: reason });
      const shown = await server.call(publishingEndpoints.getPost, {
        params: { id: postId },
        token,
        headers: { locale: 'en' },
      });
      expect(shown.body.post.targets[0]!.error).toMatchObject({ severity: 'warning', code: reason });
      expect(shown.body.post.status).toBe('scheduled');
      const titles = (await notificationTitles()).filter((item) => item === title.replace('{name}', page.name));
      expect(titles.length - titlesBefore.length).toBe(1);

      // Renewed or unblocked: each engine answers again, and the held post is published once.
      if (lift) await lift();
      else await setPage({ blockedAt: before!.blockedAt, expiresAt: before!.expiresAt });
      const resumed = await server.simulator.lastCallSeq();
      const nextComment = (
        await server.simulator.createComment({ post_id: post, from: { id: nextPerson(), name: 'D' }, message: 'سعر' })
      ).id;
      await settle();
      expect(await campaignTrail(campaign, nextComment)).toMatchObject({ public_status: 'sent' });
      const again = await bot.customer(customer, { text: 'مرحبا' });
      expect(again.sends.map(sentText)).toEqual(['أهلًا بك']);
      await postSignedWebhook(
        server,
        bot.messagingWebhook(
          refPerson,
          [{ referral: { ref: flowRef, source: 'SHORTLINK', type: 'OPEN_THREAD' } }],
          server.clock.now().getTime() + 1,
        ),
      );
      await bot.settle();
      expect((await bot.sendsSince(refPerson, resumed)).map(sentText)).toEqual(['من الرابط']);
      const laterMention = await storyMention(nextPerson());
      expect(await storyTrailReason(laterMention)).toMatchObject({ decision: 'answered' });
      server.clock.advance(11 * 60_000);
      const published = await runDue(postId);
      expect(published).toMatchObject({ status: 'published', problemCode: null });
      const feedPosts = (await server.simulator.calls(resumed)).filter(
        (call) => call.method === 'POST' && call.path.endsWith(`${page.metaId}/feed`) && call.status === 200,
      );
      expect(feedPosts).toHaveLength(1);
    });
  }
});

describe('a permission Meta refused for one capability', () => {
  it('stops only what needs it: a publishing refusal leaves comment replies and the bot running', async () => {
    const { campaign, post } = await automations();
    const postId = await duePost();
    await server.simulator.setFaults({
      error_rate: 1,
      error: {
        code: 200,
        http_status: 403,
        message: '(#200) Requires pages_manage_posts permission to manage the object',
      },
      paths: [`/v21.0/${page.metaId}/feed`],
    });
    let failed;
    try {
      server.clock.advance(61_000);
      failed = await runDue(postId);
    } finally {
      await server.simulator.setFaults({});
    }
    expect(failed).toMatchObject({ status: 'failed', problemCode: 'meta-page' });
    const [row] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ tokenInvalidAt: null, missingPermissions: ['pages_manage_posts'] });

    const commentId = (
      await server.simulator.createComment({ post_id: post, from: { id: nextPerson(), name: 'P' }, message: 'سعر' })
    ).id;
    await settle();
    expect(await campaignTrail(campaign, commentId)).toMatchObject({ public_status: 'sent' });
    expect((await bot.customer(nextPerson(), { text: 'مرحبا' })).sends.map(sentText)).toEqual(['أهلًا بك']);

    // The next post is refused before Meta is asked, naming the permission; reconnecting clears it.
    const preflight = await server.call(publishingEndpoints.preflight, {
      token,
      headers: { locale: 'en' },
      body: textPost({ schedule_type: 'now' }),
    });
    expect(preflight.body.problems).toMatchObject([
      { code: 'permission-missing', params: { permission: 'pages_manage_posts' } },
    ]);
    await setPage({ missingPermissions: [] });
  });
});

describe("Meta's newer 10 / 1893063: the page temporarily restricted from sending", () => {
  it("pauses the page's sending with one notice; the bot says why and answers again once it ends", async () => {
    await automations();
    const first = nextPerson();
    const restricted = {
      code: 10,
      error_subcode: 1893063,
      http_status: 400,
      message: '(#10) This Page is temporarily restricted from sending messages.',
    };
    await server.simulator.setFaults({
      error_rate: 1,
      error: restricted,
      paths: ['/v21.0/me/messages', `/v21.0/${page.metaId}/messages`],
    });
    try {
      await bot.customer(first, { text: 'مرحبا' });
    } finally {
      await server.simulator.setFaults({});
    }
    const [row] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row!.sendingPausedUntil?.getTime()).toBeGreaterThan(server.clock.now().getTime());
    expect(row!.tokenInvalidAt).toBeNull();

    // The next customers: nothing is sent, the trail says why, and the owner was told once.
    const since = await server.simulator.lastCallSeq();
    const next = await bot.customer(nextPerson(), { text: 'مرحبا' });
    const inbox = await bot.customer(nextPerson(), { text: 'مرحبا' });
    expect(writesOfPage(await server.simulator.calls(since))).toEqual([]);
    expect(await botTrailOf(next.mid)).toMatchObject({ status: 'skipped', reason: 'policy-block' });
    expect(await botTrailOf(inbox.mid)).toMatchObject({ reason: 'policy-block' });
    const paused = (await notificationTitles()).filter(
      (title) => title === `Facebook paused sending from ${page.name}`,
    );
    expect(paused).toHaveLength(1);

    // A day later it sends again.
    server.clock.advance(24 * 60 * 60_000 + 1_000);
    expect((await bot.customer(nextPerson(), { text: 'مرحبا' })).sends.map(sentText)).toEqual(['أهلًا بك']);
  });
});

describe('one throttle, one answer on every screen', () => {
  it('answers the same status and translated message on three screens', async () => {
    const throttle = { code: 613, http_status: 400, message: '(#613) Calls to this api have exceeded the rate limit.' };
    const answers: { status: number; message: string }[] = [];
    const screens = [
      () =>
        server.request<{ message: string }>('GET', `/api/pages/posts/${page.id}`, { token, headers: pageHeaders() }),
      () =>
        server.request<{ message: string }>('GET', `/api/pages/${page.id}/scheduled-posts`, {
          token,
          headers: pageHeaders(),
        }),
      () =>
        server.request<{ message: string }>('POST', '/api/bot/settings', {
          token,
          headers: pageHeaders(),
          body: {
            bot_enabled: true,
            typing_on: false,
            mark_seen: false,
            get_started_enabled: false,
            greeting: '',
            persistent_menu: [],
          },
        }),
    ];
    for (const screen of screens) {
      await server.simulator.setFaults({ error_rate: 1, error: throttle, paths: ['/v21.0/'] });
      try {
        const response = await screen();
        answers.push({ status: response.status, message: response.body.message });
      } finally {
        await server.simulator.setFaults({});
      }
      // The limiter holds the page back for Meta's minute: the next screen meets Meta's own answer again.
      server.clock.advance(61_000);
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 422, message: 'Meta is busy right now. Try again in a few minutes.' }),
    );
    await bot.setBotEnabled(true);
  });
});
