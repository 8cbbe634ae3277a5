import { describe, expect, it } from 'vitest';
import {
  openPage,
  rememberedTokenStorage,
  resubscribePageAsAdmin,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { demoPublisher } from './support/publishing.ts';

describe('direct messages read back after a webhook gap', () => {
  const browser = useBrowser();

  it('shows a message Meta did not deliver while the page was unsubscribed, marked "arrived late"', async () => {
    const owner = await demoPublisher();
    const token = owner.token;
    const demoPage = { id: owner.pageId, page_id: owner.pageMetaId };
    const customer = { id: `${Date.now()}77`, name: 'ريم المتأخرة' };
    await simulator.setPerson({ page_id: demoPage.page_id, ...customer });

    // Meta unsubscribes the app from the page; a customer writes meanwhile: no webhook comes.
    await simulator.unsubscribePage(demoPage.page_id);
    const text = `هل ما زال العرض متاحًا؟ ${customer.id}`;
    const { mid } = await simulator.sendMessage({ page_id: demoPage.page_id, from: customer, text });
    // Subscribed again (an admin here; the periodic check does the same): what the page missed is read back.
    await resubscribePageAsAdmin(demoPage.id);

    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale }) });
      await page.goto('/dashboard/bot/fb/chat');
      await page.getByTestId('inbox').waitFor();
      const item = page.getByTestId('conversation-item').filter({ hasText: customer.id });
      await item.waitFor({ timeout: 30_000 });
      await item.click();
      const message = page.getByTestId('thread').getByTestId('message').filter({ hasText: text });
      const late = message.getByTestId('late-tag');
      await late.waitFor();
      expect(await late.innerText()).toBe(locale === 'ar' ? 'وصلت متأخرة' : 'Arrived late');
      expect(await message.getByTestId('message-time').getAttribute('title')).toBe(mid);
      await screenshot(page, `inbox-late-message-${locale}`);
      // Why it is late, on hover or focus.
      await late.hover();
      await page
        .getByRole('tooltip')
        .filter({ hasText: locale === 'ar' ? 'فيسبوك' : 'Facebook' })
        .waitFor();
      await context.close();
    }
  }, 120_000);
});
