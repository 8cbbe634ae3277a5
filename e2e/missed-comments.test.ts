import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  apiToken,
  baseUrl,
  demoAdmin,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';

type DemoPage = { id: number; page_id: string };

/** The product leaves a comment younger than this to its webhook (comment-backfill.ts `backfillGraceMs`). */
const graceMs = 61_000;

describe('missed comments in the trail', () => {
  const browser = useBrowser();

  it('a comment made while webhooks could not reach the product is answered after re-subscribing, marked late', async () => {
    const { status, body } = await apiLogin(demoOwner);
    expect(status).toBe(200);
    const token = String(body.access_token);
    const demoPage = (body.pages as DemoPage[])[0]!;
    const post = (await simulator.createPost({ page_id: demoPage.page_id, message: 'تخفيضات الصيف' })).id;

    const form = new FormData();
    form.append('name', 'حملة المتأخرين');
    form.append('post', post);
    form.append('comments', JSON.stringify(['وصلنا تعليقك، شكرًا لصبرك']));
    const created = await fetch(`${baseUrl()}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'page-id': String(demoPage.id), locale: 'ar' },
      body: form,
    });
    expect(created.status).toBe(200);

    await simulator.setWebhookUrl(null);
    try {
      await simulator.createComment({ post_id: post, from: { name: 'ليلى المتأخرة' }, message: 'بكم؟' });
    } finally {
      await simulator.setWebhookUrl(`${baseUrl()}/webhooks/meta`);
    }
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    // An admin subscribes the page again: the product reads back what it missed.
    const admin = await apiToken(demoAdmin);
    const resubscribed = await fetch(`${baseUrl()}/api/admin/pages/add-permissions/${demoPage.id}`, {
      headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
    });
    expect(resubscribed.status).toBe(200);
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(token, { locale }),
      });
      await page.goto('/dashboard/fb/posts');
      await page.getByRole('tab').nth(2).click();
      const row = page.getByTestId('campaign-row').filter({ hasText: 'حملة المتأخرين' });
      await row.waitFor();
      const late = page.getByTestId('trail-row').filter({ hasText: 'ليلى المتأخرة' }).getByTestId('trail-late');
      const deadline = Date.now() + 30_000;
      for (;;) {
        await row.getByTestId('campaign-details').click();
        try {
          await late.waitFor({ timeout: 3_000 });
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await page.keyboard.press('Escape');
          await page.waitForTimeout(1_000);
        }
      }
      expect(await late.innerText()).toBe(locale === 'ar' ? 'رُدّ متأخرًا' : 'Answered late');
      await page.getByTestId('trail-row').filter({ hasText: 'ليلى المتأخرة' }).getByTestId('trail-commenter').click();
      const why = page.getByTestId('trail-why').filter({ hasText: locale === 'ar' ? 'متأخرًا' : 'Answered late' });
      await why.waitFor();
      await screenshot(page, `replies-trail-late-${locale}`);
      await context.close();
    }
  }, 180_000);
});
