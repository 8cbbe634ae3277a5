import {
  accountsEndpoints,
  linkingEndpoints,
  publishingEndpoints as endpoints,
  type InstagramAccount,
  type PostInput,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookUserToken } from './fixtures.ts';
import { jpegOf, uploadMedia } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('demo', 'Demo@2026')).access_token;
});
afterAll(async () => {
  await server?.stop();
});

/** A Facebook user whose page has an Instagram account of that type, linked to the demo owner. */
async function linkInstagramAccount(name: string, type: InstagramAccount['account_type']) {
  const user = await server.simulator.createUser({ name });
  const page = await server.simulator.createPage({
    owner_user_id: user.id,
    name: `${name} Shop`,
    with_instagram: true,
    instagram_account_type: type,
  });
  const userToken = await facebookUserToken(server, user.id);
  return { igUserId: page.instagram_business_account!.id, userToken };
}

async function addAccount(userToken: string, igUserId: string) {
  const added = await server.call(linkingEndpoints.addInstagramAccounts, { token, body: { token: userToken } });
  expect(added.body.error).toBe(0);
  return added.body.accounts.find((account) => account.account_id === igUserId)!;
}

const linkedAccount = async (id: number) =>
  (await server.call(accountsEndpoints.linked, { token })).body.insta_accounts.find((account) => account.id === id)!;

describe('Instagram creator accounts', () => {
  it("knows each account's type from Meta, and a business account when Meta does not say", async () => {
    const creator = await linkInstagramAccount('Cara', 'MEDIA_CREATOR');
    const account = await addAccount(creator.userToken, creator.igUserId);
    expect(account.account_type).toBe('MEDIA_CREATOR');
    expect((await linkedAccount(account.id)).account_type).toBe('MEDIA_CREATOR');

    // Meta refusing the read does not stop the linking: the account is taken for a business one (Meta decides later).
    const unsaid = await linkInstagramAccount('Bilal', 'MEDIA_CREATOR');
    await server.simulator.setFaults({
      error: { code: 100, http_status: 400, message: '(#100) Tried accessing nonexisting field (account_type)' },
      paths: [`/${unsaid.igUserId}`],
    });
    try {
      expect((await addAccount(unsaid.userToken, unsaid.igUserId)).account_type).toBe('BUSINESS');
    } finally {
      await server.simulator.setFaults({});
    }
  });

  it('refuses a story to a creator account in pre-flight and save, naming it, and takes its feed posts', async () => {
    const creator = await linkInstagramAccount('Dana', 'MEDIA_CREATOR');
    const account = await addAccount(creator.userToken, creator.igUserId);
    const business = (await server.call(accountsEndpoints.linked, { token })).body.insta_accounts.find(
      (item) => item.account_type === 'BUSINESS',
    )!;
    const image = (await uploadMedia(server, token, 'story.jpg', jpegOf(1080, 1920))).body.media.id;
    const post = (type: 'story' | 'image', accounts: number[]) =>
      ({
        network: 'instagram',
        caption: 'new in',
        accounts,
        type,
        files: [image],
        schedule_type: 'scheduled',
        schedule_time: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
      }) as PostInput;

    const checked = await server.call(endpoints.preflight, {
      body: post('story', [business.id, account.id]),
      token,
      headers: { locale: 'en' },
    });
    expect(checked.body.problems).toMatchObject([
      { code: 'story-needs-business-account', severity: 'error', target_id: account.id, target_name: account.username },
    ]);
    const refused = await server.callInvalid(endpoints.savePost, {
      body: post('story', [account.id]),
      token,
      headers: { locale: 'en' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.accounts).toEqual([
      `${account.username} is a creator account: Instagram publishes stories from business accounts only.`,
    ]);
    const arabic = await server.callInvalid(endpoints.savePost, {
      body: post('story', [account.id]),
      token,
      headers: { locale: 'ar' },
    });
    expect(arabic.body.errors.accounts?.[0]).toContain('ينشر إنستغرام القصص من الحسابات التجارية فقط');

    const feed = await server.call(endpoints.preflight, { body: post('image', [account.id]), token });
    expect(feed.body.problems.map((problem) => problem.code)).not.toContain('story-needs-business-account');
    const story = await server.call(endpoints.preflight, { body: post('story', [business.id]), token });
    expect(story.body.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});
