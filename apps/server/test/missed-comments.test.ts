import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsEndpoints, linkingEndpoints, repliesEndpoints, type ReplyCampaign } from '@app/contract';
import { pageFeatures } from '../src/platform/db/schema.ts';
import { repliesHandled, startTestServer, type TestServer } from './test-server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let webhookUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  webhookUrl = server.config.meta.webhookUrl!;
  // The product's clock (and the simulator's, built on it) a little ahead of the database's, which dates the
  // campaigns: comments made after a campaign is created then also read as made after it.
  server.clock.advance(5 * MINUTE);
  // The periodic pass runs on the wall clock (every 10 minutes): one falling inside a test would answer some of
  // its comments before the pass the test runs and counts. These tests run every pass themselves.
  await server.runtime.queue.unschedule('replies.backfill-sweep');
});
afterAll(async () => {
  await server?.stop();
});

async function newPost(message = 'عرض جديد') {
  return (await server.simulator.createPost({ page_id: metaPageId, message })).id;
}

async function addCampaign(fields: Record<string, unknown>, page = pageId) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'page-id': String(page), locale: 'en' },
    body: form,
  });
  const body = (await response.json()) as { campaign: ReplyCampaign };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.campaign;
}

/** Waits until the product has taken in every delivery and sent every reply it decided. */
async function settle() {
  await repliesHandled(server);
}

async function trailOf(campaignId: number, page = pageId) {
  const response = await server.call(repliesEndpoints.getCampaign, {
    params: { id: campaignId },
    token,
    headers: { 'page-id': String(page), locale: 'en' },
  });
  expect(response.status).toBe(200);
  return response.body.trail;
}

async function publicRepliesTo(commentId: string, since = 0) {
  return (await server.simulator.calls(since)).filter(
    (call) => call.method === 'POST' && call.path === `/v21.0/${commentId}/comments` && call.status === 200,
  );
}

/** Moves the product's clock and with it the simulator's; retries and duplicates due by then go out. */
async function passTime(ms: number) {
  server.clock.advance(ms);
  await server.simulator.advanceClock(0);
}

/** The comments a delivery carries (a batch carries several). */
function commentsIn(delivery: { payload: { entry: Array<Record<string, unknown>> } }): string[] {
  return delivery.payload.entry.flatMap((entry) =>
    ((entry.changes ?? []) as Array<{ value: { comment_id?: string } }>).map((change) => change.value.comment_id ?? ''),
  );
}

