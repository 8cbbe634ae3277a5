import type { AdminInstagramAccount, AdminPage } from '@app/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiToken,
  callApi,
  confirmDialog,
  demoAdmin,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  looks,
} from './support/browser.ts';

/** Each search request the app starts, and those it aborted: recorded in the page, where fetch is called. */
function recordSearches() {
  const record = window as unknown as { searches: string[]; aborted: string[] };
  record.searches = [];
  record.aborted = [];
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/admin/pages?')) {
      record.searches.push(url);
      init?.signal?.addEventListener('abort', () => record.aborted.push(url));
    }
    return original(input, init);
  };
}

async function adminPage(page: Page, name: string): Promise<AdminPage> {
  const { token } = await apiToken(demoAdmin);
  const found = await callApi<AdminPage[]>(`/api/admin/pages?search=${encodeURIComponent(name)}`, token);
  return found.find((item) => item.name === name)!;
}

describe('admin pages', () => {
  const browser = useBrowser();

  it('aborts the previous search when the admin types on, and shows the page found', async () => {
    const { token } = await apiToken(demoAdmin);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await context.addInitScript(recordSearches);
    // The first term's answer is held back, so it is still running when the admin types on.
    await page.route('**/api/admin/pages?search=Dem&*', async (route) => {
      await new Promise((wait) => setTimeout(wait, 2_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/admin/pages');
    await page.getByTestId('admin-pages-table').waitFor();
    const search = page.getByTestId('admin-pages-search').locator('input');
    const held = page.waitForRequest((request) => request.url().includes('search=Dem&'));
    await search.fill('Dem');
    await held;
    await search.fill('Demo Electronics');
    await page.locator('[data-testid="admin-pages-table"] .ant-table-row').first().waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="admin-pages-table"] .ant-table-row')).every((row) =>
        row.textContent?.includes('Demo Electronics'),
      ),
    );
    const recorded = await page.evaluate(() => {
      const record = window as unknown as { searches: string[]; aborted: string[] };
      return { searches: record.searches, aborted: record.aborted };
    });
    expect(recorded.searches.some((url) => url.includes('search=Dem&'))).toBe(true);
    expect(recorded.aborted.some((url) => url.includes('search=Dem&'))).toBe(true);
    expect(recorded.aborted.some((url) => url.includes('search=Demo+Electronics'))).toBe(false);
    await context.close();
  });

  it('blocks a page after saying what a block does, updates its features, and shows both in its audit log', async () => {
    const { token } = await apiToken(demoAdmin);
    const target = await adminPage((await openPage(browser())).page, 'Demo Electronics');
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/admin/pages');
    await page.getByTestId('admin-pages-search').locator('input').fill('Demo Electronics');
    await page.getByTestId(`open-page-${target.id}`).click();
    const drawer = page.getByTestId('page-detail');
    await drawer.getByTestId('page-action-ban').click();
    const explanation = page.getByTestId('page-action-confirm');
    await expect(explanation.textContent()).resolves.toContain('publishing all stop on this page');
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation.effect as KeyframeEffect | null)?.target?.closest('.ant-modal-wrap')),
    );
    await screenshot(page, 'admin-pages-ban-confirm-en-light');
    await confirmDialog(page);
    await drawer.locator('[data-testid="admin-status"][data-status="blocked"]').waitFor();
    await drawer.getByTestId('audit-log').getByText('page.block').waitFor();
    const blocked = await callApi<AdminPage[]>(`/api/admin/pages?search=${target.page_id}`, token);
    expect(blocked[0]).toMatchObject({ status: 'blocked' });

    await drawer.getByTestId('page-action-features').click();
    // The store feature is switched: off when the page has it, on when it does not.
    const hadStore = target.features.includes('store');
    await page.getByTestId('features-choice').getByText('Store', { exact: true }).click();
    await page.getByTestId('features-save').click();
    await drawer.getByTestId('audit-log').getByText('page.features').waitFor();
    const updated = await callApi<AdminPage[]>(`/api/admin/pages?search=${target.page_id}`, token);
    expect(updated[0]!.features.includes('store')).toBe(!hadStore);
    await expect(drawer.getByTestId('audit-log').textContent()).resolves.toContain('features');

    // Put the demo page back as it was for the other files of this worker.
    await callApi(`/api/admin/pages/update-features/${target.id}`, token, {
      method: 'POST',
      body: { features: target.features },
    });
    await callApi(`/api/admin/pages/unban-page/${target.id}`, token);
    await context.close();
  });

  for (const { locale, dark } of looks) {
    const theme = dark ? 'dark' : 'light';
    it(`screenshots ${locale} ${theme}`, async () => {
      const { token } = await apiToken(demoAdmin);
      const target = await adminPage((await openPage(browser())).page, 'Demo Electronics');
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await page.goto('/admin/pages');
      await page.locator('[data-testid="admin-pages-table"] .ant-table-row').first().waitFor();
      await networkQuiet(page);
      await screenshot(page, `admin-pages-${locale}-${theme}`);
      await page.getByTestId(`open-page-${target.id}`).click();
      await page.getByTestId('audit-log').waitFor();
      await networkQuiet(page);
      await screenshot(page, `admin-page-detail-${locale}-${theme}`);
      await page.goto('/admin/insta-accounts');
      const accounts = await callApi<AdminInstagramAccount[]>('/api/admin/instagram/accounts', token);
      expect(accounts.length).toBeGreaterThan(0);
      await page.locator('[data-testid="admin-instagram-table"] .ant-table-row').first().waitFor();
      await networkQuiet(page);
      await screenshot(page, `admin-insta-accounts-${locale}-${theme}`);
      await context.close();
    });
  }
});
