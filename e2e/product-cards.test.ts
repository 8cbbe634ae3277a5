import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { callApi, demoPublisher } from './support/publishing.ts';

const looks = [
  { locale: 'ar', dark: false, productsLabel: 'منتجات' },
  { locale: 'en', dark: true, productsLabel: 'Products' },
  { locale: 'ar', dark: true, productsLabel: 'منتجات' },
  { locale: 'en', dark: false, productsLabel: 'Products' },
] as const;

describe('comment-to-order product cards in the reply form', () => {
  const browser = useBrowser();

  it('offers the store items as the private reply, and says what the page still needs before it can send cards', async () => {
    const publisher = await demoPublisher();
    const post = (await simulator.createPost({ page_id: publisher.pageMetaId, message: 'تشكيلة الصيف' })).id;
    const domainPath = `/api/pages/${publisher.pageId}/web-view-domain`;
    const open = async (look: (typeof looks)[number]) => {
      const opened = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(publisher.token, {
          locale: look.locale,
          ...(look.dark ? { darkMode: 'true' } : {}),
        }),
      });
      await opened.page.goto(`/dashboard/fb/reply/${post}`);
      await opened.page.getByTestId('reply-form').waitFor();
      await opened.page.getByTestId('message-enabled').click();
      await opened.page.getByTestId('message-type').getByText(look.productsLabel, { exact: true }).click();
      return opened;
    };
    // The demo's fashion page sells: its store's items are offered.
    for (const look of looks) {
      const { context, page } = await open(look);
      try {
        const picker = page.getByTestId('product-items');
        await chooseOption(page, picker);
        await expect.poll(() => picker.locator('.ant-select-selection-item').count()).toBe(1);
        await page.getByTestId('product-items-picker').scrollIntoViewIfNeeded();
        await screenshot(page, `product-cards-picker-${look.locale}-${look.dark ? 'dark' : 'light'}`);
      } finally {
        await context.close();
      }
    }
    // Without a web-view domain the picker says so, with the way to set one.
    const before = await callApi<{ domain: string | null }>(publisher.token, 'GET', domainPath);
    expect(before.status).toBe(200);
    expect((await callApi(publisher.token, 'POST', domainPath, { domain: null })).status).toBe(200);
    try {
      for (const look of [looks[0], looks[1]]) {
        const { context, page } = await open(look);
        try {
          const blocked = page.getByTestId('product-cards-blocked-no-order-domain');
          await blocked.waitFor();
          expect(await blocked.getByRole('link').getAttribute('href')).toBe('/dashboard/webview/templates');
          await screenshot(page, `product-cards-picker-no-domain-${look.locale}-${look.dark ? 'dark' : 'light'}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await callApi(publisher.token, 'POST', domainPath, { domain: before.body.domain });
    }
  });

  it('shows the comment-to-order funnel on the reports screen', async () => {
    const publisher = await demoPublisher();
    for (const look of [looks[0], looks[1]]) {
      const { context, page } = await openPage(browser(), {
        width: look.dark ? 390 : 1366,
        height: 900,
        storage: rememberedTokenStorage(publisher.token, {
          locale: look.locale,
          ...(look.dark ? { darkMode: 'true' } : {}),
        }),
      });
      try {
        await page.goto('/dashboard/fb/reports');
        const funnel = page.getByTestId('order-funnel');
        await funnel.waitFor();
        await funnel.scrollIntoViewIfNeeded();
        expect(await funnel.getByTestId('funnel-orders').textContent()).toMatch(/\d/);
        await screenshot(page, `product-cards-funnel-${look.locale}-${look.dark ? 'dark-phone' : 'light'}`);
      } finally {
        await context.close();
      }
    }
  });
});