async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  what = 'the condition',
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('missed comments (backfill)', () => {
  // A failure half-way through the disabling test would leave the demo page unsubscribed for every later test.
  afterAll(async () => {
    const admin = await server.login('admin', 'Admin@2026');
    await server.call(linkingEndpoints.addPagePermissions, { params: { id: pageId }, token: admin.access_token });
  });

  it('answers each comment made while webhooks could not reach the product once, marked late', async () => {
    const post = await newPost();
    const campaign = await addCampaign({
      name: 'outage',
      post,
      comments: ['late but here'],
      message_enabled: 'true',
      message: 'details',
    });
    await server.simulator.setWebhookUrl(null);
    const ids: string[] = [];
    try {
      for (const [index, name] of ['Amal', 'Basel', 'Carla'].entries())
        ids.push(
          (await server.simulator.createComment({ post_id: post, from: { id: `91${index}`, name }, message: 'بكم' }))
            .id,
        );
      await settle();
      expect(await trailOf(campaign.id)).toEqual([]);
    } finally {
      await server.simulator.setWebhookUrl(webhookUrl);
    }
    // Delivery is back; a comment made now comes by webhook, as usual, and is not late.
    const onTime = (
      await server.simulator.createComment({ post_id: post, from: { id: '919', name: 'Dina' }, message: 'بكم' })
    ).id;
    await settle();

    await passTime(2 * MINUTE);
    const before = await server.simulator.lastCallSeq();
    const outcome = await server.runtime.services.replyEngine.backfillPage(pageId);
    await settle();
    // The start-up pass, late on a loaded machine, may have answered some first: what counts is once each, late.
    expect(outcome.answered).toBeLessThanOrEqual(3);
    for (const id of ids) expect(await publicRepliesTo(id)).toHaveLength(1);
    expect(await publicRepliesTo(onTime, before)).toHaveLength(0);
    const trail = await trailOf(campaign.id);
    expect(trail).toHaveLength(4);
    const late = trail.filter((entry) => entry.answered_late);
    expect(late.map((entry) => entry.commenter_name).sort()).toEqual(['Amal', 'Basel', 'Carla']);
    expect(late.every((entry) => entry.public_status === 'sent' && entry.private_status === 'sent')).toBe(true);
    expect(trail.find((entry) => entry.commenter_name === 'Dina')).toMatchObject({ answered_late: false });

    // Again (the periodic pass, a second trigger): nothing more is sent.
    await passTime(10 * MINUTE);
    const again = await server.simulator.lastCallSeq();
    expect((await server.runtime.services.replyEngine.backfillPage(pageId)).answered).toBe(0);
    await settle();
    expect((await server.simulator.calls(again)).filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('after hours of failed deliveries Meta disables the subscription; re-subscribing reads back what was missed', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'disabled', post, comments: ['sorry for the wait'] });
    await server.simulator.setDeliverySettings({
      retry_delays_ms: [MINUTE, 15 * MINUTE, HOUR],
      retry_window_ms: 36 * HOUR,
      disable_after_ms: 4 * HOUR,
    });
    // The product cannot be reached: every delivery fails.
    await server.simulator.setWebhookUrl('http://127.0.0.1:9/webhooks/meta');
    let first: string;
    try {
      first = (
        await server.simulator.createComment({ post_id: post, from: { id: '921', name: 'Early' }, message: 'hi' })
      ).id;
      const carryingFirst = async () =>
        (await server.simulator.deliveries(0)).find((delivery) => JSON.stringify(delivery.payload).includes(first));
      // Each half hour, the retry that came due is let fail before the clock moves on: moved on too soon, the next
      // attempt would fail past the disabling time and the subscription would go after fewer attempts.
      const attemptsDone = () =>
        waitFor(async () => {
          const record = await carryingFirst();
          const next = record?.next_attempt_at ? Date.parse(record.next_attempt_at) : null;
          return (
            record?.last_error && (record.status === 'failed' || (next !== null && next > server.clock.now().getTime()))
          );
        }, `the failed attempt at ${server.clock.now().toISOString()} and its next one`);
      await attemptsDone();
      for (let hours = 0; hours < 6; hours += 0.5) {
        await passTime(30 * MINUTE);
        await attemptsDone();
      }
      const record = await waitFor(async () => {
        const delivery = await carryingFirst();
        return delivery?.status === 'failed' ? delivery : undefined;
      }, 'the delivery given up');
      expect(record.attempts).toBeGreaterThan(3);
      expect(record.last_error).toContain('subscription disabled');
    } finally {
      await server.simulator.setWebhookUrl(webhookUrl);
      await server.simulator.setDeliverySettings({ retry_delays_ms: null, disable_after_ms: null });
    }
    const admin = await server.login('admin', 'Admin@2026');
    const check = await server.call(linkingEndpoints.checkPagePermissions, {
      params: { id: pageId },
      token: admin.access_token,
    });
    expect(check.body.subscribed_fields).toEqual([]);

    // Unsubscribed: a new comment is not delivered at all.
    const second = (
      await server.simulator.createComment({ post_id: post, from: { id: '922', name: 'Later' }, message: 'hi' })
    ).id;
    await settle();
    const carrying = (await server.simulator.deliveries(0)).filter((delivery) => commentsIn(delivery).includes(second));
    expect(carrying).toEqual([]);

    await passTime(2 * MINUTE);
    const resubscribed = await server.call(linkingEndpoints.addPagePermissions, {
      params: { id: pageId },
      token: admin.access_token,
    });
    expect(resubscribed.body).toMatchObject({ success: true });
    // The re-subscription queues the read-back; its job answers both comments.
    const trail = await waitFor(async () => {
      const rows = await trailOf(campaign.id);
      return rows.length === 2 && rows.every((row) => row.public_status === 'sent') ? rows : undefined;
    }, 'both comments answered by the read-back');
    expect(trail.every((row) => row.answered_late)).toBe(true);
    expect(await publicRepliesTo(first)).toHaveLength(1);
    expect(await publicRepliesTo(second)).toHaveLength(1);
  });

  it('after a lost token, a reconnect and a restart, answers the comments made while the campaign was stopped', async () => {
    const user = await server.simulator.createUser({ name: 'Lost Token Owner' });
    const simPage = await server.simulator.createPage({ owner_user_id: user.id, name: 'Reconnect Shop' });
    const link = async () => {
      const { code } = await server.simulator.oauthCode({
        user_id: user.id,
        redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
      });
      const dialog = await server.call(linkingEndpoints.facebookDialog, { token });
      await server.call(linkingEndpoints.loginWithCode, {
        token,
        body: { code, state: dialog.body.state, instagram: 'no' },
      });
    };
    await link();
    const accounts = await server.call(accountsEndpoints.linked, { token });
    const page = accounts.body.pages.find((linked) => linked.page_id === simPage.id)!;
    await server.runtime.database.db
      .insert(pageFeatures)
      .values({ pageId: page.id, slug: 'reply' })
      .onConflictDoNothing();
    const post = (await server.simulator.createPost({ page_id: simPage.id, message: 'sale' })).id;
    const campaign = await addCampaign({ name: 'reconnect', post, comments: ['welcome back'] }, page.id);

    await server.simulator.invalidateTokens({ page_id: simPage.id, subcode: 463 });
    await server.simulator.createComment({ post_id: post, from: { id: '941', name: 'First' }, message: 'x' });
    await settle();
    expect((await trailOf(campaign.id, page.id))[0]).toMatchObject({ public_status: 'failed' });
    // Stopped: this one is delivered but nothing answers it.
    const missed = (
      await server.simulator.createComment({ post_id: post, from: { id: '942', name: 'While stopped' }, message: 'x' })
    ).id;
    await settle();
    expect(await trailOf(campaign.id, page.id)).toHaveLength(1);

    await link();
    await passTime(2 * MINUTE);
    const restarted = await server.call(repliesEndpoints.changeCampaignStatus, {
      params: { id: campaign.id },
      query: { status: 'running' },
      token,
      headers: { 'page-id': String(page.id) },
    });
    expect(restarted.body.campaign.status).toBe('running');
    const trail = await waitFor(async () => {
      const rows = await trailOf(campaign.id, page.id);
      return rows.find((row) => row.commenter_name === 'While stopped' && row.public_status === 'sent');
    });
    expect(trail).toMatchObject({ answered_late: true });
    expect(await publicRepliesTo(missed)).toHaveLength(1);
  });

  it('the start-up and periodic check finds comments missed by a page whose delivery failed', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'periodic', post, comments: ['found you'] });
    await server.simulator.setWebhookUrl(null);
    let missed: string;
    try {
      missed = (
        await server.simulator.createComment({ post_id: post, from: { id: '931', name: 'Quiet' }, message: 'x' })
      ).id;
      await settle();
    } finally {
      await server.simulator.setWebhookUrl(webhookUrl);
    }
    await passTime(2 * MINUTE);
    await server.runtime.queue.enqueue('replies.backfill-sweep', {});
    const trail = await waitFor(async () => {
      const rows = await trailOf(campaign.id);
      return rows[0]?.public_status === 'sent' ? rows : undefined;
    });
    expect(trail).toMatchObject([{ comment_id: missed, answered_late: true }]);
  });
});

