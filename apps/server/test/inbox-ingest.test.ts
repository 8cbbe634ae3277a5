import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboxMessages, subscribers } from '../src/platform/db/schema.ts';
import { newClientId, settle } from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createInboxRepository } from '../src/features/inbox/inbox.repository.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let instagram: { id: number; account_id: string };
let person = 8100;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  const accounts = await server.request<{
    insta_accounts: { id: number; account_id: string; page_id: number | null }[];
  }>('GET', '/api/user/accounts', { token });
  instagram = accounts.body.insta_accounts.find((candidate) => candidate.page_id === pageId)!;
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.runtime.database.db;

async function subscriberOf(personId: string, instagramAccountId?: number) {
  const account = instagramAccountId
    ? eq(subscribers.instagramAccountId, instagramAccountId)
    : eq(subscribers.pageId, pageId);
  const rows = await db()
    .select()
    .from(subscribers)
    .where(and(account, eq(subscribers.metaUserId, personId)));
  return rows;
}

const messagesOf = (subscriberId: number) =>
  db().select().from(inboxMessages).where(eq(inboxMessages.subscriberId, subscriberId)).orderBy(inboxMessages.id);

async function send(body: Parameters<TestServer['simulator']['sendMessage']>[0]) {
  const sent = await server.simulator.sendMessage(body);
  await settle(server);
  return sent.mid;
}

