import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  callApi,
  chooseOption,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { waitForTrailRow } from './support/replies.ts';

type DemoSession = { token: string; pageId: number; metaPageId: string };

async function demoSession(): Promise<DemoSession> {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  return { token: body.access_token, pageId: body.pages[0]!.id, metaPageId: body.pages[0]!.page_id };
}

/** A running campaign on a new post of the page: a public and a private reply to comments asking the price. */
async function runningCampaign(session: DemoSession, name: string) {
  const post = (await simulator.createPost({ page_id: session.metaPageId, message: `${name}: حقائب جلدية جديدة` })).id;
  const form = new FormData();
  const fields: Record<string, string> = {
    name,
    post,
    comment_enabled: 'true',
    comments: JSON.stringify(['أرسلنا لك السعر على الخاص']),
    message_enabled: 'true',
    message_type: 'text',
    message: 'السعر 40 دولارًا',
    keywords: JSON.stringify(['السعر', 'بكم']),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${baseUrl()}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'page-id': String(session.pageId), locale: 'en' },
    body: form,
  });
  expect(response.status).toBe(200);
}

async function openDrawer(page: Page) {
  await page.getByTestId('demo-customer-open').click();
  await page.getByTestId('demo-customer-form').waitFor();
}

describe('the customer simulator of demo mode', () => {
  const browser = useBrowser();

  it('a comment written from the drawer is answered by the running campaign and shows in its trail', async () => {
    const session = await demoSession();
    const campaign = `حملة المحاكي ${Date.now()}`;
    await runningCampaign(session, campaign);
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(session.token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/fb/posts');
    await page.getByTestId('reply-posts').waitFor();
    await openDrawer(page);
    const customer = `ليلى ${Date.now() % 100_000}`;
    await page.getByTestId('demo-customer-name').fill(customer);
    await chooseOption(page, page.getByTestId('demo-customer-post'), campaign);
    await page.getByTestId('demo-customer-message').fill('بكم السعر؟');
    await page.getByTestId('demo-customer-send').click();
    const outcome = page.getByTestId('demo-customer-outcome');
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain(customer);
    await screenshot(page, 'demo-customer-comment-ar');

    await outcome.getByTestId('demo-customer-outcome-link').click();
    await page.getByRole('tab').nth(2).click();
    await waitForTrailRow(page, customer, { campaign });
    await screenshot(page, 'demo-customer-trail-ar');
    await context.close();
  });

  it('a DM from the drawer appears in the open inbox, and a second one continues the conversation', async () => {
    const session = await demoSession();
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(session.token, { locale: 'en', darkMode: 'true' }),
    });
    await page.goto('/dashboard/bot/fb/chat');
    await page.getByTestId('inbox').waitFor();
    await openDrawer(page);
    const customer = `Omar ${Date.now() % 100_000}`;
    await page.getByTestId('demo-customer-name').fill(customer);
    await page.getByTestId('demo-customer-text').fill('Hello, is the black bag still available?');
    await page.getByTestId('demo-customer-send').click();
    await page.getByTestId('demo-customer-outcome').waitFor();
    await screenshot(page, 'demo-customer-message-en-dark');
    const item = page.getByTestId('conversation-item').filter({ hasText: customer });
    await item.waitFor();
    expect(await item.innerText()).toContain('black bag');

    await page.getByTestId('demo-customer-text').fill('And the brown one?');
    await page.getByTestId('demo-customer-send').click();
    await page.getByTestId('conversation-item').filter({ hasText: 'And the brown one?' }).waitFor();
    expect(await page.getByTestId('conversation-item').filter({ hasText: customer }).count()).toBe(1);
    await page.getByTestId('demo-customer-outcome-link').click();
    await page.getByTestId('demo-customer').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('conversation')).toMatch(/^\d+$/);
    await screenshot(page, 'demo-customer-conversation-en-dark');
    await context.close();
  });

  it("a new customer taps one of the page's ice breakers and the bot its payload names answers", async () => {
    const session = await demoSession();
    const headers = { 'page-id': String(session.pageId) };
    const { settings } = await callApi<{ settings: Record<string, unknown> }>('/api/bot/settings', session.token, {
      headers,
    });
    await callApi('/api/bot/replies', session.token, {
      method: 'POST',
      headers,
      body: { bot_name: `Delivery ${Date.now() % 100_000}`, message: 'نوصل خلال يومين', postback_id: 'ASK_DELIVERY' },
    });
    const iceBreakers = [{ question: 'متى يصل الطلب؟', payload: 'ASK_DELIVERY' }];
    await callApi('/api/bot/settings', session.token, {
      method: 'POST',
      headers,
      body: { ...settings, bot_enabled: true, ice_breakers: iceBreakers },
    });
    try {
      const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(session.token) });
      await page.goto('/dashboard/bot/fb/chat');
      await page.getByTestId('inbox').waitFor();
      await openDrawer(page);
      const customer = `رامي ${Date.now() % 100_000}`;
      await page.getByTestId('demo-customer-name').fill(customer);
      await page.getByTestId('demo-customer-action').getByText('رد سريع').click();
      const question = page.getByTestId('demo-customer-quick-replies').getByText('متى يصل الطلب؟');
      await question.click();
      await screenshot(page, 'demo-customer-ice-breaker-ar');
      await page.getByTestId('demo-customer-send').click();
      await page.getByTestId('demo-customer-outcome').waitFor();
      expect(await page.getByTestId('demo-customer-outcome').innerText()).toContain('متى يصل الطلب؟');
      // The bot's answer becomes the conversation's last message in the open inbox.
      await page
        .getByTestId('conversation-item')
        .filter({ hasText: customer })
        .filter({ hasText: 'نوصل خلال يومين' })
        .waitFor();
      await context.close();
    } finally {
      await callApi('/api/bot/settings', session.token, { method: 'POST', headers, body: settings });
    }
  });

  it('fits a phone in Arabic, dark, with the Instagram story actions and comments', async () => {
    const session = await demoSession();
    const { context, page } = await openPage(browser(), {
      width: 390,
      height: 844,
      storage: rememberedTokenStorage(session.token, { locale: 'ar', darkMode: 'true' }),
    });
    await page.goto('/dashboard/instagram/instagram-stories');
    await openDrawer(page);
    await page.getByTestId('demo-customer-story-kind').getByText('الرد على قصة الحساب').click();
    await page.getByTestId('demo-customer-text').fill('جميلة! بكم؟');
    await page.getByTestId('demo-customer-send').click();
    await page.getByTestId('demo-customer-outcome').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'demo-customer-story-ar-phone-dark');

    // On Instagram's screens a comment goes to one of the account's posts.
    await page.getByTestId('demo-customer-action').getByText('تعليق').click();
    // The account's newest post is chosen once its posts have loaded.
    await expect.poll(() => page.getByTestId('demo-customer-post').innerText(), { timeout: 15_000 }).not.toBe('');
    await page.getByTestId('demo-customer-message').fill('كم سعر الفستان؟');
    await page.getByTestId('demo-customer-send').click();
    await page.getByTestId('demo-customer-outcome').filter({ hasText: 'نُشر تعليق' }).waitFor();
    await screenshot(page, 'demo-customer-instagram-comment-ar-phone-dark');
    await context.close();
  });
});
