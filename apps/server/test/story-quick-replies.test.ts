import { instagramQuickRepliesEndpoints as endpoints, type StoryQuickReplyResponse } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTrails, inboxMessages, subscribers } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { messagesSent, settle } from './inbox-send-helpers.ts';
import { jpegOf, uploadMedia } from './publishing-samples.ts';
import {
  deliverInstagramMessage,
  instagramMessageFrom,
  startWithInstagramAccount,
  type InstagramAccountUnderTest,
} from './instagram-story-harness.ts';
import type { TestServer } from './test-server.ts';

let under: InstagramAccountUnderTest;
let server: TestServer;
let token: string;
let account: InstagramAccountUnderTest['account'];
let metaPageId: string;
let headers: Record<string, string>;
let person = 17_841_000_700;
const nextPerson = () => String(++person);

beforeAll(async () => {
  under = await startWithInstagramAccount();
  ({ server, token, account, metaPageId, headers } = under);
});
afterAll(async () => {
  await server?.stop();
});

const mentionSettings = { enabled: true, text: 'شكرًا على الإشارة!', media_id: null, once_per_story: true };
const saveMention = (body: Record<string, unknown>, locale = 'en') =>
  server.call(endpoints.saveStoryMention, { body: body as never, token, headers: { ...headers, locale } });
const saveReply = (body: Record<string, unknown>) =>
  server.call(endpoints.saveStoryReply, { body: body as never, token, headers });
const readMention = async (locale = 'en') =>
  (await server.call(endpoints.storyMention, { token, headers: { ...headers, locale } }))
    .body as StoryQuickReplyResponse;
const readReply = async () =>
  (await server.call(endpoints.storyReply, { token, headers })).body as StoryQuickReplyResponse;

const mentions = (personId: string) => instagramMessageFrom(under, personId, { story_mention: true });
const repliesToStory = (personId: string, storyId: string, text: string) =>
  instagramMessageFrom(under, personId, { text, reply_to_story_id: storyId });
const deliverMention = (personId: string, mid: string) =>
  deliverInstagramMessage(under, personId, {
    mid,
    attachments: [{ type: 'story_mention', payload: { url: `https://lookaside.fbsbx.com/${mid}` } }],
  });

const trailOf = (body: StoryQuickReplyResponse, mid: string) =>
  server.runtime.database.db
    .select({ id: answerTrails.id })
    .from(answerTrails)
    .where(eq(answerTrails.incomingMid, mid))
    .then(([row]) => body.trail.find((item) => item.id === row?.id));