describe('messages reaching the inbox', () => {
  it('stores a Messenger message once, opens the window and counts it unread, even when Meta delivers it twice', async () => {
    const personId = nextPerson();
    await server.simulator.setFaults({ duplicate_rate: 1 });
    const mid = await send({ page_id: metaPageId, from: { id: personId, name: 'سارة' }, text: 'بكم هذا؟' });
    await send({ page_id: metaPageId, from: { id: personId }, text: 'مرحبا' });
    await server.simulator.setFaults({});
    const [subscriber, ...others] = await subscriberOf(personId);
    expect(others).toHaveLength(0);
    expect(subscriber).toMatchObject({ channel: 'messenger', source: 'message', unreadCount: 2 });
    expect(subscriber!.lastIncomingAt).not.toBeNull();
    const messages = await messagesOf(subscriber!.id);
    expect(messages.map((message) => [message.text, message.author, message.direction])).toEqual([
      ['بكم هذا؟', 'customer', 'in'],
      ['مرحبا', 'customer', 'in'],
    ]);
    expect(messages[0]!.metaMessageId).toBe(mid);
    expect(subscriber!.lastMessageId).toBe(messages[1]!.id);
  });

  it('makes one subscriber of two first messages of a new person arriving at once', async () => {
    const personId = nextPerson();
    await Promise.all([
      server.simulator.sendMessage({ page_id: metaPageId, from: { id: personId }, text: 'أول' }),
      server.simulator.sendMessage({ page_id: metaPageId, from: { id: personId }, text: 'ثاني' }),
    ]);
    await settle(server);
    const rows = await subscriberOf(personId);
    expect(rows).toHaveLength(1);
    expect(await messagesOf(rows[0]!.id)).toHaveLength(2);
  });

  it('stores postbacks (get-started as the source) and quick replies', async () => {
    const personId = nextPerson();
    await send({ page_id: metaPageId, from: { id: personId }, postback_payload: 'GET_STARTED' });
    await send({ page_id: metaPageId, from: { id: personId }, quick_reply_payload: 'SIZE_M', text: 'M' });
    const [subscriber] = await subscriberOf(personId);
    expect(subscriber!.source).toBe('get_started');
    const messages = await messagesOf(subscriber!.id);
    expect(messages.map((message) => [message.kind, message.postbackPayload])).toEqual([
      ['postback', 'GET_STARTED'],
      ['quick_reply', 'SIZE_M'],
    ]);
  });

  it('stores Instagram messages, story mentions and story replies as such', async () => {
    const personId = '1784' + nextPerson();
    await send({ ig_user_id: instagram.account_id, from: { id: personId }, story_mention: true });
    await send({
      ig_user_id: instagram.account_id,
      from: { id: personId },
      text: 'جميل!',
      reply_to_story_id: 'story-77',
    });
    await send({ ig_user_id: instagram.account_id, from: { id: personId }, text: 'hello' });
    const [subscriber] = await subscriberOf(personId, instagram.id);
    expect(subscriber).toMatchObject({ channel: 'instagram', source: 'story_mention', pageId: null, unreadCount: 3 });
    const messages = await messagesOf(subscriber!.id);
    expect(messages.map((message) => message.kind)).toEqual(['story_mention', 'story_reply', 'text']);
    // The story's picture address as Meta delivered it (the simulator serves its own pictures).
    expect(messages[0]!.story?.url).toMatch(/^https?:\/\/[^/]+\/.*pictures\/story-mention-[^/]+\.svg$/);
    expect(messages[1]!.story).toMatchObject({ id: 'story-77' });
  });

  it('keeps a reply from the inbox as one row (its echo is ours) without moving the window', async () => {
    const personId = nextPerson();
    await send({ page_id: metaPageId, from: { id: personId }, text: 'hi' });
    const [subscriber] = await subscriberOf(personId);
    const response = await server.request('POST', `/api/inbox/conversations/${subscriber!.id}/messages`, {
      token,
      headers: { 'page-id': String(pageId) },
      body: { client_id: newClientId(), text: 'أهلاً' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await settle(server);
    const messages = await messagesOf(subscriber!.id);
    expect(messages.map((message) => [message.direction, message.author])).toEqual([
      ['in', 'customer'],
      ['out', 'agent'],
    ]);
    const [after] = await subscriberOf(personId);
    // Our own reply does not move the window: only the customer's messages do.
    expect(after!.lastIncomingAt).toEqual(subscriber!.lastIncomingAt);
  });

  it("fetches the subscriber's name and picture from Meta off the message path", async () => {
    const personId = nextPerson();
    await send({ page_id: metaPageId, from: { id: personId, name: 'Sara Haddad' }, text: 'profile?' });
    const [subscriber] = await subscriberOf(personId);
    await vi.waitFor(
      async () => {
        const [after] = await subscriberOf(personId);
        expect(after).toMatchObject({ name: 'Sara Haddad', profileError: null });
        expect(after!.pictureUrl).toMatch(/^https?:/);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(subscriber).toBeDefined();
  });

  it('stores the message when Meta refuses the profile, keeping the refusal', async () => {
    const personId = nextPerson();
    await server.simulator.sendMessage({ page_id: metaPageId, from: { id: personId }, text: 'first' });
    await server.simulator.setPerson({ page_id: metaPageId, id: personId, unavailable: true });
    await settle(server);
    const [subscriber] = await subscriberOf(personId);
    await server.runtime.services.fetchSubscriberProfiles([subscriber!.id]);
    const [after] = await subscriberOf(personId);
    expect(await messagesOf(subscriber!.id)).toHaveLength(1);
    expect(after!.profileFetchedAt).not.toBeNull();
    expect(after!.profileError).toContain('No profile available');
    expect(after!.name).toBeNull();
  });
});

describe('private replies from campaigns', () => {
  it('makes the commenter a subscriber whose conversation starts with the comment, with one message', async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'فستان' })).id;
    const form = new FormData();
    const fields: Record<string, string> = {
      name: 'inbox',
      post,
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'text',
      message: 'السعر 25 دولار',
      keywords: JSON.stringify(['سعر']),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const added = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'en' },
      body: form,
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const commenter = nextPerson();
    const comment = await server.simulator.createComment({
      post_id: post,
      from: { id: commenter, name: 'ليلى' },
      message: 'كم السعر؟',
    });
    await settle(server);
    await server.runtime.services.replyEngine.idle();
    await vi.waitFor(
      async () => {
        await settle(server);
        const [row] = await subscriberOf(commenter);
        expect(row?.startedByComment).toMatchObject({ text: 'كم السعر؟' });
      },
      { timeout: 10_000, interval: 100 },
    );
    const [subscriber] = await subscriberOf(commenter);
    expect(subscriber).toMatchObject({ source: 'comment', lastIncomingAt: null });
    expect(subscriber!.startedByComment!.comment_id).toContain(comment.id.split('_').at(-1)!);
    const messages = await messagesOf(subscriber!.id);
    expect(messages.map((message) => [message.kind, message.author, message.text])).toEqual([
      ['private_reply', 'campaign', 'السعر 25 دولار'],
    ]);
  });

  it('stores many private replies in one statement: the same commenter twice, and a reply whose echo came first', async () => {
    const repository = createInboxRepository(db());
    const twice = nextPerson();
    const echoed = nextPerson();
    const at = new Date();
    // Meta's echo of the private reply can be stored before the Send API answer comes back.
    const echoMid = `m-echo-${echoed}`;
    await repository.storeMessage(
      {
        account: { channel: 'messenger', pageId, instagramAccountId: null },
        metaUserId: echoed,
        source: 'message',
        sourceRef: null,
        at,
      },
      {
        direction: 'out',
        kind: 'text',
        author: 'page',
        text: 'السعر',
        attachments: [],
        metaMessageId: echoMid,
        story: null,
        postbackPayload: null,
      },
    );
    const reply = (recipient: string, mid: string, text: string) => ({
      page_id: pageId,
      instagram_account_id: null,
      meta_user_id: recipient,
      meta_message_id: mid,
      comment_id: `c-${mid}`,
      post_id: null,
      trail_id: null,
      text,
      at,
    });
    const stored = await repository.storePrivateReplies([
      reply(twice, `m-${twice}-1`, 'الأول'),
      reply(echoed, echoMid, 'السعر'),
      reply(twice, `m-${twice}-2`, 'الثاني'),
    ]);
    const [first] = await subscriberOf(twice);
    const [second] = await subscriberOf(echoed);
    expect(stored.map((row) => row.subscriberId)).toEqual([first!.id, second!.id, first!.id]);
    expect((await messagesOf(first!.id)).map((message) => [message.id, message.kind, message.text])).toEqual([
      [stored[0]!.messageId, 'private_reply', 'الأول'],
      [stored[2]!.messageId, 'private_reply', 'الثاني'],
    ]);
    expect(first).toMatchObject({
      source: 'comment',
      sourceRef: `c-m-${twice}-1`,
      lastMessageId: stored[2]!.messageId,
    });
    const echoedMessages = await messagesOf(second!.id);
    expect(echoedMessages).toHaveLength(1);
    expect(echoedMessages[0]).toMatchObject({ id: stored[1]!.messageId, kind: 'private_reply', author: 'campaign' });
    expect(second!.startedByComment).toMatchObject({ comment_id: `c-${echoMid}` });
    // Stored again (a retried batch), nothing doubles.
    await repository.storePrivateReplies([reply(twice, `m-${twice}-1`, 'الأول')]);
    expect(await messagesOf(first!.id)).toHaveLength(2);
  });
});
