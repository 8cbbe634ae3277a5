import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  inboxEndpoints,
  publishingEndpoints,
  type AttachmentFile,
  type ErrorBody,
  type InboxMessage,
} from '@app/contract';
import { subscribers, webhookEvents } from '../src/platform/db/schema.ts';
import { pngOf, uploadMedia } from './publishing-samples.ts';
import {
  conversationOf,
  customerWrites,
  lastMessageListedAndThreaded,
  messagesSent,
  newClientId,
  senderActions,
  setBotSwitches,
  settle,
} from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const hour = 3_600_000;
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let person = 5100;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

/** A new customer who just wrote to the page: their conversation id. */
async function freshConversation(text = 'مرحبا، بكم هذا؟') {
  const personId = String(++person);
  await customerWrites(server, metaPageId, personId, text);
  return { id: await conversationOf(server, pageId, personId), personId };
}

function reply(id: number, body: { client_id: string; text?: string; media_id?: number }, locale = 'en') {
  return server.request<{ message: InboxMessage } | ErrorBody>('POST', `/api/inbox/conversations/${id}/messages`, {
    token,
    headers: { 'page-id': String(pageId), locale },
    body,
  });
}
const messageOf = (response: { body: { message: InboxMessage } | ErrorBody }) =>
  (response.body as { message: InboxMessage }).message;

