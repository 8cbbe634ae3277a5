import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboxEndpoints, type InboxMessage } from '@app/contract';
import { subscribers } from '../src/platform/db/schema.ts';
import { settle } from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let instagram: { id: number; account_id: string };
let person = 8700;
const nextPerson = () => `1784${++person}`;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  const accounts = await server.request<{
    insta_accounts: { id: number; account_id: string; page_id: number | null }[];
  }>('GET', '/api/user/accounts', { token });
  instagram = accounts.body.insta_accounts.find((candidate) => candidate.page_id === pageId)!;
});
afterAll(async () => {
  await server?.stop();
});

const headers = () => ({ 'page-id': String(pageId), 'insta-id': String(instagram.id), locale: 'en' });

async function conversationIdOf(personId: string) {
  const [row] = await server.runtime.database.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.instagramAccountId, instagram.id), eq(subscribers.metaUserId, personId)));
  return row!.id;
}

async function thread(conversationId: number): Promise<InboxMessage[]> {
  const response = await server.call(inboxEndpoints.thread, {
    params: { id: conversationId },
    query: {} as never,
    token,
    headers: headers(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.messages;
}

async function shares(personId: string, body: { share_media_id?: string; attachments?: unknown[]; text?: string }) {
  await server.simulator.sendMessage({
    ig_user_id: instagram.account_id,
    from: { id: personId },
    ...(body as object),
  });
  await settle(server);
  return conversationIdOf(personId);
}

describe('a post or reel a customer shares in Instagram Direct', () => {
  it('is stored as a share with its caption and picture, and its permalink read from Meta', async () => {
    const post = (await server.simulator.createPost({ ig_user_id: instagram.account_id, message: 'عباية كتان' })).id;
    const personId = nextPerson();
    const conversationId = await shares(personId, { share_media_id: post });
    await server.simulator.sendMessage({ ig_user_id: instagram.account_id, from: { id: personId }, text: 'بكم؟' });
    await settle(server);

    await vi.waitFor(
      async () => {
        const [shared] = await thread(conversationId);
        expect(shared!.attachments[0]!.share!.permalink).toEqual(expect.stringContaining(post));
      },
      { timeout: 10_000, interval: 100 },
    );
    const [shared, question] = await thread(conversationId);
    expect(shared).toMatchObject({ kind: 'share', direction: 'in', author: 'customer', text: null });
    expect(shared!.attachments).toEqual([
      {
        type: 'ig_post',
        url: expect.stringMatching(/^https?:/),
        share: {
          media_id: post,
          caption: 'عباية كتان',
          picture_url: shared!.attachments[0]!.url,
          permalink: expect.stringMatching(/^https?:/),
        },
      },
    ]);
    expect(question).toMatchObject({ kind: 'text', text: 'بكم؟' });
  });

  it("shows a reel with its cover, not its video, once Meta's media is read", async () => {
    const reel = (
      await server.simulator.createPost({ ig_user_id: instagram.account_id, message: 'How to wear it', reel: true })
    ).id;
    const conversationId = await shares(nextPerson(), { share_media_id: reel });

    await vi.waitFor(
      async () => {
        const [shared] = await thread(conversationId);
        expect(shared!.attachments[0]!.share!.permalink).not.toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    const [shared] = await thread(conversationId);
    expect(shared).toMatchObject({ kind: 'share' });
    const [attachment] = shared!.attachments;
    expect(attachment).toMatchObject({ type: 'ig_reel', share: { media_id: reel, caption: 'How to wear it' } });
    expect(attachment!.url).toMatch(/\.mp4$/);
    expect(attachment!.share!.picture_url).toMatch(/\.svg$/);

    const list = await server.call(inboxEndpoints.conversations, {
      query: { channel: 'instagram' } as never,
      token,
      headers: headers(),
    });
    const conversation = list.body.conversations.find((candidate) => candidate.id === conversationId);
    expect(conversation!.last_message).toMatchObject({ kind: 'share', attachments: [{ type: 'ig_reel' }] });
  });

  it('keeps a post Meta does not show as the webhook gave it (caption and picture, no link); reads the old `share`', async () => {
    const foreign = await shares(nextPerson(), {
      attachments: [
        {
          type: 'ig_post',
          payload: { ig_post_media_id: '17990000000000001', title: 'Not ours', url: 'https://lookaside.fbsbx.com/a' },
        },
      ],
    });
    const older = await shares(nextPerson(), {
      attachments: [
        {
          type: 'share',
          payload: {
            ig_post_media_id: '17990000000000002',
            title: 'Before 2026',
            url: 'https://lookaside.fbsbx.com/b',
          },
        },
        {
          type: 'ig_post',
          payload: {
            ig_post_media_id: '17990000000000002',
            title: 'Before 2026',
            url: 'https://lookaside.fbsbx.com/b',
          },
        },
      ],
    });
    // The read of the media Meta refuses leaves the share as it was.
    await server.runtime.services.readSharedMedia((await thread(foreign))[0]!.id);

    expect((await thread(foreign))[0]).toMatchObject({
      kind: 'share',
      attachments: [
        {
          type: 'ig_post',
          url: 'https://lookaside.fbsbx.com/a',
          share: {
            media_id: '17990000000000001',
            caption: 'Not ours',
            picture_url: 'https://lookaside.fbsbx.com/a',
            permalink: null,
          },
        },
      ],
    });
    const [transition] = await thread(older);
    expect(transition!.attachments).toHaveLength(1);
    expect(transition!.attachments[0]!.share).toMatchObject({ media_id: '17990000000000002', caption: 'Before 2026' });
  });
});
