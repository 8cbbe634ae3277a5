import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { campaignDetailSchema, ReplyCampaign, replyDependenciesSchema } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, plans } from '../apps/server/src/platform/db/schema.ts';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import { demoOwner, openPage, rememberedTokenStorage, screenshot, useBrowser } from './support/browser.ts';

// Lowering the plan's limit needs the database, so this file runs its own server (the real runtime, serving
// the built web app) instead of the shared one the other files use.
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') });
  const session = await server.login(demoOwner.username, demoOwner.password);
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

/** `Body`: the contract's type for what the call answers. */
async function ownerApi<Body>(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'en', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function createCampaign(post: string, name: string): Promise<number> {
  const form = new FormData();
  form.set('name', name);
  form.set('post', post);
  form.set('comments', JSON.stringify(['Check your inbox']));
  const created = await ownerApi<{ campaign: ReplyCampaign }>('/api/facebook/reply/add', {
    method: 'POST',
    body: form,
  });
  expect(created.status).toBe(200);
  return created.body.campaign.id;
}

/** Sets the demo plan's monthly limit to what the page has already used this month. */
async function exhaustMonthlyQuota(): Promise<void> {
  const dependencies = await ownerApi<z.infer<typeof replyDependenciesSchema>>('/api/facebook/reply/dependencies');
  const db = server.runtime.database.db;
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  await db.update(plans).set({ monthlyReplyLimit: dependencies.body.quota.used }).where(eq(plans.id, page!.planId!));
}

/** No monthly limit on the demo plan (the test before this one used it up). */
async function liftMonthlyQuota(): Promise<void> {
  const db = server.runtime.database.db;
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  await db.update(plans).set({ monthlyReplyLimit: null }).where(eq(plans.id, page!.planId!));
}

async function waitForPlanLimitFlag(campaignId: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const detail = await ownerApi<z.infer<typeof campaignDetailSchema>>(`/api/facebook/reply/get/${campaignId}`);
    if (detail.body.campaign?.plan_limit_reached) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('The campaign was never flagged as having reached the plan limit');
}

describe('the monthly reply limit of the plan', () => {
  const browser = useBrowser();

  it('flags the campaign that hit the limit and refuses a new one with the plan-limit message, in English and Arabic', async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'Summer dress, 40% off' })).id;
    const campaignId = await createCampaign(post, 'Summer sale');
    await exhaustMonthlyQuota();
    // The engine keeps the page (and so its limit) for 2 s per post.
    await new Promise((wait) => setTimeout(wait, 2_500));
    await server.simulator.createComment({ post_id: post, from: { name: 'Late Customer' }, message: 'price?' });
    await server.simulator.deliveriesIdle(5000);
    await waitForPlanLimitFlag(campaignId);

    const english = await openPage(browser(), {
      baseUrl: server.baseUrl,
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'en' }),
    });
    await english.page.goto('/dashboard/fb/posts');
    await english.page.getByRole('tab').nth(2).click();
    const row = english.page.getByTestId('campaign-row').filter({ hasText: 'Summer sale' });
    expect(await row.getByTestId('plan-limit-tag').innerText()).toBe('Plan limit reached');

    await english.page.goto(`/dashboard/fb/reply/${post}`);
    await english.page.getByTestId('reply-form').waitFor();
    await english.page
      .getByText('The reply was not added because the monthly limit of your plan was reached.')
      .waitFor();
    await english.page.getByTestId('reply-name').fill('One more offer');
    await english.page.getByTestId('reply-text-0').fill('Sent you the details');
    await english.page.getByTestId('reply-save').click();
    const refusal = english.page.getByTestId('reply-form-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('The reply was not added because the monthly limit was reached.');
    expect(await refusal.locator('.error-list li').allInnerTexts()).toEqual([
      'The reply limit for your plan was reached.',
    ]);
    await english.page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'The reply limit for your plan was reached.' })
      .waitFor();
    expect(new URL(english.page.url()).pathname).toBe(`/dashboard/fb/reply/${post}`);
    // Saving scrolled down to the button; the messages are at the top of the form.
    await english.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(english.page, 'replies-plan-limit-en');
    await english.context.close();

    const arabic = await openPage(browser(), {
      baseUrl: server.baseUrl,
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await arabic.page.goto(`/dashboard/fb/reply/${post}`);
    await arabic.page.getByTestId('reply-form').waitFor();
    await arabic.page.getByTestId('reply-name').fill('عرض آخر');
    await arabic.page.getByTestId('reply-text-0').fill('أرسلنا لك التفاصيل');
    await arabic.page.getByTestId('reply-save').click();
    const arabicRefusal = arabic.page.getByTestId('reply-form-error');
    await arabicRefusal.waitFor();
    expect(await arabicRefusal.innerText()).toContain('لم تتم إضافة الرد لأنه تم الوصول إلى الحد الشهري.');
    expect(await arabicRefusal.locator('.error-list li').allInnerTexts()).toEqual([
      'تم الوصول إلى الحد الأقصى للردود في باقتك.',
    ]);
    // Saving scrolled down to the button; the messages are at the top of the form.
    await arabic.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(arabic.page, 'replies-plan-limit-ar');
    await arabic.context.close();
  });

  it('still lets the owner edit a campaign with the quota used up, in English and Arabic', async () => {
    await liftMonthlyQuota();
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'Winter coats' })).id;
    const campaignId = await createCampaign(post, 'Winter coats');
    await exhaustMonthlyQuota();

    const english = await openPage(browser(), {
      baseUrl: server.baseUrl,
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'en' }),
    });
    await english.page.goto(`/dashboard/fb/reply/${campaignId}/edit`);
    await english.page.getByTestId('reply-form').waitFor();
    const quotaAlert = english.page.getByTestId('reply-form-quota');
    await quotaAlert.waitFor();
    expect(await quotaAlert.innerText()).toContain(
      "This month's replies are used up: new comments get no reply until next month. You can still save changes to this campaign.",
    );
    await screenshot(english.page, 'replies-plan-limit-edit-en');
    await english.page.getByTestId('reply-name').fill('Winter coats, new prices');
    await english.page.getByTestId('reply-text-0').fill('New prices sent to you');
    await english.page.getByTestId('reply-save').click();
    await english.page.waitForURL((url) => url.pathname === '/dashboard/fb/posts');
    expect(await english.page.getByTestId('reply-form-error').count()).toBe(0);
    const saved = await ownerApi<z.infer<typeof campaignDetailSchema>>(`/api/facebook/reply/get/${campaignId}`);
    expect(saved.body.campaign).toMatchObject({
      name: 'Winter coats, new prices',
      comments: ['New prices sent to you'],
    });
    await english.context.close();

    const arabic = await openPage(browser(), {
      baseUrl: server.baseUrl,
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await arabic.page.goto(`/dashboard/fb/reply/${campaignId}/edit`);
    const arabicAlert = arabic.page.getByTestId('reply-form-quota');
    await arabicAlert.waitFor();
    expect(await arabicAlert.innerText()).toContain('يمكنك مع ذلك حفظ التعديلات على هذه الحملة.');
    await screenshot(arabic.page, 'replies-plan-limit-edit-ar');
    await arabic.page.getByTestId('reply-name').fill('معاطف الشتاء');
    await arabic.page.getByTestId('reply-save').click();
    await arabic.page.waitForURL((url) => url.pathname === '/dashboard/fb/posts');
    const savedArabic = await ownerApi<z.infer<typeof campaignDetailSchema>>(`/api/facebook/reply/get/${campaignId}`);
    expect(savedArabic.body.campaign?.name).toBe('معاطف الشتاء');
    await arabic.context.close();
  });
});