describe('replying from the inbox', () => {
  it('sends a text once even when the same client_id is posted twice, one after the other or at once', async () => {
    const { id, personId } = await freshConversation();
    const before = await server.simulator.lastCallSeq();
    const deliveriesBefore = (await server.simulator.deliveries(0)).at(-1)?.seq ?? 0;
    const clientId = newClientId();
    const first = await reply(id, { client_id: clientId, text: 'أهلاً! السعر 25 دولار 🌷' });
    const again = await reply(id, { client_id: clientId, text: 'أهلاً! السعر 25 دولار 🌷' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(200);
    expect(messageOf(again).id).toBe(messageOf(first).id);
    expect(messageOf(first)).toMatchObject({
      status: 'sent',
      direction: 'out',
      author: 'agent',
      kind: 'text',
      tag: null,
    });

    const racing = newClientId();
    const both = await Promise.all([
      reply(id, { client_id: racing, text: 'ثانية' }),
      reply(id, { client_id: racing, text: 'ثانية' }),
    ]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(messageOf(both[0]!).id).toBe(messageOf(both[1]!).id);

    const sent = messagesSent(await server.simulator.calls(before), metaPageId);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toMatchObject({
      recipient: { id: personId },
      messaging_type: 'RESPONSE',
      message: { text: 'أهلاً! السعر 25 دولار 🌷', metadata: `inbox:${messageOf(first).id}` },
    });
    expect(messageOf(first).meta_message_id).toBe((sent[0]!.response as { message_id: string }).message_id);
    // Meta's echoes of our two sends come back as webhooks: still one row each in the thread.
    await settle(server);
    const firstMid = messageOf(first).meta_message_id!;
    const echoes = (await server.simulator.deliveries(deliveriesBefore)).filter((delivery) =>
      JSON.stringify(delivery.payload).includes(firstMid),
    );
    expect(echoes.length).toBeGreaterThan(0);
    // The echo of a send marked sent here settles nothing: acknowledged without being stored or processed.
    const storedEchoes = await server.runtime.database.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(sql`${webhookEvents.payload} -> 'message' ->> 'mid' = ${firstMid}`);
    expect(storedEchoes).toEqual([]);
    const thread = await server.call(inboxEndpoints.thread, { params: { id }, token });
    expect(thread.body.messages.filter((message) => message.direction === 'out')).toHaveLength(2);
    expect(thread.body.messages[0]).toMatchObject({ direction: 'in', text: 'مرحبا، بكم هذا؟', agent_name: null });
    // Who answered is named in the thread and on the list's last message.
    const agentName = (await server.login('demo', 'Demo@2026')).user.name;
    expect(thread.body.messages.at(-1)).toMatchObject({ text: 'ثانية', agent_name: agentName });
    const list = await server.call(inboxEndpoints.conversations, {
      query: { channel: 'messenger', limit: 50 } as never,
      headers: { 'page-id': String(pageId) },
      token,
    });
    const listed = list.body.conversations.find((conversation) => conversation.id === id);
    expect(listed?.last_message).toMatchObject({ text: 'ثانية', author: 'agent', agent_name: agentName });
    const { listed: last, threaded } = await lastMessageListedAndThreaded(
      server,
      token,
      { 'page-id': String(pageId) },
      id,
    );
    expect(last).toEqual(threaded);
    // Either racing request may be the one that sent: the other answers with the row as stored, maybe still pending.
    const racingMid = (sent[1]!.response as { message_id: string }).message_id;
    expect(both.map((response) => messageOf(response).status)).toContain('sent');
    expect(last).toMatchObject({ status: 'sent', meta_message_id: racingMid });
  });

  it('sends an uploaded image by its public address', async () => {
    const { id } = await freshConversation();
    const upload = await uploadMedia(server, token, 'dress.png', pngOf(20, 20));
    expect(upload.status).toBe(200);
    const before = await server.simulator.lastCallSeq();
    const response = await reply(id, { client_id: newClientId(), media_id: upload.body.media.id, text: 'هذا هو' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(messageOf(response)).toMatchObject({ kind: 'image', status: 'sent', text: 'هذا هو' });
    const sent = messagesSent(await server.simulator.calls(before), metaPageId);
    expect(sent.map((call) => call.body?.message)).toEqual([
      {
        attachment: { type: 'image', payload: { url: upload.body.media.url, is_reusable: false } },
        metadata: expect.any(String),
      },
      { text: 'هذا هو', metadata: expect.any(String) },
    ]);
    const missing = await reply(id, { client_id: newClientId(), media_id: 2_000_000_000 });
    expect(missing.status).toBe(422);
  });

  it('sends a PDF uploaded as a message attachment as a file, which a post does not take', async () => {
    const { id } = await freshConversation();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const asPost = await uploadMedia(server, token, 'prices.pdf', pdf);
    expect(asPost.status).toBe(422);
    const upload = await uploadMedia<{ media: AttachmentFile }>(server, token, 'prices.pdf', pdf, '/api/inbox/media');
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(upload.body.media).toMatchObject({ kind: 'file', extension: 'pdf', original_name: 'prices.pdf' });
    const before = await server.simulator.lastCallSeq();
    const response = await reply(id, { client_id: newClientId(), media_id: upload.body.media.id });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(messageOf(response)).toMatchObject({ kind: 'file', status: 'sent' });
    const sent = messagesSent(await server.simulator.calls(before), metaPageId);
    expect(sent.map((call) => call.body?.message)).toEqual([
      {
        attachment: { type: 'file', payload: { url: upload.body.media.url, is_reusable: false } },
        metadata: expect.any(String),
      },
    ]);
    const intoPost = await server.callRefused(publishingEndpoints.preflight, {
      token,
      body: {
        network: 'facebook',
        type: 'photos',
        pages: [pageId],
        message: 'عرض',
        files: [upload.body.media.id],
      } as never,
    });
    expect(intoPost.status).toBe(422);
    expect(intoPost.body.fields).toEqual(['files']);
    const wrongContent = await uploadMedia(server, token, 'prices.pdf', pngOf(4, 4), '/api/inbox/media');
    expect(wrongContent.status).toBe(422);
  });

  it('uses HUMAN_AGENT after 24 hours, refuses after 7 days with a localized 422, and answers a resend as before', async () => {
    const { id } = await freshConversation();
    const earlier = newClientId();
    expect((await reply(id, { client_id: earlier, text: 'قبل' })).status).toBe(200);
    server.clock.advance(30 * hour);
    const before = await server.simulator.lastCallSeq();
    const tagged = await reply(id, { client_id: newClientId(), text: 'ما زلت هنا؟' });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(messageOf(tagged)).toMatchObject({ status: 'sent', tag: 'HUMAN_AGENT' });
    expect(messagesSent(await server.simulator.calls(before), metaPageId)[0]!.body).toMatchObject({
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
    });
    const thread = await server.call(inboxEndpoints.thread, {
      params: { id },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(thread.body.conversation.subscriber.window.state).toBe('human_agent');

    server.clock.advance(7 * 24 * hour);
    const late = await reply(id, { client_id: newClientId(), text: 'متأخر' }, 'ar');
    expect(late.status).toBe(422);
    expect((late.body as ErrorBody).message).toContain('7');
    expect(JSON.stringify(late.body)).toMatch(/[\u0600-\u06FF]/);
    const english = await reply(id, { client_id: newClientId(), text: 'late' });
    expect((english.body as ErrorBody).message).toMatch(/7 days/);
    // The same client_id as a message already sent: the stored message, not a refusal.
    expect((await reply(id, { client_id: earlier, text: 'قبل' })).status).toBe(200);
  });

  it('refuses after 24 hours when the app has no human-agent feature', async () => {
    const other = await startTestServer({ META_HUMAN_AGENT: 'false' });
    try {
      const session = await other.login('demo', 'Demo@2026');
      const page = session.pages[0]!;
      await customerWrites(other, page.page_id, '5999', 'hello');
      const id = await conversationOf(other, page.id, '5999');
      other.clock.advance(25 * hour);
      const response = await other.request<ErrorBody>('POST', `/api/inbox/conversations/${id}/messages`, {
        token: session.access_token,
        headers: { 'page-id': String(page.id), locale: 'en' },
        body: { client_id: newClientId(), text: 'hi' },
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/24 hours/);
    } finally {
      await other.stop();
    }
  });

  it('marks a recipient who blocked the page (551) and fails the message with a translated reason', async () => {
    const { id, personId } = await freshConversation();
    await server.simulator.setPerson({ page_id: metaPageId, id: personId, unavailable: true });
    const response = await reply(id, { client_id: newClientId(), text: 'مرحبا' }, 'ar');
    expect(response.status).toBe(200);
    expect(messageOf(response)).toMatchObject({ status: 'failed', error: 'هذا الشخص غير متاح لاستقبال الرسائل الآن.' });
    const [row] = await server.runtime.database.db.select().from(subscribers).where(eq(subscribers.id, id));
    expect(row!.blockedAt).not.toBeNull();
  });

  it('shows typing and marks seen when the page says so, and not otherwise', async () => {
    const { id } = await freshConversation();
    let before = await server.simulator.lastCallSeq();
    await reply(id, { client_id: newClientId(), text: 'بدون مؤشرات' });
    expect(senderActions(await server.simulator.calls(before), metaPageId)).toEqual([]);

    await setBotSwitches(server, pageId, { typing_on: true, mark_seen: true });
    before = await server.simulator.lastCallSeq();
    await reply(id, { client_id: newClientId(), text: 'مع المؤشرات' });
    const calls = await server.simulator.calls(before);
    expect(senderActions(calls, metaPageId)).toEqual(['mark_seen', 'typing_on']);
    expect(messagesSent(calls, metaPageId)).toHaveLength(1);

    before = await server.simulator.lastCallSeq();
    const read = await server.call(inboxEndpoints.markRead, {
      params: { id },
      token,
      headers: { 'page-id': String(pageId) },
    });
    expect(read.status).toBe(204);
    expect(senderActions(await server.simulator.calls(before), metaPageId)).toEqual(['mark_seen']);
    await setBotSwitches(server, pageId, { typing_on: false, mark_seen: false });
    before = await server.simulator.lastCallSeq();
    await server.call(inboxEndpoints.markRead, { params: { id }, token, headers: { 'page-id': String(pageId) } });
    expect(senderActions(await server.simulator.calls(before), metaPageId)).toEqual([]);
  });

  it('answers on Instagram Direct through the linked page', async () => {
    const accounts = await server.request<{
      insta_accounts: { id: number; account_id: string; page_id: number | null }[];
    }>('GET', '/api/user/accounts', { token });
    const account = accounts.body.insta_accounts.find((candidate) => candidate.page_id === pageId)!;
    await server.simulator.sendMessage({ ig_user_id: account.account_id, from: { id: '17841000555' }, text: 'hi' });
    await settle(server);
    const id = await conversationOf(server, pageId, '17841000555', account.id);
    const before = await server.simulator.lastCallSeq();
    const response = await reply(id, { client_id: newClientId(), text: 'أهلاً على إنستغرام' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(messageOf(response).status).toBe('sent');
    expect(messagesSent(await server.simulator.calls(before), metaPageId)[0]!.body).toMatchObject({
      recipient: { id: '17841000555' },
    });
  });

  it("refuses another owner's conversation as not found", async () => {
    const { id } = await freshConversation();
    const admin = await server.login('admin', 'Admin@2026');
    expect(admin.access_token).toBeTruthy();
    const { createOwner } = await import('./fixtures.ts');
    const other = await createOwner(server.runtime.database.db);
    const otherSession = await server.login(other.user.username, other.password);
    const response = await server.request<ErrorBody>('POST', `/api/inbox/conversations/${id}/messages`, {
      token: otherSession.access_token,
      body: { client_id: newClientId(), text: 'hi' },
    });
    expect(response.status).toBe(404);
    const thread = await server.request('GET', `/api/inbox/conversations/${id}`, { token: otherSession.access_token });
    expect(thread.status).toBe(404);
  });
});
