import {
  botEndpoints,
  botFlowsEndpoints,
  botRepliesEndpoints,
  inboxEndpoints,
  instagramQuickRepliesEndpoints,
  instagramRepliesEndpoints,
  instagramStoryRepliesEndpoints,
  notificationsEndpoints,
  publishingEndpoints,
  repliesEndpoints,
  type SessionResponse,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLife } from '../src/features/demo/demo-life-content.ts';
import {
  botFlows,
  botReplies,
  commentTemplates,
  instagramStoryCampaigns,
  notifications,
  posts,
  replyCampaigns,
  replyTemplates,
  replyTrails,
  subscribers,
} from '../src/platform/db/schema.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let session: SessionResponse;
let restarted: Runtime | null = null;
const headers = () => ({ 'page-id': String(session.pages[0]!.id), locale: 'en' });
/** The fashion page's Instagram account, as the Instagram screens name it. */
const instagramHeaders = () => {
  const account = session.insta_accounts.find((item) => item.page_id === session.pages[0]!.id)!;
  return { 'insta-id': String(account.id), locale: 'en' };
};
const token = () => session.access_token;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_LIFE: 'true' });
  // Made after the server is ready: start-up does not wait for it.
  await server.runtime.demoLife();
  session = await server.login('demo', 'Demo@2026');
});
afterAll(async () => {
  await restarted?.stop();
  await server?.stop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  let value = await read();
  for (let waited = 0; !done(value) && waited < timeoutMs; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

async function rowCounts() {
  const db = server.runtime.database.db;
  const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    campaigns: await of(replyCampaigns),
    replyTemplates: await of(replyTemplates),
    commentTemplates: await of(commentTemplates),
    storyCampaigns: await of(instagramStoryCampaigns),
    botReplies: await of(botReplies),
    flows: await of(botFlows),
    posts: await of(posts),
    trails: await of(replyTrails),
    subscribers: await of(subscribers),
    notifications: (
      await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, session.user.id))
    )[0]!.n,
  };
}

