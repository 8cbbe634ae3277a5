import {
  botEndpoints,
  inboxEndpoints,
  instagramQuickRepliesEndpoints,
  instagramRepliesEndpoints,
  instagramStoryRepliesEndpoints,
  linkingEndpoints,
  publishingEndpoints,
  repliesEndpoints,
  type Endpoint,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../src/platform/db/schema.ts';
import { settle } from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// INSTAGRAM_ENABLED=false: the whole Instagram automation is gone, not only hidden in the menu.
let off: TestServer;
let token: string;
let headers: Record<string, string>;
let accountId: number;

beforeAll(async () => {
  off = await startTestServer({ INSTAGRAM_ENABLED: 'false' });
  const session = await off.login('demo', 'Demo@2026');
  expect(session.show_instagram).toBe(false);
  token = session.access_token;
  accountId = session.insta_accounts[0]!.id;
  headers = { locale: 'en', 'insta-id': String(accountId) };
});
afterAll(async () => {
  await off?.stop();
});

const readEndpoints: [string, Endpoint, () => object][] = [
  ['comment reply campaigns', instagramRepliesEndpoints.listCampaigns, () => ({})],
  ['Instagram posts', instagramRepliesEndpoints.posts, () => ({})],
  ['story mention quick reply', instagramQuickRepliesEndpoints.storyMention, () => ({})],
  ['story reply quick reply', instagramQuickRepliesEndpoints.storyReply, () => ({})],
  ['current stories', instagramStoryRepliesEndpoints.stories, () => ({})],
  ['account stories (publishing)', publishingEndpoints.instagramStories, () => ({ params: { id: accountId } })],
  ['hashtag search', publishingEndpoints.hashtagSearch, () => ({ query: { q: 'sale' } })],
  ['Instagram inbox', inboxEndpoints.conversations, () => ({ query: { channel: 'instagram' } })],
  ['Instagram subscribers', botEndpoints.subscribers, () => ({ query: { channel: 'instagram' } })],
  ['connection doctor', linkingEndpoints.instagramDoctor, () => ({ params: { id: accountId } })],
];

describe('with Instagram turned off', () => {
  it.each(readEndpoints)('answers the %s route as not found', async (_name, endpoint, input) => {
    const response = await off.callRefused(endpoint, { token, headers, ...input() } as never);
    expect(response.status).toBe(404);
  });

  it('answers an Instagram route as not found before asking who calls', async () => {
    const response = await off.callRefused(instagramRepliesEndpoints.listCampaigns, { headers } as never);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not-found' });
  });

  it("answers the admin's Instagram permission routes as not found", async () => {
    const admin = await off.login('admin', 'Admin@2026');
    for (const endpoint of [linkingEndpoints.checkInstagramPermissions, linkingEndpoints.addInstagramPermissions]) {
      const response = await off.callRefused(endpoint, {
        token: admin.access_token,
        headers: { locale: 'en' },
        params: { id: accountId },
      } as never);
      expect(response.status, endpoint.path).toBe(404);
    }
  });

  it('refuses linking an Instagram account as not found', async () => {
    const response = await off.callRefused(linkingEndpoints.addInstagramAccounts, {
      token,
      headers,
      body: { token: 'user-token' },
    } as never);
    expect(response.status).toBe(404);
  });

  it('serves the Facebook screens to a caller whose app still sends the Instagram account it chose', async () => {
    const session = await off.login('demo', 'Demo@2026');
    const response = await off.call(repliesEndpoints.listCampaigns, {
      token,
      headers: { ...headers, 'page-id': String(session.pages[0]!.id) },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a post to an Instagram account as not found', async () => {
    const response = await off.callRefused(publishingEndpoints.savePost, {
      token,
      headers,
      body: { network: 'instagram', type: 'image', accounts: [accountId], caption: 'عرض', files: [], schedule: false },
    } as never);
    expect(response.status).toBe(404);
  });

  it("answers an Instagram conversation's thread as not found, and a Messenger one as usual", async () => {
    const session = await off.login('demo', 'Demo@2026');
    const account = session.insta_accounts[0]!;
    await off.simulator.sendMessage({ ig_user_id: account.account_id, from: { id: '17841000999001' }, text: 'مرحبا' });
    await off.simulator.sendMessage({ page_id: session.pages[0]!.page_id, from: { id: '24000999001' }, text: 'مرحبا' });
    await settle(off);
    const idOf = async (channel: 'instagram' | 'messenger') =>
      (
        await off.runtime.database.db
          .select({ id: subscribers.id })
          .from(subscribers)
          .where(eq(subscribers.channel, channel))
          .limit(1)
      )[0]?.id;
    const thread = async (id: number | undefined) =>
      (await off.callRefused(inboxEndpoints.thread, { token, headers, params: { id: id! } } as never)).status;
    expect(await thread(await idOf('instagram'))).toBe(404);
    expect(await thread(await idOf('messenger'))).toBe(200);
  });

  it('takes in no Instagram comment', () => {
    const { dispatcher } = off.runtime.services;
    expect(dispatcher.hasHandlers('ig.comment')).toBe(false);
  });
});
