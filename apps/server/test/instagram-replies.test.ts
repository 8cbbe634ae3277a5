import {
  instagramRepliesEndpoints as endpoints,
  repliesEndpoints,
  type InstagramReplyCampaign,
  type TrailEntry,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inboxMessages,
  instagramAccountFeatures,
  instagramAccounts,
  outboundActions,
  plans,
  replyCampaigns,
  subscribers,
} from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import type { PrivateTextReplyCall, PublicReplyCall } from './graph-calls.ts';
import { postSignedWebhook, repliesHandled, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let account: { id: number; account_id: string; page_id: number | null };
let metaPageId: string;
let headers: Record<string, string>;
let person = 17_841_000_900;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  account = session.insta_accounts.find((item) => item.page_id !== null)!;
  metaPageId = session.pages.find((page) => page.id === account.page_id)!.page_id;
  headers = { locale: 'en', 'insta-id': String(account.id) };
});
afterAll(async () => {
  await server?.stop();
});

const lastSeq = () => server.simulator.lastCallSeq();
const postsSince = async (seq: number) =>
  (await server.simulator.calls(seq)).filter((call) => call.method === 'POST' && !call.path.includes('/_sim'));

async function newMedia(caption = 'فستان جديد') {
  return (await server.simulator.createPost({ ig_user_id: account.account_id, message: caption })).id;
}

async function settled() {
  await repliesHandled(server);
}