describe('a fresh demo start', () => {
  it('runs a campaign that answers the seeded comments, through the webhooks', async () => {
    const { body } = await server.call(repliesEndpoints.listCampaigns, { token: token(), headers: headers() });
    expect(body.campaigns).toHaveLength(1);
    expect(body.campaigns[0]).toMatchObject({ name: demoLife.campaign.name, status: 'running' });
    const detail = await until(
      async () =>
        (
          await server.call(repliesEndpoints.getCampaign, {
            params: { id: body.campaigns[0]!.id },
            token: token(),
            headers: headers(),
          })
        ).body,
      (campaign) =>
        campaign.trail.length === demoLife.comments.length &&
        campaign.trail.every((entry) => entry.public_status === 'sent'),
    );
    const byName = new Map(detail.trail.map((entry) => [entry.commenter_name, entry]));
    expect(byName.get('سارة الأحمد')).toMatchObject({
      decision: 'matched',
      public_status: 'sent',
      private_status: 'sent',
    });
    expect(byName.get('نور الهدى')).toMatchObject({
      decision: 'matched',
      public_status: 'sent',
      private_status: 'sent',
    });
    expect(byName.get('ليلى خليل')).toMatchObject({ decision: 'not_matching', public_status: 'sent' });
  });

  it('has a comment template and a private message template on the page', async () => {
    const comments = await server.call(repliesEndpoints.listCommentTemplates, { token: token(), headers: headers() });
    expect(comments.body.templates).toEqual([
      expect.objectContaining({
        name: demoLife.templates.comment.name,
        replies: [...demoLife.templates.comment.replies],
      }),
    ]);
    const messages = await server.call(repliesEndpoints.listReplyTemplates, { token: token(), headers: headers() });
    expect(messages.body.templates).toEqual([
      expect.objectContaining({
        name: demoLife.templates.privateMessage.name,
        message: expect.objectContaining({ message: demoLife.templates.privateMessage.message }),
      }),
    ]);
  });

  it('runs an Instagram campaign that answers the seeded comments in public and in private, with its reports', async () => {
    const instagram = instagramHeaders();
    const { body } = await server.call(instagramRepliesEndpoints.listCampaigns, { token: token(), headers: instagram });
    expect(body.campaigns).toHaveLength(1);
    expect(body.campaigns[0]).toMatchObject({ name: demoLife.instagram.campaign.name, status: 'running' });
    const detail = await until(
      async () =>
        (
          await server.call(instagramRepliesEndpoints.getCampaign, {
            params: { id: body.campaigns[0]!.id },
            token: token(),
            headers: instagram,
          })
        ).body,
      (campaign) =>
        campaign.trail.length === demoLife.instagram.comments.length &&
        campaign.trail.every((entry) => entry.public_status === 'sent' && entry.private_status === 'sent'),
    );
    // Instagram names a commenter by their username.
    expect(detail.trail.map((entry) => [entry.commenter_name, entry.decision]).sort()).toEqual(
      demoLife.instagram.comments.map((comment) => [comment.username, 'matched']).sort(),
    );
    // Trail rows are dated by the database's clock, the test's clock is its own: a wide period.
    const reports = await server.call(instagramRepliesEndpoints.reports, {
      query: { from: '2000-01-01', to: '2999-12-31' },
      token: token(),
      headers: instagram,
    });
    expect(reports.body.totals).toMatchObject({ comments: 2, public_sent: 2, private_sent: 2, failed: 0 });

    const templates = await server.call(instagramRepliesEndpoints.listReplyTemplates, {
      token: token(),
      headers: instagram,
    });
    expect(templates.body.templates).toEqual([
      expect.objectContaining({
        name: demoLife.instagram.directTemplate.name,
        message: expect.objectContaining({ message: demoLife.instagram.directTemplate.message }),
      }),
    ]);
  });

  it('has the bot on, with a keyword reply and a published flow that answer the customers who wrote', async () => {
    const settings = await server.call(botEndpoints.settings, { token: token(), headers: headers() });
    expect(settings.body.settings.bot_enabled).toBe(true);
    const bots = await server.call(botRepliesEndpoints.list, { token: token(), headers: headers() });
    expect(bots.body.bots.map((bot) => bot.bot_name).sort()).toEqual(
      [demoLife.keywordReply.name, demoLife.flowKeyword.name].sort(),
    );
    const flows = await server.call(botFlowsEndpoints.list, { token: token(), headers: headers() });
    expect(flows.body.flows).toHaveLength(1);
    expect(flows.body.flows[0]).toMatchObject({ name: demoLife.flowKeyword.name, published_version: 1 });

    const conversations = await until(
      async () =>
        (await server.call(inboxEndpoints.conversations, { token: token(), headers: headers() })).body.conversations,
      (list) =>
        ['هبة سليمان', 'ريم ناصر'].every((name) =>
          list.some((item) => item.subscriber.name === name && item.last_message?.direction === 'out'),
        ),
    );
    const lastSent = (name: string) => conversations.find((item) => item.subscriber.name === name)?.last_message;
    expect(lastSent('هبة سليمان')?.text).toBe(demoLife.keywordReply.message);
    expect(lastSent('ريم ناصر')?.text).toContain('ماذا تحبين أن تري؟');
    // No keyword matches Omar's question: it waits in the inbox for the seller.
    expect(lastSent('Omar Haddad')).toMatchObject({ direction: 'in', text: demoLife.messages[2].text });
    // The commenters the campaign wrote to privately are conversations too.
    expect(conversations.some((item) => item.subscriber.name === 'سارة الأحمد')).toBe(true);
  });

  it('has a published and a scheduled post', async () => {
    const list = await until(
      async () => (await server.call(publishingEndpoints.listPosts, { token: token(), headers: headers() })).body,
      (body) => body.posts.some((post) => post.status === 'published'),
    );
    expect(list.posts.map((post) => [post.message, post.status]).sort()).toEqual(
      [
        [demoLife.posts.published, 'published'],
        [demoLife.posts.scheduled, 'scheduled'],
      ].sort(),
    );
  });

  it('answers the story’s reply with the campaign on that story, and the mention with its quick reply', async () => {
    const instagram = instagramHeaders();
    const { body } = await server.call(instagramStoryRepliesEndpoints.stories, { token: token(), headers: instagram });
    const story = body.stories.find((item) => item.caption === demoLife.story.caption)!;
    expect(story.campaign).toEqual({ enabled: true });
    const answered = await until(
      async () =>
        (
          await server.call(instagramStoryRepliesEndpoints.getCampaign, {
            params: { storyId: story.id },
            token: token(),
            headers: instagram,
          })
        ).body,
      (campaign) => campaign.trail.some((item) => item.status === 'sent'),
    );
    expect(answered.campaign).toMatchObject({ enabled: true, text: demoLife.story.campaignAnswer });
    expect(answered.trail.map((item) => [item.person.name, item.status])).toEqual([
      [demoLife.story.replies[0].name, 'sent'],
    ]);
    expect(answered.counts).toEqual({ received: 1, answered: 1 });

    const mention = await until(
      async () =>
        (await server.call(instagramQuickRepliesEndpoints.storyMention, { token: token(), headers: instagram })).body,
      (quickReply) => quickReply.trail.some((item) => item.status === 'sent'),
    );
    expect(mention.quick_reply.enabled).toBe(true);
    expect(mention.trail.filter((item) => item.status === 'sent')).toHaveLength(1);
    // The story's campaign answers its replies in place of the account's story reply quick reply (on, unused).
    const reply = await server.call(instagramQuickRepliesEndpoints.storyReply, { token: token(), headers: instagram });
    expect(reply.body.quick_reply.enabled).toBe(true);
    expect(reply.body.trail).toEqual([]);
  });

  it('words its notifications in the reader’s language', async () => {
    const read = async (locale: string) =>
      (await server.call(notificationsEndpoints.list, { token: token(), headers: { locale } })).body.notifications;
    const [arabic, english] = [await read('ar'), await read('en')];
    expect(english.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Welcome to the demo', 'Your Pro plan is active']),
    );
    expect(arabic.map((item) => item.title)).toEqual(expect.arrayContaining(['مرحبًا بك في الديمو', 'باقة Pro مفعّلة']));
  });

  it('adds nothing on a second start', async () => {
    await server.runtime.services.replyEngine.idle();
    await server.runtime.services.bot.answerer.idle();
    const before = await rowCounts();
    const port = Number(new URL(server.baseUrl).port);
    await server.runtime.stop();
    restarted = await startRuntime(server.config, {
      http: true,
      worker: true,
      clock: server.clock,
      database: server.runtime.database,
    });
    await restarted.app!.listen({ port, host: '127.0.0.1' });
    await restarted.afterListen();
    expect(restarted.demoLife()).toBeNull();
    expect(await rowCounts()).toEqual(before);
  });
});
