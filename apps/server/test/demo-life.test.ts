import {
  botEndpoints,
  botFlowsEndpoints,
  botRepliesEndpoints,
  inboxEndpoints,
  instagramQuickRepliesEndpoints,
  notificationsEndpoints,
  publishingEndpoints,
  repliesEndpoints,
  type SessionResponse,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLife } from '../src/features/demo/demo-life-content.ts';
import {
  botFlows,
  botReplies,
  notifications,
  posts,
  replyCampaigns,
  replyTrails,
  subscribers,
} from '../src/platform/db/schema.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let session: SessionResponse;
let restarted: Runtime | null = null;
const headers = () => ({ 'page-id': String(session.pages[0]!.id), locale: 'en' });
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
  const of = async (table: typeof posts | typeof replyCampaigns | typeof botReplies | typeof botFlows) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    campaigns: await of(replyCampaigns),
    botReplies: await of(botReplies),
    flows: await of(botFlows),
    posts: await of(posts),
    trails: (await db.select({ n: count() }).from(replyTrails))[0]!.n,
    subscribers: (await db.select({ n: count() }).from(subscribers))[0]!.n,
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

  it('has a published and a scheduled post, and answers the story reply and mention on Instagram', async () => {
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

    const account = session.insta_accounts.find((item) => item.page_id === session.pages[0]!.id)!;
    const instagram = { 'insta-id': String(account.id), locale: 'en' };
    for (const endpoint of [instagramQuickRepliesEndpoints.storyReply, instagramQuickRepliesEndpoints.storyMention]) {
      const answered = await until(
        async () => (await server.call(endpoint, { token: token(), headers: instagram })).body,
        (body) => body.trail.some((item) => item.status === 'sent'),
      );
      expect(answered.quick_reply.enabled).toBe(true);
      expect(answered.trail.filter((item) => item.status === 'sent')).toHaveLength(1);
    }
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
