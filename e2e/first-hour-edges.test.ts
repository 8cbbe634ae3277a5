import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  demoAdmin,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
} from './support/browser.ts';

describe("a new seller's first hour: rough edges", () => {
  const browser = useBrowser();

  it('counts pages and accounts with real plural rules on the home page', async () => {
    const { body } = await apiLogin(demoOwner);
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(body.access_token, { locale: 'en' }),
    });
    await page.goto('/dashboard');
    const summary = page.locator('.home-greeting .ant-typography-secondary');
    await summary.waitFor();
    const pages = body.pages.length;
    const accounts = body.insta_accounts?.length ?? 0;
    const say = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);
    expect(await summary.innerText()).toBe(
      `You have ${say(pages, 'linked page', 'linked pages')} and ${say(accounts, 'Instagram account', 'Instagram accounts')}.`,
    );
    await context.close();
  });

  it("shows the store's own menu in the store view", async () => {
    const { body } = await apiLogin(demoOwner);
    const store = body.stores?.[0];
    expect(store, 'the demo owner has a store').toBeDefined();
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(body.access_token, { locale, accountType: 'store', store: String(store!.id) }),
      });
      await page.goto('/dashboard');
      const menu = page.getByTestId('side-menu');
      await menu.getByText(locale === 'en' ? 'Categories' : 'التصنيفات').waitFor();
      await menu.getByText(locale === 'en' ? 'Products' : 'المنتجات').waitFor();
      expect(await menu.locator('.menu-note').count()).toBe(0);
      await screenshot(page, `store-view-menu-${locale}`);
      await context.close();
    }
  });

  it('shows no empty headings in the switcher of an admin who owns nothing', async () => {
    const { body } = await apiLogin(demoAdmin);
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(body.access_token, { locale: 'en' }),
    });
    await page.goto('/dashboard');
    await page.getByTestId('account-switcher').click();
    const menu = page.locator('.account-switcher-menu');
    await menu.waitFor();
    await menu.getByText('Add page').waitFor();
    const groups = await menu
      .locator('.ant-dropdown-menu-item-group')
      .evaluateAll((items) => items.map((group) => group.querySelectorAll('.ant-dropdown-menu-item').length));
    expect(groups.every((count) => count > 0)).toBe(true);
    if (body.pages.length === 0) expect(groups).toHaveLength(0);
    await screenshot(page, 'admin-switcher-en');
    await context.close();
  });
});
