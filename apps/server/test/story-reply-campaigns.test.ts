import {
  instagramQuickRepliesEndpoints as quickReplies,
  instagramStoryRepliesEndpoints as endpoints,
  type StoriesWithReplies,
  type StoryQuickReplyResponse,
  type StoryReplyCampaignResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTrails } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { messagesSent, settle } from './inbox-send-helpers.ts';
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
let person = 17_841_000_900;
const nextPerson = () => String(++person);

beforeAll(async () => {
  under = await startWithInstagramAccount();
  ({ server, token, account, metaPageId, headers } = under);
});
afterAll(async () => {
  await server?.stop();
});

async function postStory(caption = '') {
  const { id } = await server.simulator.createPost({ ig_user_id: account.account_id, message: caption, story: true });
  return id;
}

/** The campaign form as the web app sends it: multipart, keywords as JSON text. */
async function saveCampaign(storyId: string, values: Record<string, unknown>, locale = 'en') {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  const response = await fetch(`${server.baseUrl}/api/instagram/story-reply/add/${storyId}`, {
    method: 'POST',
    headers: { ...headers, locale, authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const readCampaign = async (storyId: string, locale = 'en') =>
  (await server.call(endpoints.getCampaign, { params: { storyId }, token, headers: { ...headers, locale } }))
    .body as StoryReplyCampaignResponse;
const readStories = async () => (await server.call(endpoints.stories, { token, headers })).body as StoriesWithReplies;

const repliesToStory = (personId: string, storyId: string, text: string) =>
  instagramMessageFrom(under, personId, { text, reply_to_story_id: storyId });
const deliverStoryReply = (personId: string, mid: string, storyId: string, text: string) =>
  deliverInstagramMessage(under, personId, {
    mid,
    text,
    reply_to: { story: { id: storyId, url: `https://lookaside.fbsbx.com/${storyId}` } },
  });

const trailRowOf = async (mid: string) =>
  (
    await server.runtime.database.db
      .select({ id: answerTrails.id, source: answerTrails.storySource })
      .from(answerTrails)
      .where(eq(answerTrails.incomingMid, mid))
  )[0];
const campaignTrailItem = async (storyId: string, mid: string, locale = 'en') => {
  const row = await trailRowOf(mid);
  return (await readCampaign(storyId, locale)).trail.find((item) => item.id === row?.id);
};

const sentTexts = (sends: Awaited<ReturnType<typeof repliesToStory>>['sends']) =>
  sends.map((call) => (call.body?.message as { text?: string } | undefined)?.text);

describe('story reply campaigns', () => {
  it("lists the account's current stories with no replies and no campaign yet", async () => {
    const storyId = await postStory('عرض اليوم');
    const { stories } = await readStories();
    expect(stories.find((story) => story.id === storyId)).toMatchObject({
      caption: 'عرض اليوم',
      media_type: 'IMAGE',
      media_url: expect.any(String),
      replies: { received: 0, answered: 0 },
      campaign: null,
    });
    const empty = await readCampaign(storyId);
    expect(empty).toEqual({ campaign: null, counts: { received: 0, answered: 0 }, trail: [] });
  });

  it('refuses a story that is not current on the account, and ids out of bounds', async () => {
    const unknown = await saveCampaign('17900000000000001', { enabled: true, text: 'hi' }, 'ar');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('هذه القصة ليست من القصص الحالية لحساب إنستغرام.');
    const tooLong = await server.callRefused(endpoints.getCampaign, {
      params: { storyId: '1'.repeat(26) },
      token,
      headers,
    });
    expect(tooLong.status).toBe(422);
    const notDigits = await server.request('GET', '/api/instagram/story-reply/get/story-1', { token, headers });
    expect(notDigits.status).toBe(422);
    const noText = await saveCampaign(await postStory(), { enabled: true, text: '  ' }, 'ar');
    expect(noText.status).toBe(422);
    expect((noText.body.errors as Record<string, string[]>).text).toEqual(['هذا الحقل مطلوب']);
    const missing = await server.callRefused(endpoints.deleteCampaign, {
      params: { storyId: '17900000000000002' },
      token,
      headers,
    });
    expect(missing.status).toBe(404);
    const noAccount = await server.callRefused(endpoints.stories, { token, headers: { locale: 'en' } });
    expect(noAccount.status).toBe(422);
  });

  it('answers a reply matching an Arabic keyword once per person, skips the others with why', async () => {
    const storyId = await postStory();
    const saved = await saveCampaign(storyId, {
      enabled: true,
      text: 'السعر 20 ألف',
      keywords: ['سعر'],
      once_per_story: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.campaign).toMatchObject({
      story_id: storyId,
      enabled: true,
      keywords: ['سعر'],
      once_per_story: true,
    });
    const personId = nextPerson();

    const miss = await repliesToStory(personId, storyId, 'جميلة');
    expect(miss.sends).toHaveLength(0);
    expect(await campaignTrailItem(storyId, miss.mid, 'ar')).toMatchObject({
      status: 'skipped',
      reason: 'keyword-miss',
    });

    const hit = await repliesToStory(personId, storyId, 'كم السّعر؟');
    expect(sentTexts(hit.sends)).toEqual(['السعر 20 ألف']);
    expect(await campaignTrailItem(storyId, hit.mid)).toMatchObject({
      status: 'sent',
      person: { meta_user_id: personId },
    });

    const again = await repliesToStory(personId, storyId, 'السعر لو سمحت');
    expect(again.sends).toHaveLength(0);
    expect(await campaignTrailItem(storyId, again.mid)).toMatchObject({
      status: 'skipped',
      reason: 'already-answered-story',
    });

    const { stories } = await readStories();
    expect(stories.find((story) => story.id === storyId)).toMatchObject({
      replies: { received: 3, answered: 1 },
      campaign: { enabled: true },
    });
  });

  it('matches English keywords whatever their case, and answers every time when asked to', async () => {
    const storyId = await postStory();
    await saveCampaign(storyId, { enabled: true, text: 'DM sent!', keywords: ['price'], once_per_story: false });
    const personId = nextPerson();
    expect(sentTexts((await repliesToStory(personId, storyId, 'What PRICE?')).sends)).toEqual(['DM sent!']);
    expect(sentTexts((await repliesToStory(personId, storyId, 'price please')).sends)).toEqual(['DM sent!']);
    expect((await repliesToStory(personId, storyId, 'nice')).sends).toHaveLength(0);
  });

  it("takes the place of the account's story reply quick reply on its story, and only there", async () => {
    const saved = await server.call(quickReplies.saveStoryReply, {
      body: { enabled: true, text: 'رد سريع', keywords: [], media_id: null, once_per_story: false },
      token,
      headers,
    });
    expect(saved.status).toBe(200);
    const campaignStory = await postStory();
    const otherStory = await postStory();
    await saveCampaign(campaignStory, { enabled: true, text: 'رد الحملة', keywords: [], once_per_story: true });
    const personId = nextPerson();

    const onCampaign = await repliesToStory(personId, campaignStory, 'مرحبا');
    expect(sentTexts(onCampaign.sends)).toEqual(['رد الحملة']);
    expect((await trailRowOf(onCampaign.mid))?.source).toBe('story-campaign');
    const elsewhere = await repliesToStory(personId, otherStory, 'مرحبا');
    expect(sentTexts(elsewhere.sends)).toEqual(['رد سريع']);

    const quickTrail = (await server.call(quickReplies.storyReply, { token, headers })).body as StoryQuickReplyResponse;
    const campaignRow = await trailRowOf(onCampaign.mid);
    expect(quickTrail.trail.map((item) => item.id)).not.toContain(campaignRow!.id);
    expect((await readCampaign(otherStory)).trail).toEqual([]);

    await server.call(quickReplies.saveStoryReply, {
      body: { enabled: false, text: 'رد سريع', keywords: [], media_id: null, once_per_story: false },
      token,
      headers,
    });
  });

  it('answers nothing while disabled, and keeps the form when edited', async () => {
    const storyId = await postStory();
    await saveCampaign(storyId, { enabled: true, text: 'أهلًا', keywords: [], once_per_story: true });
    const disabled = await saveCampaign(storyId, {
      enabled: false,
      text: 'أهلًا',
      keywords: ['x'],
      once_per_story: false,
    });
    expect(disabled.body.campaign).toMatchObject({ enabled: false, keywords: ['x'], once_per_story: false });
    expect((await repliesToStory(nextPerson(), storyId, 'x')).sends).toHaveLength(0);
    const { stories } = await readStories();
    expect(stories.find((story) => story.id === storyId)?.campaign).toEqual({ enabled: false });
  });

  it('answers a redelivered story reply once', async () => {
    const storyId = await postStory();
    await saveCampaign(storyId, { enabled: true, text: 'مرة واحدة', keywords: [], once_per_story: false });
    const personId = nextPerson();
    // The window is opened by an earlier message of the person.
    await server.simulator.sendMessage({ ig_user_id: account.account_id, from: { id: personId }, text: 'مرحبا' });
    await settle(server);
    const before = await server.simulator.lastCallSeq();
    const mid = `aWdfZAG1faXRlbTpz${personId}`;
    await deliverStoryReply(personId, mid, storyId, 'كم؟');
    await deliverStoryReply(personId, mid, storyId, 'كم؟');
    expect(messagesSent(await server.simulator.calls(before), metaPageId)).toHaveLength(1);
    const rows = await server.runtime.database.db.select().from(answerTrails).where(eq(answerTrails.incomingMid, mid));
    expect(rows).toHaveLength(1);
  });

  it('records a person Meta refuses with a translated reason and goes on answering others', async () => {
    const storyId = await postStory();
    await saveCampaign(storyId, { enabled: true, text: 'شكرًا', keywords: [], once_per_story: true });
    const unavailable = nextPerson();
    await server.simulator.setPerson({ ig_user_id: account.account_id, id: unavailable, unavailable: true });
    const refused = await repliesToStory(unavailable, storyId, 'مرحبا');
    expect(refused.sends).toHaveLength(1);
    expect(await campaignTrailItem(storyId, refused.mid, 'ar')).toMatchObject({
      status: 'failed',
      error: 'هذا الشخص غير متاح لاستقبال الرسائل الآن.',
    });
    const next = await repliesToStory(nextPerson(), storyId, 'مرحبا');
    expect(await campaignTrailItem(storyId, next.mid)).toMatchObject({ status: 'sent' });
  });

  it('deletes the campaign: its answers stay recorded and the story is answered no more', async () => {
    const storyId = await postStory();
    await saveCampaign(storyId, { enabled: true, text: 'قبل الحذف', keywords: [], once_per_story: false });
    const personId = nextPerson();
    const answered = await repliesToStory(personId, storyId, 'مرحبا');
    expect(answered.sends).toHaveLength(1);
    const removed = await server.call(endpoints.deleteCampaign, { params: { storyId }, token, headers });
    expect(removed.status).toBe(204);
    const after = await readCampaign(storyId);
    expect(after.campaign).toBeNull();
    expect(after.trail.map((item) => item.status)).toEqual(['sent']);
    expect((await repliesToStory(personId, storyId, 'مرحبا')).sends).toHaveLength(0);
  });

  it("answers Meta's refusal to list the stories in the catalogue shape, and a story it cannot check as not saved", async () => {
    const storyId = await postStory();
    await server.simulator.setFaults({
      error: { code: 2, http_status: 500, message: 'Service temporarily unavailable' },
      paths: [`/${account.account_id}/stories`],
    });
    try {
      const refused = await server.callRefused(endpoints.stories, { token, headers: { ...headers, locale: 'ar' } });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('validation');
      const notSaved = await saveCampaign(storyId, { enabled: true, text: 'أهلًا' });
      expect(notSaved.status).toBe(422);
    } finally {
      await server.simulator.setFaults({});
    }
    expect((await readCampaign(storyId)).campaign).toBeNull();
  });

  it("keeps another owner out of the account's story campaigns", async () => {
    const storyId = await postStory();
    await saveCampaign(storyId, { enabled: true, text: 'خاص بالمالك', keywords: [], once_per_story: true });
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    for (const endpoint of [endpoints.getCampaign, endpoints.deleteCampaign]) {
      const refused = await server.callRefused(endpoint, { params: { storyId }, token: otherToken, headers });
      expect(refused.status).toBe(403);
    }
    expect((await server.callRefused(endpoints.stories, { token: otherToken, headers })).status).toBe(403);
    // Their own account, without a reply feature in its plan, is refused for that reason.
    const ownAccount = { locale: 'en', 'insta-id': String(other.account.id) };
    const onOwn = await server.callRefused(endpoints.getCampaign, {
      params: { storyId },
      token: otherToken,
      headers: ownAccount,
    });
    expect(onOwn).toMatchObject({
      status: 403,
      body: { message: 'This page does not have this feature in its plan.' },
    });
    expect((await readCampaign(storyId)).campaign?.text).toBe('خاص بالمالك');
  });
});

describe('once a story expires', () => {
  it('leaves the stories, keeps its campaign readable and editable, and refuses a new campaign on it', async () => {
    const withCampaign = await postStory('قصة الأمس');
    const without = await postStory();
    await saveCampaign(withCampaign, { enabled: true, text: 'أهلًا', keywords: [], once_per_story: true });
    // Meta lists a story for 24 hours only; the simulator's clock moves past that.
    await server.simulator.advanceClock(25 * 3_600_000);
    const { stories } = await readStories();
    expect(stories.map((story) => story.id)).not.toContain(withCampaign);
    expect(stories.map((story) => story.id)).not.toContain(without);
    const kept = await readCampaign(withCampaign);
    expect(kept.campaign).toMatchObject({ text: 'أهلًا', story: { caption: 'قصة الأمس' } });
    const edited = await saveCampaign(withCampaign, { enabled: false, text: 'أهلًا', keywords: [] });
    expect(edited.status).toBe(200);
    expect((await saveCampaign(without, { enabled: true, text: 'متأخر' })).status).toBe(404);
  });
});
