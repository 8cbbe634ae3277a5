import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  apiToken,
  callApi,
  confirmDialog,
  demoAdmin,
  demoOwner,
  demoReferral,
  networkQuiet,
  openPage,
  pathOf,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  looks,
} from './support/browser.ts';

describe('the admin console', () => {
  const browser = useBrowser();

  it('shows the home statistics from the rollups, in Arabic and English, light and dark', async () => {
    const admin = await apiToken(demoAdmin);
    const stats = await callApi<{ pages: { total: number }; graph_version: { version: string } }>(
      '/api/admin/home',
      admin.token,
    );
    for (const { locale, theme } of looks) {
      const storage = rememberedTokenStorage(admin.token, {
        locale,
        darkMode: String(theme === 'dark'),
        managementView: 'true',
      });
      const { context, page } = await openPage(browser(), { storage });
      await page.goto('/admin/home');
      await page.getByTestId('admin-home').waitFor();
      const pages = await page.getByTestId('figure-pages').locator('.ant-statistic-content-value').textContent();
      expect(pages).toBe(new Intl.NumberFormat(locale).format(stats.pages.total));
      await expect(page.getByTestId('graph-version').textContent()).resolves.toContain(stats.graph_version.version);
      expect(await page.getByTestId('admin-daily-bars').locator('svg g').count()).toBe(14);
      await networkQuiet(page);
      await screenshot(page, `admin-home-${locale}-${theme}`);
      await context.close();
    }
  });

  it("opens an owner's dashboard from /admin/accounts and comes back to it", async () => {
    const admin = await apiToken(demoAdmin);
    const owner = await apiToken(demoOwner);
    const storage = rememberedTokenStorage(admin.token, { locale: 'en', managementView: 'true' });
    const { context, page } = await openPage(browser(), { storage });
    await page.goto('/admin/accounts');
    await page.getByTestId('users-search').locator('input').fill(demoOwner.username);
    await page.getByTestId('users-search').locator('input').press('Enter');
    const row = page.getByTestId(`user-row-${demoOwner.username}`);
    await row.waitFor();
    await row.getByTestId('user-act-as').click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('impersonation-banner').waitFor();
    const session = await page.evaluate(() => sessionStorage.getItem('impersonationToken'));
    expect(session).toBeTruthy();
    const profile = await callApi<{ user: { id: number } }>('/api/user/profile', session!);
    expect(profile.user.id).toBe(owner.userId);

    await page.getByTestId('back-to-admin').click();
    await page.waitForURL((url) => url.pathname === '/admin/accounts');
    await page.getByTestId('admin-accounts').waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('impersonationToken'))).toBeNull();
    expect(pathOf(page)).toBe('/admin/accounts');
    // The owner's token ended with the impersonation; the admin's own session goes on.
    await expect(callApi('/api/user/profile', session!)).rejects.toThrow(/401/);
    await expect(callApi('/api/user/profile', admin.token)).resolves.toBeTruthy();
    await context.close();
  });

  it('creates and blocks a user from /admin/accounts, with screenshots in both languages and themes', async () => {
    const admin = await apiToken(demoAdmin);
    const username = `e2e${Date.now()}`;
    for (const [index, { locale, theme }] of looks.entries()) {
      const storage = rememberedTokenStorage(admin.token, {
        locale,
        darkMode: String(theme === 'dark'),
        managementView: 'true',
      });
      const { context, page } = await openPage(browser(), { storage });
      await page.goto('/admin/accounts');
      await page.getByTestId('admin-accounts').waitFor();
      if (index === 0) {
        await page.getByTestId('user-new').click();
        await page.locator('#user-name').fill('بائع الاختبار');
        await page.locator('#user-username').fill(username);
        await page.locator('#user-password').fill('short');
        await page.getByTestId('user-form-ok').click();
        await page.locator('#user-password-error').waitFor();
        await screenshot(page, `admin-user-form-${locale}-${theme}`);
        await page.locator('#user-password').fill('Seller@2026');
        await page.getByTestId('user-referral').click();
        await page.getByTestId('user-form-ok').click();
        await page.getByTestId('user-form').waitFor({ state: 'detached' });
      }
      await page.getByTestId('users-search').locator('input').fill(username);
      await page.getByTestId('users-search').locator('input').press('Enter');
      const row = page.getByTestId(`user-row-${username}`);
      await row.waitFor();
      if (index === 0) {
        await row.getByTestId('user-block').click();
        await confirmDialog(page);
        await row.locator('.ant-tag-red').waitFor();
        const refused = await apiLogin({ username, password: 'Seller@2026' });
        expect(refused.status).toBe(403);
      }
      await networkQuiet(page);
      await screenshot(page, `admin-accounts-${locale}-${theme}`);
      await context.close();
    }
  });

  it('shows the campaigns, commenter and liker pages and page owners of every page, in both languages and themes', async () => {
    const admin = await apiToken(demoAdmin);
    const screens = [
      ['/admin/replies/fb', 'admin-campaigns', 'admin-campaigns-fb'],
      ['/admin/replies/instagram', 'admin-campaigns', 'admin-campaigns-instagram'],
      ['/admin/commenter/list', 'admin-engagement', 'admin-commenter'],
      ['/admin/liker/list', 'admin-engagement', 'admin-liker'],
      ['/admin/pages/accounts', 'admin-page-owners', 'admin-page-owners'],
    ] as const;
    for (const { locale, theme } of looks) {
      const storage = rememberedTokenStorage(admin.token, {
        locale,
        darkMode: String(theme === 'dark'),
        managementView: 'true',
      });
      const { context, page } = await openPage(browser(), { storage });
      for (const [path, testId, name] of screens) {
        await page.goto(path);
        await page.getByTestId(testId).waitFor();
        await networkQuiet(page);
        await screenshot(page, `${name}-${locale}-${theme}`);
      }
      // The demo's running campaign is stopped and started again from the list.
      await page.goto('/admin/replies/fb');
      const first = page.getByTestId('campaign-status').first();
      await first.waitFor();
      if (locale === 'en' && theme === 'light') {
        const label = await first.textContent();
        await first.click();
        await confirmDialog(page);
        await page.waitForFunction(
          (before) => document.querySelector('[data-testid="campaign-status"]')?.textContent !== before,
          label,
        );
        await page.getByTestId('campaign-status').first().click();
        await confirmDialog(page);
        await page.waitForFunction(
          (before) => document.querySelector('[data-testid="campaign-status"]')?.textContent === before,
          label,
        );
      }
      await context.close();
    }
  });

  it("shows a referral agent their pages' states and totals above their subscribers", async () => {
    const agent = await apiToken(demoReferral);
    for (const { locale, theme } of looks) {
      const storage = rememberedTokenStorage(agent.token, { locale, darkMode: String(theme === 'dark') });
      const { context, page } = await openPage(browser(), { storage });
      await page.goto('/dashboard/fb/subscribers');
      await page.getByTestId('referral-pages').waitFor();
      const own = await callApi<{ totals: { pages: number } }>('/api/referral/pages', agent.token);
      const shown = await page
        .getByTestId('referral-pages')
        .locator('.ant-statistic-content-value')
        .first()
        .textContent();
      expect(Number(shown)).toBe(own.totals.pages);
      await networkQuiet(page);
      await screenshot(page, `referral-pages-${locale}-${theme}`);
      await context.close();
    }
  });
});
