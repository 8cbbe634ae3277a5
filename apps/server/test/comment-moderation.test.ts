import {
  instagramRepliesEndpoints,
  repliesEndpoints,
  type InstagramReplyCampaign,
  type ReplyCampaign,
  type TrailEntry,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFeatures } from '../src/platform/db/schema.ts';
import { createOwner, demoOwnerSession } from './fixtures.ts';
import { repliesHandled, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let account: { id: number; account_id: string; page_id: number | null };
let person = 7_100;
const nextPerson = () => String(++person);

beforeAll(async () => {
  server = await startTestServer();
  ({ token, pageId, metaPageId, account } = await demoOwnerSession(server));
});
afterAll(async () => {
  await server?.stop();
});

const pageHeaders = (locale = 'en') => ({ 'page-id': String(pageId), locale });
const accountHeaders = (locale = 'en') => ({ 'insta-id': String(account.id), locale });

async function settled() {
  await repliesHandled(server);
}

async function addCampaign<Campaign>(path: string, headers: Record<string, string>, fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  const body = (await response.json()) as { campaign: Campaign };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.campaign;
}

async function comment(postId: string, message: string, from: { id: string; name: string; username?: string }) {
  const created = await server.simulator.createComment({ post_id: postId, from, message });
  await settled();
  return created.id;
}

const hiddenOnMeta = async (commentId: string) => (await server.simulator.state()).comments[commentId]?.hidden;

async function facebookTrail(campaignId: number): Promise<TrailEntry[]> {
  const detail = await server.call(repliesEndpoints.getCampaign, {
    params: { id: campaignId },
    token,
    headers: pageHeaders(),
  });
  expect(detail.status).toBe(200);
  return detail.body.trail;
}

async function instagramTrail(campaignId: number): Promise<TrailEntry[]> {
  const detail = await server.call(instagramRepliesEndpoints.getCampaign, {
    params: { id: campaignId },
    query: {},
    token,
    headers: accountHeaders(),
  });
  expect(detail.status).toBe(200);
  return detail.body.trail;
}

const setHidden = (commentId: string, hidden: boolean, headers = pageHeaders(), as = token) =>
  server.request('POST', `/api/facebook/reply/comments/${commentId}/visibility`, {
    token: as,
    headers,
    body: { hidden },
  });

describe('comment moderation on Facebook', () => {
  it('hides a comment with a phone number (private reply still sent, no public reply) and leaves a normal one', async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'عرض الشتاء' })).id;
    const campaign = await addCampaign<ReplyCampaign>('/api/facebook/reply/add', pageHeaders(), {
      name: 'hide phones',
      post,
      comments: ['أرسلنا لك التفاصيل على الخاص'],
      message_enabled: 'true',
      message: 'السعر 25 دولار',
      hide_contact_comments: 'true',
    });
    expect(campaign.hide_contact_comments).toBe(true);

    const withPhone = await comment(post, 'للطلب واتساب ٠٩٩٩ ١٢٣ ٤٥٦ السعر؟', { id: nextPerson(), name: 'منافس' });
    const withPrice = await comment(post, 'بكم؟ 1500 ل.س', { id: nextPerson(), name: 'سارة' });
    expect(await hiddenOnMeta(withPhone)).toBe(true);
    expect(await hiddenOnMeta(withPrice)).toBe(false);

    const trail = await facebookTrail(campaign.id);
    expect(trail.find((entry) => entry.comment_id === withPhone)).toMatchObject({
      hidden: true,
      hide_status: 'sent',
      hide_reason: 'contains-phone-number',
      public_status: 'none',
      private_status: 'sent',
    });
    expect(trail.find((entry) => entry.comment_id === withPrice)).toMatchObject({
      hidden: false,
      hide_status: 'none',
      hide_reason: null,
      public_status: 'sent',
      private_status: 'sent',
    });
  });

  it('hides and shows again a comment of the trail, and answers clearly when it cannot', async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'جديد' })).id;
    const campaign = await addCampaign<ReplyCampaign>('/api/facebook/reply/add', pageHeaders(), {
      name: 'plain',
      post,
      comments: ['شكراً لك'],
    });
    const target = await comment(post, 'سؤال', { id: nextPerson(), name: 'ليلى' });

    const hidden = await setHidden(target, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ comment_id: target, hidden: true });
    expect(await hiddenOnMeta(target)).toBe(true);
    expect((await facebookTrail(campaign.id))[0]).toMatchObject({ comment_id: target, hidden: true });

    expect((await setHidden(target, false)).body).toEqual({ comment_id: target, hidden: false });
    expect(await hiddenOnMeta(target)).toBe(false);
    expect((await facebookTrail(campaign.id))[0]!.hidden).toBe(false);

    // The page's own public reply is never in the trail: nothing of the owner's to hide.
    const ownReply = (await facebookTrail(campaign.id))[0]!.public_reply_id!;
    const own = await setHidden(ownReply, true);
    expect(own.status).toBe(404);
    expect((await server.simulator.state()).comments[ownReply]?.hidden).toBe(false);

    // Another owner, with their own page, cannot reach this comment; nor this owner through a page not theirs.
    const db = server.runtime.database.db;
    const other = await createOwner(db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const theirs = await setHidden(target, true, { 'page-id': String(other.page.id), locale: 'en' }, otherToken);
    expect(theirs.status).toBe(404);
    const notMine = await setHidden(target, true, { 'page-id': String(other.page.id), locale: 'en' });
    expect(notMine.status).toBe(403);
    expect(await hiddenOnMeta(target)).toBe(false);

    // Bad ids are a clear 422; an id past Meta's shape never reaches SQL or Meta.
    expect((await setHidden('abc', true)).status).toBe(422);
    const tooLong = (await setHidden('9'.repeat(120), true)).status;
    expect(tooLong >= 400 && tooLong < 500).toBe(true);

    // The author deleted the comment: a clear "no longer exists", in Arabic too, never a 500.
    await server.simulator.deleteComment(target);
    const gone = await setHidden(target, true, pageHeaders('ar'));
    expect(gone.status).toBe(404);
    expect((gone.body as { message: string }).message).toBe('هذا التعليق لم يعد موجودًا لدى Meta: ربما حذفه صاحبه.');
    const goneEn = await setHidden(target, true);
    expect((goneEn.body as { message: string }).message).toMatch(/no longer exists/);
  });

  it('refuses a page without the reply feature before anything else', async () => {
    const db = server.runtime.database.db;
    const other = await createOwner(db);
    await db.delete(pageFeatures).where(eq(pageFeatures.pageId, other.page.id));
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const answer = await setHidden('123_456', true, { 'page-id': String(other.page.id), locale: 'en' }, otherToken);
    expect(answer.status).toBe(403);
    expect((answer.body as { code: string }).code).toBe('forbidden');
  });
});

