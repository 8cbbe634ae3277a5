import { describe, it } from 'vitest';
import {
  apiToken,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  networkQuiet,
} from './support/browser.ts';

const variants = [
  { locale: 'ar', dark: false },
  { locale: 'ar', dark: true },
  { locale: 'en', dark: false },
  { locale: 'en', dark: true },
] as const;

describe('screenshots (e2e/artifacts)', () => {
  const browser = useBrowser();

  for (const { locale, dark } of variants) {
    const theme = dark ? 'dark' : 'light';

    it(`login ${locale} ${theme}`, async () => {
      const { context, page } = await openPage(browser(), { storage: { locale, darkMode: String(dark) } });
      await page.goto('/auth/login');
      await page.getByTestId('login-submit').waitFor();
      await networkQuiet(page);
      await screenshot(page, `login-${locale}-${theme}`);
      await context.close();
    });

    it(`dashboard ${locale} ${theme}`, async () => {
      const { token } = await apiToken(demoOwner);
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await page.goto('/dashboard');
      await page.getByTestId('current-account').waitFor();
      await networkQuiet(page);
      await screenshot(page, `dashboard-${locale}-${theme}`);
      await context.close();
    });
  }

  it('mobile login and dashboard (ar)', async () => {
    const { token } = await apiToken(demoOwner);
    const mobile = { width: 390, height: 844 };
    const login = await openPage(browser(), mobile);
    await login.page.goto('/auth/login');
    await login.page.getByTestId('login-submit').waitFor();
    await screenshot(login.page, 'login-ar-mobile');
    await login.context.close();

    const dashboard = await openPage(browser(), { ...mobile, storage: rememberedTokenStorage(token) });
    await dashboard.page.goto('/dashboard');
    await dashboard.page.getByTestId('current-account').waitFor();
    await screenshot(dashboard.page, 'dashboard-ar-mobile');
    await dashboard.page.getByTestId('menu-toggle').click();
    await dashboard.page.locator('.ant-drawer-open').waitFor();
    await screenshot(dashboard.page, 'dashboard-ar-mobile-menu');
    await dashboard.context.close();
  });

  it('notifications page and bell (en)', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard/user/notifications');
    await page.getByTestId('notification-row').first().waitFor();
    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-panel').waitFor();
    await screenshot(page, 'notifications-en');
    await context.close();
  });
});
