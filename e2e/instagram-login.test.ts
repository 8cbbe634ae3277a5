import type { LinkedAccounts } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  baseUrl,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';
import { axeProblems, installAxe, layoutProblems } from './support/screen-checks.ts';

const screenPath = '/dashboard/fb/pages/accounts';

async function linkedAccounts(token: string): Promise<LinkedAccounts> {
  const response = await fetch(`${baseUrl()}/api/user/accounts`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', locale: 'en', version: '2' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LinkedAccounts;
}

describe("an Instagram account without a Facebook Page, linked through Instagram's own window (Instagram Login)", () => {
  const browser = useBrowser();
  const linked: number[] = [];

  afterAll(async () => {
    // Leave the demo owner as the other files expect it.
    const { token } = await apiToken(demoOwner);
    for (const id of linked)
      await fetch(`${baseUrl()}/api/instagram/accounts/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}`, locale: 'en', version: '2' },
      });
  });

  it('links from My pages and accounts, shows it with its login, and looks right in Arabic and English', async () => {
    const username = `souk.nour.${Date.now()}`;
    const account = await simulator.createInstagramAccount({ name: 'سوق نور', username, account_type: 'BUSINESS' });
    const { token } = await apiToken(demoOwner);

    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto(screenPath);
    await page.getByTestId('add-instagram-login').click();
    await page.waitForURL((url) => url.pathname.endsWith('/instagram/oauth/authorize'));
    const window = new URL(page.url());
    // Instagram Login's own scopes, never Facebook Login's.
    const scopes = window.searchParams.get('scope')?.split(',') ?? [];
    expect(scopes).toContain('instagram_business_basic');
    expect(scopes.every((scope) => scope.startsWith('instagram_business_'))).toBe(true);
    expect(window.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/auth/instagram/callback`);
    await page.selectOption('select[name=account_id]', account.id);
    await page.click('button[name=action][value=allow]');
    await page.waitForURL((url) => url.pathname === screenPath, { timeout: 20_000 });
    const row = page.getByTestId('linked-account').filter({ hasText: username });
    await row.waitFor({ timeout: 20_000 });
    await expect(row.innerText()).resolves.toContain('Instagram Login');

    const ours = (await linkedAccounts(token)).insta_accounts.find((item) => item.account_id === account.id);
    expect(ours).toMatchObject({ page_id: null, login: 'instagram' });
    linked.push(ours!.id);
    await context.close();

    for (const { locale, dark } of looks) {
      const view = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await installAxe(view.context);
      await view.page.goto(screenPath);
      const shown = view.page.getByTestId('linked-account').filter({ hasText: username });
      await shown.waitFor();
      await networkQuiet(view.page);
      expect(await view.page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect([...(await layoutProblems(view.page)), ...(await axeProblems(view.page))]).toEqual([]);
      await shown.scrollIntoViewIfNeeded();
      await screenshot(view.page, `instagram-login-account-${locale}${dark ? '-dark' : ''}`);
      await view.context.close();
    }
  });
});