describe('comment moderation on Instagram', () => {
  it('hides a comment with a link through the campaign and shows it again from the trail', async () => {
    const media = (await server.simulator.createPost({ ig_user_id: account.account_id, message: 'تشكيلة' })).id;
    const campaign = await addCampaign<InstagramReplyCampaign>(`/api/instagram/reply/add/${media}`, accountHeaders(), {
      name: 'hide links',
      comments: ['تفقد الرسائل'],
      hide_contact_comments: 'true',
    });
    expect(campaign.hide_contact_comments).toBe(true);
    const spam = await comment(media, 'أرخص عند shop-cheap.store', {
      id: nextPerson(),
      name: 'spam',
      username: 'spam.account',
    });
    const buyer = await comment(media, 'كم السعر', { id: nextPerson(), name: 'buyer', username: 'buyer.two' });
    expect(await hiddenOnMeta(spam)).toBe(true);
    expect(await hiddenOnMeta(buyer)).toBe(false);

    const trail = await instagramTrail(campaign.id);
    expect(trail.find((entry) => entry.comment_id === spam)).toMatchObject({
      hidden: true,
      hide_status: 'sent',
      hide_reason: 'contains-link',
      reason: 'contains-link',
      public_status: 'none',
    });
    expect(trail.find((entry) => entry.comment_id === buyer)).toMatchObject({ hidden: false, public_status: 'sent' });

    const shown = await server.request('POST', `/api/instagram/reply/comments/${spam}/visibility`, {
      token,
      headers: accountHeaders(),
      body: { hidden: false },
    });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ comment_id: spam, hidden: false });
    expect(await hiddenOnMeta(spam)).toBe(false);
    expect((await instagramTrail(campaign.id)).find((entry) => entry.comment_id === spam)!.hidden).toBe(false);

    const hiddenAgain = await server.request('POST', `/api/instagram/reply/comments/${buyer}/visibility`, {
      token,
      headers: accountHeaders(),
      body: { hidden: true },
    });
    expect(hiddenAgain.status).toBe(200);
    expect(await hiddenOnMeta(buyer)).toBe(true);
  });
});