describe('what Meta sends on a bad day', () => {
  it('answers every comment of a batched delivery once', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'batched', post, comments: ['ok'] });
    const since = (await server.simulator.deliveries(0)).at(-1)?.seq ?? 0;
    await server.simulator.setDeliverySettings({ batch_window_ms: 200 });
    const ids: string[] = [];
    try {
      for (let index = 0; index < 4; index++)
        ids.push(
          (
            await server.simulator.createComment({
              post_id: post,
              from: { id: `94${index}`, name: `B${index}` },
              message: 'price',
            })
          ).id,
        );
      await settle();
    } finally {
      await server.simulator.setDeliverySettings({ batch_window_ms: 0 });
    }
    // One POST brought the four comments (the page's own replies come back in later ones).
    const deliveries = (await server.simulator.deliveries(since)).filter((delivery) =>
      commentsIn(delivery).some((id) => ids.includes(id)),
    );
    expect(deliveries).toHaveLength(1);
    expect(commentsIn(deliveries[0]!)).toEqual(ids);
    for (const id of ids) expect(await publicRepliesTo(id)).toHaveLength(1);
    expect(await trailOf(campaign.id)).toHaveLength(4);
  });

  it('answers once when duplicates come hours late and out of order', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'late dups', post, comments: ['ok'] });
    await server.simulator.setFaults({ duplicate_rate: 1, duplicate_delay_ms: 3 * HOUR });
    const ids: string[] = [];
    try {
      for (let index = 0; index < 3; index++)
        ids.push(
          (
            await server.simulator.createComment({
              post_id: post,
              from: { id: `95${index}`, name: `D${index}` },
              message: 'price',
            })
          ).id,
        );
      await settle();
    } finally {
      await server.simulator.setFaults({});
    }
    await passTime(3 * HOUR);
    await waitFor(async () => {
      const duplicates = (await server.simulator.deliveries(0)).filter(
        (delivery) => delivery.duplicate_of !== null && commentsIn(delivery).some((id) => ids.includes(id)),
      );
      return duplicates.length === 3 && duplicates.every((delivery) => delivery.status === 'delivered');
    });
    await settle();
    await server.runtime.services.dispatcher.sweep();
    await settle();
    for (const id of ids) expect(await publicRepliesTo(id)).toHaveLength(1);
    expect(await trailOf(campaign.id)).toHaveLength(3);
  });

  it('does not answer an edited comment again', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'edits', post, comments: ['ok'] });
    const { id } = await server.simulator.createComment({
      post_id: post,
      from: { id: '961', name: 'Editor' },
      message: 'price',
    });
    await settle();
    await server.simulator.editComment(id, 'price please, in red');
    await settle();
    expect(await publicRepliesTo(id)).toHaveLength(1);
    const trail = await trailOf(campaign.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ comment_text: 'price', public_status: 'sent' });
  });

  it('skips a reply not yet sent when the commenter deletes the comment, and says why', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'removed', post, comments: ['ok'] });
    // Meta throttles the page: the reply waits for a later try.
    await server.simulator.setFaults({ error_rate: 1, error: { code: 32, http_status: 400 }, paths: ['/v21.0/'] });
    let id: string;
    try {
      id = (
        await server.simulator.createComment({ post_id: post, from: { id: '971', name: 'Gone' }, message: 'price' })
      ).id;
      await settle();
    } finally {
      await server.simulator.setFaults({});
    }
    expect((await trailOf(campaign.id))[0]).toMatchObject({ public_status: 'pending' });
    await server.simulator.deleteComment(id);
    await settle();
    const before = await server.simulator.lastCallSeq();
    await passTime(10 * MINUTE);
    await server.runtime.services.replyEngine.sweep();
    await settle();
    expect(await publicRepliesTo(id, before)).toHaveLength(0);
    expect((await trailOf(campaign.id))[0]).toMatchObject({ public_status: 'skipped', reason: 'comment-removed' });
  });

  it('skips a hiding not yet sent when the commenter deletes the comment', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'hide removed', post, comments: ['ok'], hide_contact_comments: 'true' });
    await server.simulator.setFaults({ error_rate: 1, error: { code: 32, http_status: 400 }, paths: ['/v21.0/'] });
    let id: string;
    try {
      id = (
        await server.simulator.createComment({
          post_id: post,
          from: { id: '972', name: 'Caller' },
          message: 'call me 0933 123 456',
        })
      ).id;
      await settle();
    } finally {
      await server.simulator.setFaults({});
    }
    expect((await trailOf(campaign.id))[0]).toMatchObject({ hide_status: 'pending' });
    await server.simulator.deleteComment(id);
    await settle();
    const before = await server.simulator.lastCallSeq();
    await passTime(10 * MINUTE);
    await server.runtime.services.replyEngine.sweep();
    await settle();
    const hidings = (await server.simulator.calls(before)).filter(
      (call) => call.method === 'POST' && call.path === `/v21.0/${id}`,
    );
    expect(hidings).toEqual([]);
    expect((await trailOf(campaign.id))[0]).toMatchObject({ hide_status: 'skipped', reason: 'comment-removed' });
  });

  it('answers a comment whose author Meta does not name; once-per-person cannot apply', async () => {
    const post = await newPost();
    const campaign = await addCampaign({ name: 'no from', post, comments: ['ok'] });
    const first = await server.simulator.createComment({ post_id: post, message: 'price', without_from: true });
    const second = await server.simulator.createComment({ post_id: post, message: 'price?', without_from: true });
    await settle();
    expect(await publicRepliesTo(first.id)).toHaveLength(1);
    expect(await publicRepliesTo(second.id)).toHaveLength(1);
    const trail = await trailOf(campaign.id);
    expect(trail).toHaveLength(2);
    expect(trail.every((entry) => entry.commenter_id === null && entry.commenter_name === null)).toBe(true);
  });
});