/** `POST /api/instagram/reply/add/{mediaId}` as the web form sends it (multipart, lists as JSON text). */
async function addCampaign<Body = { campaign: InstagramReplyCampaign }>(
  mediaId: string,
  fields: Record<string, unknown>,
  requestHeaders = headers,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}/api/instagram/reply/add/${mediaId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...requestHeaders },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** A comment through the simulator (Meta's `comments` webhook), handled and answered. */
async function comment(mediaId: string, message: string, from: { id?: string; name: string; username?: string }) {
  const created = await server.simulator.createComment({ post_id: mediaId, from, message });
  await settled();
  return created.id;
}

/** Meta's `comments` change for a comment, signed: the same body twice is a redelivery. */
function commentWebhook(mediaId: string, commentId: string, text: string, fromId: string) {
  return JSON.stringify({
    object: 'instagram',
    entry: [
      {
        id: account.account_id,
        time: Math.floor(server.clock.now().getTime() / 1000),
        changes: [
          {
            field: 'comments',
            value: { from: { id: fromId, username: 'buyer' }, id: commentId, text, media: { id: mediaId } },
          },
        ],
      },
    ],
  });
}

async function deliver(raw: string) {
  expect((await postSignedWebhook(server, raw)).status).toBe(200);
  await settled();
}

async function trailOf(campaignId: number): Promise<TrailEntry[]> {
  const response = await server.call(endpoints.getCampaign, {
    params: { id: campaignId },
    query: {},
    token,
    headers,
  });
  expect(response.status).toBe(200);
  return response.body.trail;
}

describe('Instagram comment replies', () => {
  it('answers an Arabic price question publicly and by Direct message, once, and records the conversation', async () => {
    const media = await newMedia();
    const created = await addCampaign(media, {
      name: 'فساتين إنستغرام',
      comments: ['أرسلنا لك التفاصيل على الخاص 🌷'],
      message_enabled: 'true',
      message: 'السعر 25 دولار',
      keywords: ['سعر', 'بكم'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.campaign).toMatchObject({
      post: media,
      instagram_account_id: account.id,
      status: 'running',
      message_type: 'text',
    });
    expect(created.body.campaign).not.toHaveProperty('buttons');
    const before = await lastSeq();
    const buyer = nextPerson();
    const commentId = await comment(media, 'كَمْ السّعر؟؟', { id: buyer, name: 'سارة', username: 'sara' });

    const calls = await postsSince(before);
    const publicReply = calls.find((call) => call.path === `/v21.0/${commentId}/replies`) as
      PublicReplyCall | undefined;
    const privateReply = calls.find((call) => call.path === `/v21.0/${metaPageId}/messages`) as
      PrivateTextReplyCall | undefined;
    expect(publicReply?.body.message).toBe('أرسلنا لك التفاصيل على الخاص 🌷');
    expect(publicReply?.status).toBe(200);
    expect(privateReply?.body.recipient).toEqual({ comment_id: commentId });
    expect(privateReply?.body.message.text).toBe('السعر 25 دولار');
    expect(privateReply?.status).toBe(200);
    // Our own public reply comes back as a `comments` change: it is not a customer's comment.
    expect(calls.filter((call) => call.path.endsWith('/replies'))).toHaveLength(1);

    const trail = await trailOf(created.body.campaign.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      comment_id: commentId,
      commenter_name: 'sara',
      decision: 'matched',
      matched_word: 'سعر',
      public_status: 'sent',
      public_reply_id: publicReply!.response.id,
      private_status: 'sent',
      private_message_id: privateReply!.response.message_id,
    });

    // The private reply opened the commenter's Instagram conversation, started by the comment.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const db = server.runtime.database.db;
    const [conversation] = await db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.instagramAccountId, account.id), eq(subscribers.metaUserId, buyer)));
    expect(conversation).toMatchObject({ channel: 'instagram', pageId: null, source: 'comment' });
    expect(conversation!.startedByComment).toMatchObject({ comment_id: commentId, text: 'كَمْ السّعر؟؟' });
    const messages = await db.select().from(inboxMessages).where(eq(inboxMessages.subscriberId, conversation!.id));
    expect(messages.map((message) => [message.kind, message.text])).toEqual([['private_reply', 'السعر 25 دولار']]);
  });

  it('matches English keywords, skips filter words and uses the not-matching reply', async () => {
    const media = await newMedia('New bags');
    const created = await addCampaign(media, {
      name: 'bags',
      comments: ['Check your DMs!'],
      keywords: ['price', 'how much'],
      filter_words: ['scam'],
      not_matching_reply: 'Thanks for your comment',
      enable_multiple: 'true',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const before = await lastSeq();
    const matched = await comment(media, 'PRICE please?', { id: nextPerson(), name: 'Ann' });
    const other = await comment(media, 'lovely colours', { id: nextPerson(), name: 'Bea' });
    const filtered = await comment(media, 'what is the price, scam?', { id: nextPerson(), name: 'Cy' });
    const replies = (await postsSince(before)).filter((call) => call.path.endsWith('/replies')) as PublicReplyCall[];
    expect(replies.map((call) => [call.path, call.body.message])).toEqual([
      [`/v21.0/${matched}/replies`, 'Check your DMs!'],
      [`/v21.0/${other}/replies`, 'Thanks for your comment'],
    ]);
    const trail = await trailOf(created.body.campaign.id);
    expect(trail.find((entry) => entry.comment_id === filtered)).toMatchObject({
      decision: 'filtered',
      reason: 'filter-word',
    });
    expect(trail.find((entry) => entry.comment_id === matched)).toMatchObject({ matched_word: 'price' });
  });

  it('sends one private reply per comment, whatever Meta redelivers, and answers a person once', async () => {
    const media = await newMedia();
    const created = await addCampaign(media, {
      name: 'once',
      comments: ['تم'],
      message_enabled: 'true',
      message: 'تفاصيل',
    });
    const before = await lastSeq();
    const buyer = nextPerson();
    const first = await comment(media, 'بكم', { id: buyer, name: 'Dana' });
    // Meta delivers the same change again, and the person comments a second time.
    await deliver(commentWebhook(media, first, 'بكم', buyer));
    await deliver(commentWebhook(media, first, 'بكم', buyer));
    const second = await comment(media, 'بكم؟', { id: buyer, name: 'Dana' });
    const calls = await postsSince(before);
    expect(calls.filter((call) => call.path.endsWith('/replies'))).toHaveLength(1);
    expect(calls.filter((call) => call.path === `/v21.0/${metaPageId}/messages`)).toHaveLength(1);
    const trail = await trailOf(created.body.campaign.id);
    expect(trail).toHaveLength(2);
    expect(trail.find((entry) => entry.comment_id === second)).toMatchObject({
      decision: 'skipped',
      reason: 'already-answered-person',
    });
  });

  it('skips a comment deleted before its replies went out, with the reason in the trail', async () => {
    const media = await newMedia();
    const created = await addCampaign(media, {
      name: 'deleted',
      comments: ['تم'],
      message_enabled: 'true',
      message: 'تفاصيل',
    });
    // The commenter deleted it before we answered (Instagram sends no webhook for a deletion).
    const deleted = await server.simulator.createComment({ post_id: media, from: { name: 'Gone' }, message: 'x' });
    await settled();
    await server.simulator.deleteComment(deleted.id);
    const deletedId = `${deleted.id}1`;
    await deliver(commentWebhook(media, deletedId, 'بكم', nextPerson()));
    const entry = (await trailOf(created.body.campaign.id)).find((row) => row.comment_id === deletedId);
    expect(entry).toMatchObject({
      public_status: 'skipped',
      private_status: 'skipped',
      reason: 'comment-unavailable',
    });
    // The campaign runs on.
    const after = await comment(media, 'بكم', { id: nextPerson(), name: 'Next' });
    const next = (await trailOf(created.body.campaign.id)).find((row) => row.comment_id === after);
    expect(next).toMatchObject({ public_status: 'sent', private_status: 'sent' });
  });

  it('answers old comments, and with comments turned off sends the private reply only', async () => {
    const media = await newMedia();
    const early = await comment(media, 'price?', { id: nextPerson(), name: 'Early' });
    const turnedOff = await server.call(endpoints.processComment, {
      params: { mediaId: media },
      body: { comment_enabled: false },
      token,
      headers,
    });
    expect(turnedOff.status).toBe(200);
    const before = await lastSeq();
    const created = await addCampaign(media, {
      name: 'old',
      comments: ['See DMs'],
      message_enabled: 'true',
      message: 'Here you go',
      enable_old: 'true',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await server.runtime.services.replyEngine.idle();
    for (let round = 0; round < 50; round++) {
      if ((await trailOf(created.body.campaign.id)).some((row) => row.private_status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.runtime.services.replyEngine.idle();
    const calls = await server.simulator.calls(before);
    expect(calls.some((call) => call.method === 'GET' && call.path === `/v21.0/${media}/comments`)).toBe(true);
    const [entry] = await trailOf(created.body.campaign.id);
    expect(entry).toMatchObject({
      comment_id: early,
      public_status: 'skipped',
      reason: 'meta-refused-item',
      private_status: 'sent',
    });
    expect(entry!.public_error).toContain('Comments are disabled');
    const campaign = await server.call(endpoints.listCampaigns, { token, headers });
    expect(campaign.body.campaigns.find((row) => row.id === created.body.campaign.id)?.status).toBe('running');
  });

  it('sends nothing for an account an admin blocked, and says so in the trail', async () => {
    const media = await newMedia();
    const created = await addCampaign(media, { name: 'blocked', comments: ['تم'] });
    const db = server.runtime.database.db;
    await db.update(instagramAccounts).set({ blockedAt: new Date() }).where(eq(instagramAccounts.id, account.id));
    try {
      const before = await lastSeq();
      const blocked = await comment(media, 'بكم', { id: nextPerson(), name: 'Blocked' });
      expect((await postsSince(before)).filter((call) => call.path.endsWith('/replies'))).toEqual([]);
      const entry = (await trailOf(created.body.campaign.id)).find((row) => row.comment_id === blocked);
      expect(entry).toMatchObject({ decision: 'skipped', reason: 'page-blocked', public_status: 'none' });
    } finally {
      await db.update(instagramAccounts).set({ blockedAt: null }).where(eq(instagramAccounts.id, account.id));
      server.runtime.services.replyEngine.forget();
    }
  });

  it("stops at the account's monthly plan limit: the trail says why and new campaigns answer 402", async () => {
    const media = await newMedia();
    const created = await addCampaign(media, { name: 'limited', comments: ['تم'] });
    const db = server.runtime.database.db;
    const used = (await server.call(endpoints.dependencies, { token, headers })).body.quota.used;
    const [plan] = await db
      .insert(plans)
      .values({ name: 'Small', monthlyReplyLimit: used + 1 })
      .returning();
    const [before] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.id, account.id));
    await db.update(instagramAccounts).set({ planId: plan!.id }).where(eq(instagramAccounts.id, account.id));
    server.runtime.services.replyEngine.forget();
    try {
      const answered = await comment(media, 'بكم', { id: nextPerson(), name: 'Fits' });
      const refused = await comment(media, 'بكم', { id: nextPerson(), name: 'Over' });
      const trail = await trailOf(created.body.campaign.id);
      expect(trail.find((row) => row.comment_id === answered)).toMatchObject({ public_status: 'sent' });
      expect(trail.find((row) => row.comment_id === refused)).toMatchObject({
        decision: 'skipped',
        reason: 'plan-limit',
      });
      const listed = await server.call(endpoints.listCampaigns, { token, headers });
      expect(listed.body.campaigns.find((row) => row.id === created.body.campaign.id)?.plan_limit_reached).toBe(true);
      const another = await addCampaign(media, { name: 'another', comments: ['تم'] });
      expect(another.status).toBe(402);
    } finally {
      await db.update(instagramAccounts).set({ planId: before!.planId }).where(eq(instagramAccounts.id, account.id));
      server.runtime.services.replyEngine.forget();
    }
  });

  it('answers each comment made while webhooks could not reach the product once, marked late', async () => {
    // The product's clock a little ahead of the database's, which dates the campaign: the comments made next read
    // as made after the campaign began.
    server.clock.advance(10 * 60_000);
    await server.simulator.advanceClock(0);
    const media = await newMedia();
    const created = await addCampaign(media, {
      name: 'outage',
      comments: ['late but here'],
      message_enabled: 'true',
      message: 'details',
    });
    const webhookUrl = server.config.meta.webhookUrl!;
    await server.simulator.setWebhookUrl(null);
    const missed: string[] = [];
    try {
      for (const name of ['Amal', 'Basel'])
        missed.push((await server.simulator.createComment({ post_id: media, from: { name }, message: 'بكم' })).id);
      await settled();
      expect(await trailOf(created.body.campaign.id)).toEqual([]);
    } finally {
      await server.simulator.setWebhookUrl(webhookUrl);
    }
    server.clock.advance(2 * 60_000);
    await server.simulator.advanceClock(0);
    const before = await lastSeq();
    const outcome = await server.runtime.services.replyEngine.backfillPage(account.page_id!);
    await settled();
    expect(outcome.answered).toBe(2);
    const replies = (await postsSince(before)).filter((call) => call.path.endsWith('/replies'));
    expect(replies.map((call) => call.path).sort()).toEqual(missed.map((id) => `/v21.0/${id}/replies`).sort());
    const trail = await trailOf(created.body.campaign.id);
    expect(trail.map((row) => [row.answered_late, row.public_status, row.private_status])).toEqual([
      [true, 'sent', 'sent'],
      [true, 'sent', 'sent'],
    ]);
    // A second pass finds nothing new.
    expect((await server.runtime.services.replyEngine.backfillPage(account.page_id!)).answered).toBe(0);
  });

  it('on the embedded database, takes back at start-up what a crashed run was sending: read back, never sent twice', async () => {
    const media = await newMedia();
    await addCampaign(media, { name: 'crash', comments: ['on its way'], message_enabled: 'true', message: 'تفاصيل' });
    const answered = await comment(media, 'بكم', { id: nextPerson(), name: 'Before' });
    await server.simulator.setFaults({ error_rate: 1, error: { code: 2, http_status: 500 }, paths: ['/v21.0/'] });
    let unanswered: string;
    try {
      unanswered = await comment(media, 'بكم', { id: nextPerson(), name: 'During' });
    } finally {
      await server.simulator.setFaults({});
    }
    const { db } = server.runtime.database;
    const commentIs = (...ids: string[]) => sql`${outboundActions.request}->>'commentId' in ${ids}`;
    await db
      .update(outboundActions)
      .set({ status: 'sending', nextAttemptAt: new Date(server.clock.now().getTime() + 60_000) })
      .where(commentIs(answered, unanswered));
    const startedAt = server.clock.now();
    server.clock.advance(1_000);
    const before = await lastSeq();
    await server.runtime.services.replyEngine.recoverOrphans(startedAt);
    const accepted = (await postsSince(before)).filter((call) => call.status === 200);
    expect(accepted.map((call) => call.path).filter((path) => path.endsWith('/replies'))).toEqual([
      `/v21.0/${unanswered}/replies`,
    ]);
    const privateReplies = accepted.filter((call) => call.path.endsWith('/messages')) as PrivateTextReplyCall[];
    expect(privateReplies.map((call) => call.body.recipient.comment_id)).toEqual([unanswered]);
    const statuses = await db
      .select({ status: outboundActions.status })
      .from(outboundActions)
      .where(commentIs(answered, unanswered));
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});

describe('Instagram reply screens', () => {
  it('keeps templates, reports and campaigns per account, apart from the page', async () => {
    const pageHeaders = { locale: 'en', 'page-id': String(account.page_id) };
    const quotas = async () => ({
      account: (await server.call(endpoints.dependencies, { token, headers })).body.quota.used,
      page: (await server.call(repliesEndpoints.dependencies, { token, headers: pageHeaders })).body.quota.used,
    });
    const before = await quotas();
    const media = await newMedia();
    await addCampaign(media, { name: 'screens', comments: ['شكرًا'] });
    await comment(media, 'جميل', { id: nextPerson(), name: 'Screens' });
    // The reply counts on the account's own monthly quota, not on the page that sent it.
    expect(await quotas()).toEqual({ account: before.account + 1, page: before.page });
    const saved = await server.call(endpoints.saveReplyTemplate, {
      body: { name: 'Price', message_type: 'text', message: 'السعر 25' } as never,
      token,
      headers,
    });
    expect(saved.status).toBe(200);
    const templates = await server.call(endpoints.listReplyTemplates, { token, headers });
    expect(templates.body.templates.map((template) => template.name)).toContain('Price');
    const dependencies = await server.call(endpoints.dependencies, { token, headers });
    expect(dependencies.body.reply_templates.map((template) => template.id)).toContain(saved.body.template.id);
    expect(dependencies.body.quota.used).toBeGreaterThan(0);

    const pageTemplates = await server.call(repliesEndpoints.listReplyTemplates, { token, headers: pageHeaders });
    expect(pageTemplates.body.templates.map((template) => template.id)).not.toContain(saved.body.template.id);
    const pageCampaigns = await server.call(repliesEndpoints.listCampaigns, { token, headers: pageHeaders });
    const accountCampaigns = await server.call(endpoints.listCampaigns, { token, headers });
    const accountIds = accountCampaigns.body.campaigns.map((campaign) => campaign.id);
    expect(accountIds.length).toBeGreaterThan(0);
    expect(pageCampaigns.body.campaigns.filter((campaign) => accountIds.includes(campaign.id))).toEqual([]);

    // Trail rows are dated by the database's clock, the test's clock is its own: a wide period.
    const period = { from: '2000-01-01', to: '2999-12-31' };
    const reports = await server.call(endpoints.reports, { query: period, token, headers });
    expect(reports.body.totals.comments).toBeGreaterThan(0);
    const pageReports = await server.call(repliesEndpoints.reports, { query: period, token, headers: pageHeaders });
    expect(pageReports.body.totals.comments).toBe(0);
    const one = await server.call(endpoints.reports, {
      query: { ...period, campaign_id: accountIds.at(-1)! },
      token,
      headers,
    });
    expect(one.body.totals.comments).toBeGreaterThan(0);
    expect(one.body.totals.comments).toBeLessThan(reports.body.totals.comments);

    const paused = await server.call(endpoints.changeCampaignStatus, {
      params: { id: accountIds[0]!, status: 'paused' },
      token,
      headers,
    });
    expect(paused.body.campaign.status).toBe('paused');
    const removedTemplate = await server.call(endpoints.deleteReplyTemplate, {
      params: { id: saved.body.template.id },
      token,
      headers,
    });
    expect(removedTemplate.status).toBe(204);
  });

  it("refuses Instagram's missing limits and another owner's campaigns", async () => {
    const media = await newMedia();
    const tooLong = await addCampaign<{ fields: string[] }>(media, {
      name: 'long',
      comments: ['ok'],
      message_enabled: 'true',
      message: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields).toContain('message');
    const buttons = await addCampaign<{ fields: string[] }>(media, {
      name: 'buttons',
      comments: ['ok'],
      message_enabled: 'true',
      message_type: 'buttons',
      message: 'pick',
    });
    expect(buttons.status).toBe(422);
    expect(buttons.body.fields).toContain('message_type');
    // A media that is not one of the account's posts on Meta (another account's, or none) gets no campaign.
    const notOurs = await addCampaign<{ code: string; message: string }>('987654321098765', {
      name: 'elsewhere',
      comments: ['ok'],
    });
    expect(notOurs.status, JSON.stringify(notOurs.body)).toBe(404);
    expect(notOurs.body.code).toBe('not-found');

    const db = server.runtime.database.db;
    const other = await createOwner(db);
    await db.insert(instagramAccountFeatures).values({ accountId: other.account.id, slug: 'reply' });
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const otherHeaders = { locale: 'en', 'insta-id': String(other.account.id) };
    // Their account is not on the simulator, so their campaign is stored as the add route would store it.
    const [theirs] = await db
      .insert(replyCampaigns)
      .values({
        pageId: other.page.id,
        channel: 'instagram',
        instagramAccountId: other.account.id,
        name: 'theirs',
        metaPostId: '123456',
        settings: (await db.select().from(replyCampaigns).limit(1))[0]!.settings,
      })
      .returning({ id: replyCampaigns.id });
    const theirId = theirs!.id;
    const mine = await server.callRefused(endpoints.getCampaign, {
      params: { id: theirId },
      query: {},
      token,
      headers,
    });
    expect(mine.status).toBe(404);
    const deleted = await server.callRefused(endpoints.deleteCampaign, { params: { id: theirId }, token, headers });
    expect(deleted.status).toBe(404);
    const theirAccount = await server.callRefused(endpoints.listCampaigns, { token, headers: otherHeaders });
    expect(theirAccount.status).toBe(403);
    const noAccount = await server.callRefused(endpoints.listCampaigns, { token, headers: { locale: 'en' } });
    expect(noAccount.status).toBe(422);
    const pastRange = await server.request('GET', '/api/instagram/reply/get/99999999999', { token, headers });
    expect(pastRange.status).toBe(422);

    await db.delete(instagramAccountFeatures).where(eq(instagramAccountFeatures.accountId, other.account.id));
    const noFeature = await server.callRefused(endpoints.listCampaigns, { token: otherToken, headers: otherHeaders });
    expect(noFeature.status).toBe(403);
  });
});
