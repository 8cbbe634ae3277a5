import { describe, expect, it } from 'vitest';
import type { ImpersonationResponse } from '@app/contract';
import { apiToken, baseUrl, demoAdmin, demoOwner, openPage, pathOf, useBrowser } from './support/browser.ts';

const selectionKeys = ['page', 'instagramAccount', 'store', 'accountType'];

describe('impersonation', () => {
  const browser = useBrowser();

  it("opens the admin's link as the owner without saving the token or any selection in local storage", async () => {
    const admin = await apiToken(demoAdmin);
    const owner = await apiToken(demoOwner);
    const response = await fetch(`${baseUrl()}/api/admin/users/${owner.userId}/impersonate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    const { url, access_token: accessToken } = (await response.json()) as ImpersonationResponse;
    const link = new URL(url);

    const { context, page } = await openPage(browser());
    await page.goto(link.pathname + link.search);
    await page.waitForURL((current) => current.pathname === '/dashboard');
    expect(pathOf(page)).not.toContain('access_token');
    await page.getByTestId('impersonation-banner').waitFor();
    await expect(page.getByTestId('home-greeting').textContent()).resolves.toContain('متجر الديمو');

    await page.getByTestId('account-switcher').click();
    await page
      .locator('.account-switcher-menu .ant-dropdown-menu-item')
      .filter({ hasText: 'Demo Electronics' })
      .click();
    await expect(page.getByTestId('current-account').textContent()).resolves.toContain('Demo Electronics');

    const local = await page.evaluate(() => ({ ...localStorage }));
    expect(local.token).toBeUndefined();
    for (const key of selectionKeys) expect(local[key]).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('impersonationToken'))).toBe(accessToken);
    await context.close();
  });

  it('saves selections in local storage for a normal login', async () => {
    const owner = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), {
      storage: { token: JSON.stringify({ value: owner.token, expiresAt: Date.now() + 86_400_000 }) },
    });
    await page.goto('/dashboard');
    await page.getByTestId('account-switcher').click();
    await page
      .locator('.account-switcher-menu .ant-dropdown-menu-item')
      .filter({ hasText: 'Demo Electronics' })
      .click();
    await expect(page.getByTestId('current-account').textContent()).resolves.toContain('Demo Electronics');
    expect(await page.evaluate(() => localStorage.getItem('page'))).toBe('2');
    expect(await page.evaluate(() => localStorage.getItem('accountType'))).toBe('fb');
    await context.close();
  });
});