describe('story mention and story reply quick replies', () => {
  it('answers nothing until the quick reply is enabled', async () => {
    const start = await readMention();
    expect(start.quick_reply).toMatchObject({ kind: 'story_mention', enabled: false, text: '', media: null });
    const { sends } = await mentions(nextPerson());
    expect(sends).toHaveLength(0);
  });

  it('answers a story mention once, as an automatic message of the conversation, and lists it as sent', async () => {
    const saved = await saveMention(mentionSettings);
    expect(saved.status).toBe(200);
    expect(saved.body.quick_reply).toMatchObject({ enabled: true, text: 'شكرًا على الإشارة!', once_per_story: true });
    const personId = nextPerson();
    const { mid, sends } = await mentions(personId);
    expect(sends.map((call) => call.body)).toEqual([
      expect.objectContaining({
        recipient: { id: personId },
        message: expect.objectContaining({ text: 'شكرًا على الإشارة!' }),
      }),
    ]);
    const item = await trailOf(await readMention(), mid);
    expect(item).toMatchObject({ status: 'sent', reason: null, error: null, person: { meta_user_id: personId } });
    expect(item!.sent_message_id).toBeTruthy();
    const [conversation] = await server.runtime.database.db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.instagramAccountId, account.id), eq(subscribers.metaUserId, personId)));
    const thread = await server.runtime.database.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.subscriberId, conversation!.id));
    expect(thread.map((message) => [message.direction, message.kind, message.author, message.status])).toEqual([
      ['in', 'story_mention', 'customer', null],
      ['out', 'text', 'bot', 'sent'],
    ]);
  });

  it('answers a redelivered mention once', async () => {
    const personId = nextPerson();
    await server.simulator.sendMessage({ ig_user_id: account.account_id, from: { id: personId }, text: 'مرحبا' });
    await settle(server);
    const before = await server.simulator.lastCallSeq();
    const mid = `aWdfZAG1faXRlbTpt${personId}`;
    await deliverMention(personId, mid);
    await deliverMention(personId, mid);
    expect(messagesSent(await server.simulator.calls(before), metaPageId)).toHaveLength(1);
    const rows = await server.runtime.database.db.select().from(answerTrails).where(eq(answerTrails.incomingMid, mid));
    expect(rows).toHaveLength(1);
  });

  it('never sends a claimed answer again after a restart: it is shown failed with why once the sweep runs', async () => {
    const personId = nextPerson();
    await server.simulator.sendMessage({ ig_user_id: account.account_id, from: { id: personId }, text: 'مرحبا' });
    await settle(server);
    // A claim whose process stopped before Meta was called: the trail row and the pending answer, nothing sent.
    const db = server.runtime.database.db;
    const [conversation] = await db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.instagramAccountId, account.id), eq(subscribers.metaUserId, personId)));
    const mid = `aWdfZAG1faXRlbTpr${personId}`;
    const [incoming] = await db
      .insert(inboxMessages)
      .values({
        subscriberId: conversation!.id,
        direction: 'in',
        kind: 'story_mention',
        author: 'customer',
        metaMessageId: mid,
        occurredAt: server.clock.now(),
      })
      .returning();
    const [trail] = await db
      .insert(answerTrails)
      .values({
        decidedBy: 'story',
        instagramAccountId: account.id,
        storyKind: 'story_mention',
        storySource: 'quick-reply',
        incomingMid: mid,
        incomingMessageId: incoming!.id,
        subscriberId: conversation!.id,
      })
      .returning();
    const [pending] = await db
      .insert(inboxMessages)
      .values({
        subscriberId: conversation!.id,
        direction: 'out',
        kind: 'text',
        author: 'bot',
        text: 'x',
        clientId: `story-quick-reply:${trail!.id}`,
        status: 'pending',
        occurredAt: server.clock.now(),
      })
      .returning();
    await db.update(answerTrails).set({ answerMessageId: pending!.id }).where(eq(answerTrails.id, trail!.id));

    const before = await server.simulator.lastCallSeq();
    await deliverMention(personId, mid);
    expect(messagesSent(await server.simulator.calls(before), metaPageId)).toHaveLength(0);
    expect((await trailOf(await readMention(), mid))!.status).toBe('pending');

    server.clock.advance(6 * 60_000);
    await server.runtime.services.inbox.send.sweepInterrupted();
    expect(await trailOf(await readMention(), mid)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/stopped before Meta answered/),
    });
  });

  it('records a Meta refusal with a translated reason, and goes on answering others', async () => {
    const unavailable = nextPerson();
    await server.simulator.setPerson({ ig_user_id: account.account_id, id: unavailable, unavailable: true });
    const refused = await mentions(unavailable);
    expect(refused.sends).toHaveLength(1);
    // The answer's outcome is written after Meta's reply, which may come after the webhooks settled (PostgreSQL's
    // queue works apart): each trail is judged once it shows its outcome.
    await expect
      .poll(async () => trailOf(await readMention('ar'), refused.mid), { timeout: 15_000 })
      .toMatchObject({ status: 'failed', error: 'هذا الشخص غير متاح لاستقبال الرسائل الآن.' });
    const next = await mentions(nextPerson());
    await expect
      .poll(async () => trailOf(await readMention(), next.mid), { timeout: 15_000 })
      .toMatchObject({ status: 'sent' });
  });

  it('sends the image before the text when the quick reply has one', async () => {
    const upload = await uploadMedia(server, token, 'thanks.jpg', jpegOf(40, 40));
    expect(upload.status).toBe(200);
    const saved = await saveMention({ ...mentionSettings, media_id: upload.body.media.id });
    expect(saved.body.quick_reply.media).toEqual({ id: upload.body.media.id, url: upload.body.media.url });
    const { mid, sends } = await mentions(nextPerson());
    expect(sends.map((call) => call.body?.message)).toEqual([
      expect.objectContaining({
        attachment: expect.objectContaining({
          type: 'image',
          payload: expect.objectContaining({ url: upload.body.media.url }),
        }),
      }),
      expect.objectContaining({ text: 'شكرًا على الإشارة!' }),
    ]);
    expect(await trailOf(await readMention(), mid)).toMatchObject({ status: 'sent' });
  });

  it('answers nothing once disabled again', async () => {
    await saveMention({ ...mentionSettings, enabled: false });
    expect((await mentions(nextPerson())).sends).toHaveLength(0);
    expect((await readMention()).quick_reply.enabled).toBe(false);
  });

  it('answers story replies matching a keyword (Arabic-aware), once per person per story, or every time', async () => {
    const saved = await saveReply({ enabled: true, text: 'السعر في الخاص', keywords: ['سعر'], once_per_story: true });
    expect(saved.status).toBe(200);
    expect(saved.body.quick_reply).toMatchObject({ kind: 'story_reply', keywords: ['سعر'] });
    const personId = nextPerson();

    const miss = await repliesToStory(personId, 'story-901', 'جميل جدًا');
    expect(miss.sends).toHaveLength(0);
    expect(await trailOf(await readReply(), miss.mid)).toMatchObject({ status: 'skipped', reason: 'keyword-miss' });

    const hit = await repliesToStory(personId, 'story-901', 'كم السّعر؟');
    expect(hit.sends.map((call) => call.body?.message)).toEqual([expect.objectContaining({ text: 'السعر في الخاص' })]);
    expect(await trailOf(await readReply(), hit.mid)).toMatchObject({ status: 'sent' });

    const again = await repliesToStory(personId, 'story-901', 'السعر لو سمحت');
    expect(again.sends).toHaveLength(0);
    expect(await trailOf(await readReply(), again.mid)).toMatchObject({
      status: 'skipped',
      reason: 'already-answered-story',
    });
    const otherStory = await repliesToStory(personId, 'story-902', 'السعر؟');
    expect(otherStory.sends).toHaveLength(1);

    await saveReply({ enabled: true, text: 'السعر في الخاص', keywords: [], once_per_story: false });
    const everyTime = await repliesToStory(personId, 'story-901', 'أي شيء');
    expect(everyTime.sends).toHaveLength(1);
  });

  it('refuses invalid settings with localized field errors', async () => {
    const noText = await server.callRefused(endpoints.saveStoryMention, {
      body: { enabled: true, text: '   ', media_id: null, once_per_story: true },
      token,
      headers: { ...headers, locale: 'ar' },
    });
    expect(noText.status).toBe(422);
    expect((noText.body.errors as Record<string, string[]>).text).toEqual(['هذا الحقل مطلوب']);
    const tooLong = await server.callRefused(endpoints.saveStoryReply, {
      body: { enabled: true, text: 'x'.repeat(1001), keywords: [], media_id: null, once_per_story: true },
      token,
      headers,
    });
    expect(tooLong.status).toBe(422);
    expect((tooLong.body.errors as Record<string, string[]>).text?.[0]).toMatch(/1000/);
    const badMedia = await server.request<{ fields?: Record<string, string[]> }>(
      'POST',
      '/api/instagram/quick-reply/story-reply',
      { token, headers, body: { enabled: true, text: 'hi', media_id: 99_999_999_999, keywords: [] } },
    );
    expect(badMedia.status).toBe(422);
    const missingMedia = await server.callRefused(endpoints.saveStoryReply, {
      body: { enabled: true, text: 'hi', media_id: 2_147_483_000, keywords: [], once_per_story: true },
      token,
      headers,
    });
    expect(missingMedia.status).toBe(422);
    expect((missingMedia.body.errors as Record<string, string[]>).media_id).toEqual([
      'The attached file does not exist or was not uploaded by you.',
    ]);
    const noAccount = await server.callRefused(endpoints.storyMention, { token, headers: { locale: 'en' } });
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.message).toBe('Choose an Instagram account first.');
  });

  it("keeps another owner out of the account's quick replies", async () => {
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const read = await server.callRefused(endpoints.storyMention, { token: otherToken, headers });
    expect(read.status).toBe(403);
    const write = await server.callRefused(endpoints.saveStoryMention, {
      body: { ...mentionSettings, text: 'hijack' },
      token: otherToken,
      headers,
    });
    expect(write.status).toBe(403);
    expect((await readMention()).quick_reply.text).toBe('شكرًا على الإشارة!');
  });
});
