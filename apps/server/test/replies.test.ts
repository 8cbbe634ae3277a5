import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsEndpoints,
  linkingEndpoints,
  notificationsEndpoints,
  repliesEndpoints,
  type ErrorBody,
  type ReplyCampaign,
  type TrailEntry,
} from '@app/contract';
import type { ValidationErrorBody } from './api-answers.ts';
import { eq, sql } from 'drizzle-orm';
import { outboundActions, pages, plans } from '../src/platform/db/schema.ts';
import type { PrivateTemplateReplyCall, PrivateTextReplyCall, PublicReplyCall } from './graph-calls.ts';
import { repliesHandled, startTestServer, type TestServer } from './test-server.ts';

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

async function newPost(message = 'فستان جديد') {
  return (await server.simulator.createPost({ page_id: metaPageId, message })).id;
}

/** `Body`: what the call answers, a campaign unless the test expects a refusal. */
async function addCampaign<Body = { campaign: ReplyCampaign }>(
  fields: Record<string, unknown>,
  options: { page?: number; locale?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'page-id': String(options.page ?? pageId),
      locale: options.locale ?? 'en',
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** Injects a comment through the simulator and waits until the product has handled it. */
async function comment(postId: string, message: string, from: { id?: string; name: string } = { name: 'زبونة' }) {
  const created = await server.simulator.createComment({ post_id: postId, from, message });
  await repliesHandled(server);
  return created.id;
}

async function campaignDetail(id: number) {
  const response = await server.call(repliesEndpoints.getCampaign, {
    params: { id },
    token,
    headers: { 'page-id': String(pageId), locale: 'en' },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('comment auto-replies', () => {
  it('answers an Arabic price question publicly and privately, once, and keeps the trail', async () => {
    const post = await newPost();
    const created = await addCampaign({
      name: 'فساتين',
      post,
      comment_enabled: 'true',
      comments: ['أرسلنا لك التفاصيل على الخاص 🌷'],
      message_enabled: 'true',
      message_type: 'text',
      message: 'السعر 25 دولار، والتوصيل مجاني',
      keywords: ['سعر', 'بكم'],
      include_url: 'true',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.campaign).toMatchObject({ status: 'running', keywords: ['سعر', 'بكم'], message_type: 'text' });
    const before = await lastSeq();
    const commentId = await comment(post, 'كَمْ السّعر؟؟', { id: '7001', name: 'سارة' });

    const allCalls = await callsSince(before);
    const calls = allCalls.filter((call) => call.method === 'POST');
    const publicReply = calls.find((call) => call.path === `/v21.0/${commentId}/comments`) as
      PublicReplyCall | undefined;
    const privateReply = calls.find((call) => call.path === `/v21.0/${metaPageId}/messages`) as
      PrivateTextReplyCall | undefined;
    expect(publicReply?.body.message).toBe('أرسلنا لك التفاصيل على الخاص 🌷');
    expect(publicReply?.status).toBe(200);
    expect(privateReply?.body.recipient).toEqual({ comment_id: commentId });
    // The post's link is its permalink as Meta gives it, here the simulator's page of the post (it is not on
    // Facebook), read when the campaign was saved: no call for it per comment.
    expect(privateReply?.body.message.text).toBe(
      `السعر 25 دولار، والتوصيل مجاني\n${server.config.appUrl}/_meta/view/${post}`,
    );
    expect(privateReply?.status).toBe(200);
    expect(allCalls.filter((call) => call.path === `/v21.0/${post}`)).toEqual([]);

    const detail = await campaignDetail(created.body.campaign.id);
    expect(detail.trail).toHaveLength(1);
    expect(detail.trail[0]).toMatchObject({
      commenter_name: 'سارة',
      decision: 'matched',
      matched_word: 'سعر',
      public_status: 'sent',
      public_reply_id: publicReply!.response.id,
      private_status: 'sent',
      private_message_id: privateReply!.response.message_id,
    });
    expect(detail.campaign.counts).toMatchObject({ comments: 1, public_sent: 1, private_sent: 1 });
  });

  it('uses the not-matching reply, honours filter words and never answers the page itself', async () => {
    const post = await newPost();
    const created = await addCampaign({
      name: 'filters',
      post,
      comments: ['Details sent in private'],
      keywords: ['price'],
      filter_words: ['scam'],
      not_matching_reply: 'Thank you! Ask us about the price anytime',
    });
    const campaignId = created.body.campaign.id;
    const before = await lastSeq();
    await comment(post, 'so beautiful', { id: '7101', name: 'Mona' });
    await comment(post, 'price? or is this a scam', { id: '7102', name: 'Troll' });
    await comment(post, 'price please', { id: metaPageId, name: 'The page' });
    const posted = (await callsSince(before)).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/comments'),
    ) as PublicReplyCall[];
    expect(posted.map((call) => call.body.message)).toEqual(['Thank you! Ask us about the price anytime']);
    const trail = (await campaignDetail(campaignId)).trail;
    const byName = Object.fromEntries(trail.map((entry) => [entry.commenter_name, entry]));
    expect(byName.Mona).toMatchObject({ decision: 'not_matching', public_status: 'sent' });
    expect(byName.Troll).toMatchObject({ decision: 'filtered', matched_word: 'scam', public_status: 'none' });
    expect(byName['The page']).toBeUndefined();
    expect(trail).toHaveLength(2);
  });

  it('replies once per comment even when Meta delivers it several times', async () => {
    const post = await newPost();
    await addCampaign({ name: 'dups', post, comments: ['ok'], message_enabled: 'true', message: 'details' });
    await server.simulator.setFaults({ duplicate_rate: 1 });
    try {
      const before = await lastSeq();
      const commentId = await comment(post, 'بكم', { id: '7201', name: 'Dup' });
      await server.runtime.services.dispatcher.sweep();
      const posts = (await callsSince(before)).filter((call) => call.method === 'POST');
      expect(posts.filter((call) => call.path === `/v21.0/${commentId}/comments`)).toHaveLength(1);
      expect(posts.filter((call) => call.path.endsWith('/messages'))).toHaveLength(1);
      const deliveries = (await server.simulator.deliveries(0)).filter((d) =>
        JSON.stringify(d.payload).includes(commentId),
      );
      expect(deliveries.length).toBeGreaterThanOrEqual(2);
    } finally {
      await server.simulator.setFaults({});
    }
  });

  it('answers a person once unless several replies are allowed', async () => {
    const post = await newPost();
    const single = await addCampaign({ name: 'once', post, comments: ['ok'] });
    const before = await lastSeq();
    await comment(post, 'first', { id: '7301', name: 'Repeat' });
    await comment(post, 'second', { id: '7301', name: 'Repeat' });
    expect((await callsSince(before)).filter((call) => call.method === 'POST')).toHaveLength(1);
    const trail = (await campaignDetail(single.body.campaign.id)).trail;
    expect(trail.map((entry) => entry.reason)).toContain('already-answered-person');
  });

  it('sends buttons and cards in Meta\u2019s template shapes and refuses more than Meta allows', async () => {
    const post = await newPost();
    const buttons = [
      { type: 'web_url', title: 'Order', url: 'https://shop.example.com/order' },
      { type: 'postback', title: 'Talk to us', payload: 'AGENT' },
    ];
    await addCampaign({
      name: 'buttons',
      post,
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'buttons',
      message: 'Choose',
      buttons,
    });
    const before = await lastSeq();
    await comment(post, 'hi', { id: '7401', name: 'B' });
    const sent = (await callsSince(before)).find((call) => call.path.endsWith('/messages')) as
      PrivateTemplateReplyCall | undefined;
    expect(sent?.body.message.attachment.payload).toEqual({
      template_type: 'button',
      text: 'Choose',
      buttons: [
        { type: 'web_url', title: 'Order', url: 'https://shop.example.com/order' },
        { type: 'postback', title: 'Talk to us', payload: 'AGENT' },
      ],
    });
    expect(sent?.status).toBe(200);

    const cardsPost = await newPost();
    await addCampaign({
      name: 'cards',
      post: cardsPost,
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'cards',
      cards: [
        { title: 'فستان أحمر', subtitle: '25$', image_url: 'https://shop.example.com/red.jpg', buttons: [buttons[0]] },
      ],
    });
    const beforeCards = await lastSeq();
    await comment(cardsPost, 'hi', { id: '7402', name: 'C' });
    const cards = (await callsSince(beforeCards)).find((call) => call.path.endsWith('/messages')) as
      PrivateTemplateReplyCall | undefined;
    expect(cards?.body.message.attachment.payload.template_type).toBe('generic');
    expect(cards?.body.message.attachment.payload.elements[0]).toMatchObject({ title: 'فستان أحمر', subtitle: '25$' });

    const tooMany = await addCampaign<ValidationErrorBody>({
      name: 'too many',
      post,
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'buttons',
      message: 'x',
      buttons: [...buttons, ...buttons],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.fields).toContain('buttons');
    const missing = await addCampaign<ValidationErrorBody<'message'>>(
      { name: 'empty', post, comment_enabled: 'false', message_enabled: 'true', message_type: 'text', message: '' },
      { locale: 'ar' },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.message).toEqual(['هذا الحقل مطلوب']);
  });

  it('stops at the monthly plan limit: the trail says why and new campaigns answer 402', async () => {
    const db = server.runtime.database.db;
    const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
    const dependencies = await server.call(repliesEndpoints.dependencies, {
      token,
      headers: { 'page-id': String(pageId) },
    });
    const used = dependencies.body.quota.used as number;
    await db
      .update(plans)
      .set({ monthlyReplyLimit: used + 1 })
      .where(eq(plans.id, page!.planId!));
    try {
      const post = await newPost();
      const created = await addCampaign({ name: 'quota', post, comments: ['ok'] });
      await comment(post, 'one', { id: '7501', name: 'Q1' });
      await comment(post, 'two', { id: '7502', name: 'Q2' });
      const detail = await campaignDetail(created.body.campaign.id);
      expect(detail.campaign.plan_limit_reached).toBe(true);
      const byName = Object.fromEntries(detail.trail.map((entry) => [entry.commenter_name, entry]));
      expect(byName.Q1).toMatchObject({ public_status: 'sent' });
      expect(byName.Q2).toMatchObject({ decision: 'skipped', reason: 'plan-limit', public_status: 'none' });
      const refused = await addCampaign<ErrorBody>({ name: 'more', post, comments: ['ok'] }, { locale: 'en' });
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        code: 'plan-limit',
        message: 'The reply was not added because the monthly limit was reached.',
        errors: ['The reply limit for your plan was reached.'],
      });
    } finally {
      await db.update(plans).set({ monthlyReplyLimit: 10_000 }).where(eq(plans.id, page!.planId!));
    }
  });

  it('answers exactly as many of a burst as the quota has room for', async () => {
    const db = server.runtime.database.db;
    const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
    const dependencies = await server.call(repliesEndpoints.dependencies, {
      token,
      headers: { 'page-id': String(pageId) },
    });
    await db
      .update(plans)
      .set({ monthlyReplyLimit: (dependencies.body.quota.used as number) + 3 })
      .where(eq(plans.id, page!.planId!));
    try {
      const post = await newPost();
      const created = await addCampaign({ name: 'burst quota', post, comments: ['ok'] });
      // Delivered together, the five land in one batch: the page's month cannot take all of them at once.
      await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          server.simulator.createComment({
            post_id: post,
            from: { id: `76${index}`, name: `B${index}` },
            message: 'price',
          }),
        ),
      );
      await repliesHandled(server);
      const detail = await campaignDetail(created.body.campaign.id);
      expect(detail.trail).toHaveLength(5);
      expect(detail.trail.filter((entry) => entry.public_status === 'sent')).toHaveLength(3);
      expect(detail.trail.filter((entry) => entry.reason === 'plan-limit')).toHaveLength(2);
      const after = await server.call(repliesEndpoints.dependencies, {
        token,
        headers: { 'page-id': String(pageId) },
      });
      expect(after.body.quota.used).toBe(after.body.quota.limit);
    } finally {
      await db.update(plans).set({ monthlyReplyLimit: 10_000 }).where(eq(plans.id, page!.planId!));
    }
  });

  it('stops the campaign with Meta\u2019s reason in the owner\u2019s language when the page token is lost', async () => {
    const user = await server.simulator.createUser({ name: 'Token Loser' });
    const simPage = await server.simulator.createPage({ owner_user_id: user.id, name: 'Fragile Shop' });
    const { code } = await server.simulator.oauthCode({
      user_id: user.id,
      redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
    });
    const dialog = await server.call(linkingEndpoints.facebookDialog, { token });
    await server.call(linkingEndpoints.loginWithCode, {
      token,
      body: { code, state: dialog.body.state, instagram: 'no' },
    });
    const accounts = await server.call(accountsEndpoints.linked, { token });
    const fragile = accounts.body.pages.find((page) => page.page_id === simPage.id)!;
    const db = server.runtime.database.db;
    await db
      .insert((await import('../src/platform/db/schema.ts')).pageFeatures)
      .values({ pageId: fragile.id, slug: 'reply' })
      .onConflictDoNothing();
    const post = (await server.simulator.createPost({ page_id: simPage.id, message: 'sale' })).id;
    const created = await addCampaign({ name: 'fragile', post, comments: ['ok'] }, { page: fragile.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await server.simulator.invalidateTokens({ page_id: simPage.id, subcode: 463 });
    await comment(post, 'price?', { id: '7601', name: 'T' });
    const readCampaign = () =>
      server.call(repliesEndpoints.getCampaign, {
        params: { id: created.body.campaign.id },
        token,
        headers: { 'page-id': String(fragile.id), locale: 'en' },
      });
    // The refusal stops the campaign as the reply fails; on a loaded machine that can land after the wait above.
    await expect
      .poll(async () => (await readCampaign()).body.campaign.status, { timeout: 30_000 })
      .toBe('stopped_error');
    const detail = await readCampaign();
    expect(detail.body.campaign.error).toBe(
      'We lost access to Fragile Shop on Facebook. Reconnect it from the pages list to continue.',
    );
    expect(detail.body.trail[0]).toMatchObject({ public_status: 'failed' });
    const notes = await server.call(notificationsEndpoints.list, {
      token,
      headers: { locale: 'en' },
    });
    expect(notes.body.notifications.map((note) => note.title)).toContain('Reconnect the page Fragile Shop');
  });

  it('keeps campaigns to their page', async () => {
    const post = await newPost();
    const created = await addCampaign({ name: 'mine', post, comments: ['ok'] });
    const other = await server.callRefused(repliesEndpoints.getCampaign, {
      params: { id: created.body.campaign.id },
      token,
      headers: { 'page-id': String(secondPageId) },
    });
    expect(other.status).toBe(404);
    const wrongPost = await addCampaign<ValidationErrorBody>(
      { name: 'wrong post', post, comments: ['ok'] },
      { page: secondPageId },
    );
    expect(wrongPost.status).toBe(422);
    expect(wrongPost.body.fields).toEqual(['post']);
  });
});

describe('comment auto-replies under pressure', () => {
  it('slows down when Meta throttles the page and sends the reply later, once', async () => {
    const post = await newPost();
    const created = await addCampaign({ name: 'throttled', post, comments: ['later but sure'] });
    await server.simulator.setFaults({ error_rate: 1, error: { code: 32, http_status: 400 }, paths: ['/v21.0/'] });
    let commentId: string;
    try {
      commentId = await comment(post, 'price', { id: '7701', name: 'Patient' });
    } finally {
      await server.simulator.setFaults({});
    }
    let trail = (await campaignDetail(created.body.campaign.id)).trail;
    expect(trail[0]).toMatchObject({ public_status: 'pending' });

    const before = await lastSeq();
    await server.runtime.services.replyEngine.sweep();
    expect((await callsSince(before)).filter((call) => call.method === 'POST')).toHaveLength(0);

    server.clock.advance(5 * 60_000);
    await server.runtime.services.replyEngine.sweep();
    await server.runtime.services.replyEngine.sweep();
    const posted = (await callsSince(before)).filter(
      (call) => call.method === 'POST' && call.path === `/v21.0/${commentId}/comments`,
    );
    expect(posted).toHaveLength(1);
    trail = (await campaignDetail(created.body.campaign.id)).trail;
    expect(trail[0]).toMatchObject({ public_status: 'sent' });
  });

  it('finishes replies a crash left half-done, without sending any twice', async () => {
    const post = await newPost();
    const created = await addCampaign({
      name: 'restart',
      post,
      comments: ['back again'],
      message_enabled: 'true',
      message: 'details',
    });
    await server.simulator.setFaults({ error_rate: 1, error: { code: 2, http_status: 500 }, paths: ['/v21.0/'] });
    const ids: string[] = [];
    try {
      for (let index = 0; index < 5; index++)
        ids.push(await comment(post, 'بكم', { id: `78${index}`, name: `R${index}` }));
    } finally {
      await server.simulator.setFaults({});
    }
    const before = await lastSeq();
    server.clock.advance(10 * 60_000);
    await server.runtime.services.replyEngine.sweep();
    await server.runtime.services.replyEngine.sweep();
    const posts = (await callsSince(before)).filter((call) => call.method === 'POST' && call.status === 200);
    expect(posts.filter((call) => call.path.endsWith('/comments'))).toHaveLength(5);
    expect(posts.filter((call) => call.path.endsWith('/messages'))).toHaveLength(5);
    const detail = await campaignDetail(created.body.campaign.id);
    expect(detail.trail.every((entry) => entry.public_status === 'sent' && entry.private_status === 'sent')).toBe(true);
  });

  it('on the embedded database, takes back at start-up what a crashed run was sending: read back, never sent twice', async () => {
    const post = await newPost();
    await addCampaign({ name: 'crash', post, comments: ['on its way'], message_enabled: 'true', message: 'details' });
    // One comment answered before the crash, its outcome never recorded; one whose replies had not gone out.
    const answered = await comment(post, 'بكم', { id: '7901', name: 'Before' });
    await server.simulator.setFaults({ error_rate: 1, error: { code: 2, http_status: 500 }, paths: ['/v21.0/'] });
    let unanswered: string;
    try {
      unanswered = await comment(post, 'بكم', { id: '7902', name: 'During' });
    } finally {
      await server.simulator.setFaults({});
    }
    // And one this process is sending right now, leased after it started: not an orphan.
    const inFlight = await comment(post, 'بكم', { id: '7903', name: 'Now' });
    const { db } = server.runtime.database;
    const commentIs = (...ids: string[]) => sql`${outboundActions.request}->>'commentId' in ${ids}`;
    const deadRunLease = new Date(server.clock.now().getTime() + 60_000);
    await db
      .update(outboundActions)
      .set({ status: 'sending', nextAttemptAt: deadRunLease })
      .where(commentIs(answered, unanswered));
    const startedAt = server.clock.now();
    server.clock.advance(1_000);
    const ownLease = new Date(server.clock.now().getTime() + 120_000);
    await db.update(outboundActions).set({ status: 'sending', nextAttemptAt: ownLease }).where(commentIs(inFlight));

    const before = await lastSeq();
    await server.runtime.services.replyEngine.sweep();
    expect((await callsSince(before)).filter((call) => call.method === 'POST')).toHaveLength(0);

    await server.runtime.services.replyEngine.recoverOrphans(startedAt);
    const accepted = (await callsSince(before)).filter((call) => call.method === 'POST' && call.status === 200);
    expect(accepted.map((call) => call.path).filter((path) => path.endsWith('/comments'))).toEqual([
      `/v21.0/${unanswered}/comments`,
    ]);
    const privateReplies = accepted.filter((call) => call.path.endsWith('/messages')) as PrivateTextReplyCall[];
    expect(privateReplies.map((call) => call.body.recipient.comment_id)).toEqual([unanswered]);
    const statusOf = async (id: string) =>
      (await db.select({ status: outboundActions.status }).from(outboundActions).where(commentIs(id))).map(
        (row) => row.status,
      );
    expect([...(await statusOf(answered)), ...(await statusOf(unanswered))]).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(await statusOf(inFlight)).toEqual(['sending', 'sending']);
    await db.update(outboundActions).set({ status: 'sent' }).where(commentIs(inFlight));
  });

  it('answers the last 30 existing comments when asked to reply to old comments', async () => {
    const post = await newPost();
    for (let index = 0; index < 32; index++) {
      await server.simulator.createComment({
        post_id: post,
        from: { id: `79${String(index).padStart(2, '0')}`, name: `Old ${index}` },
        message: 'سعر؟',
      });
    }
    await repliesHandled(server);
    const created = await addCampaign({ name: 'old', post, comments: ['Sorry for the wait!'], enable_old: 'true' });
    const deadline = Date.now() + 20_000;
    let trail: TrailEntry[] = [];
    while (Date.now() < deadline) {
      trail = (await campaignDetail(created.body.campaign.id)).trail;
      if (trail.length >= 30 && trail.every((entry) => entry.public_status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(trail).toHaveLength(30);
    expect(trail.every((entry) => entry.public_status === 'sent')).toBe(true);
  });

  it('lists the page posts with their campaigns and reports what happened', async () => {
    const posts = await server.call(repliesEndpoints.pagePosts, {
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(posts.status).toBe(200);
    expect(posts.body.posts.length).toBeGreaterThan(3);
    const withCampaign = posts.body.posts.find((post) => post.campaigns.some((campaign) => campaign.name === 'فساتين'));
    expect(withCampaign).toBeTruthy();

    const reports = await server.call(repliesEndpoints.reports, {
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(reports.status).toBe(200);
    expect(reports.body.totals.comments).toBeGreaterThan(10);
    expect(reports.body.totals.public_sent).toBeGreaterThan(5);
    expect(reports.body.totals.private_sent).toBeGreaterThan(1);
    expect(reports.body.skipped_by_reason.map((row) => row.reason)).toEqual(expect.arrayContaining(['filter-word']));
    expect(reports.body.daily.length).toBeGreaterThanOrEqual(1);
    expect(reports.body.quota.used).toBeGreaterThan(0);
  });
});

describe('campaign life cycle', () => {
  it('answers with the scheduled stop message once the stop date has passed', async () => {
    const post = await newPost();
    const stopAt = new Date(server.clock.now().getTime() + 60 * 60_000).toISOString();
    await addCampaign({
      name: 'weekend offer',
      post,
      comments: ['Offer details sent'],
      message_enabled: 'true',
      message: 'Use code FRIDAY',
      stop_at: stopAt,
      schedule: { type: 'stop', message: 'Sorry, the offer has ended' },
    });
    const before = await lastSeq();
    await comment(post, 'price?', { id: '7901', name: 'Early' });
    server.clock.advance(2 * 60 * 60_000);
    await comment(post, 'price?', { id: '7902', name: 'Late' });
    const posts = (await callsSince(before)).filter((call) => call.method === 'POST') as (
      PublicReplyCall | PrivateTextReplyCall
    )[];
    expect(posts.filter((call) => call.path.endsWith('/comments')).map((call) => call.body.message)).toEqual([
      'Offer details sent',
      'Sorry, the offer has ended',
    ]);
    expect(posts.filter((call) => call.path.endsWith('/messages'))).toHaveLength(1);
  });

  it('applies edits to the next comments, ignores comments while paused and answers again after a restart', async () => {
    const post = await newPost();
    const created = await addCampaign({ name: 'editable', post, comments: ['first wording'], keywords: ['price'] });
    const id = created.body.campaign.id;
    const edited = await addCampaign({
      id: String(id),
      name: 'editable',
      post,
      comments: ['second wording'],
      keywords: ['سعر'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.campaign).toMatchObject({ id, keywords: ['سعر'], comments: ['second wording'] });

    const before = await lastSeq();
    await comment(post, 'price?', { id: '7911', name: 'English' });
    await comment(post, 'السعر؟', { id: '7912', name: 'Arabic' });
    let replies = (await callsSince(before)).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/comments'),
    ) as PublicReplyCall[];
    expect(replies.map((call) => call.body.message)).toEqual(['second wording']);

    const paused = await server.call(repliesEndpoints.changeCampaignStatus, {
      params: { id },
      query: { status: 'paused' },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(paused.body.campaign.status).toBe('paused');
    const whilePaused = await lastSeq();
    await comment(post, 'سعر', { id: '7913', name: 'Paused' });
    expect((await callsSince(whilePaused)).filter((call) => call.method === 'POST')).toHaveLength(0);

    const restarted = await server.call(repliesEndpoints.changeCampaignStatus, {
      params: { id },
      query: { status: 'running' },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(restarted.body.campaign.status).toBe('running');
    const afterRestart = await lastSeq();
    await comment(post, 'سعر', { id: '7914', name: 'Restarted' });
    replies = (await callsSince(afterRestart)).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/comments'),
    ) as PublicReplyCall[];
    expect(replies).toHaveLength(1);

    const removed = await server.call(repliesEndpoints.deleteCampaign, {
      params: { id },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(removed.status).toBe(204);
    const gone = await server.callRefused(repliesEndpoints.getCampaign, {
      params: { id },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(gone.status).toBe(404);
  });
});
