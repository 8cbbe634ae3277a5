import type { FacebookDialog, LinkedAccounts, PermissionCheck } from '@app/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  baseUrl,
  confirmDialog,
  demoAdmin,
  demoOwner,
  networkQuiet,
  openPage,
  pathOf,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';

const screenPath = '/dashboard/fb/pages/accounts';

type SimPage = { id: string; name: string };
type LinkedPage = LinkedAccounts['pages'][number];

async function api<T>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      locale: 'en',
      version: '2',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A Facebook user of the simulator with one page of their own (never the demo pages other files rely on). */
async function createSimPage(label: string): Promise<{ userId: string; page: SimPage }> {
  const user = await simulator.createUser({ name: `${label} owner` });
  const page = await simulator.createPage({
    owner_user_id: user.id,
    name: `${label} ${Date.now()}`,
    with_instagram: false,
  });
  return { userId: user.id, page };
}

/** What the dialog's Continue does, over HTTP: links the user's pages (or Instagram accounts) to the signed-in owner. */
async function linkOverApi(token: string, simUserId: string, instagram: 'yes' | 'no' = 'no'): Promise<void> {
  const dialog = await api<FacebookDialog>(`/api/auth/facebook/dialog?instagram=${instagram}`, token);
  const { code } = await simulator.oauthCode({ user_id: simUserId });
  const linked = await api('/api/auth/login-code', token, {
    method: 'POST',
    body: { code, state: dialog.body.state, instagram },
  });
  expect(linked.status).toBe(200);
}

async function ourPage(token: string, metaPageId: string): Promise<LinkedPage | undefined> {
  const accounts = await api<LinkedAccounts>('/api/user/accounts', token);
  return accounts.body.pages.find((page) => page.page_id === metaPageId);
}

/** Makes Meta refuse the page token (463: expired session) and lets the server find out, as an admin's check does. */
async function breakPageToken(metaPageId: string, ourPageId: number): Promise<void> {
  await simulator.invalidateTokens({ page_id: metaPageId, subcode: 463 });
  const admin = await apiToken(demoAdmin);
  const check = await api<PermissionCheck>(`/api/admin/pages/check-permissions/${ourPageId}`, admin.token);
  expect(check.status).toBe(200);
  expect(check.body.valid).toBe(false);
}

async function goThroughDialog(page: Page, simUserId: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith('/dialog/oauth'));
  await page.selectOption('select[name=user_id]', simUserId);
  await page.click('button[name=action][value=allow]');
}

function row(page: Page, name: string) {
  return page.getByTestId('linked-account').filter({ hasText: name });
}

async function switcherOptions(page: Page) {
  await page.getByTestId('account-switcher').click();
  const menu = page.locator('.account-switcher-menu');
  await menu.waitFor();
  return menu;
}

async function closeSwitcher(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.account-switcher-menu').waitFor({ state: 'hidden' });
}

describe('my pages and accounts', () => {
  const browser = useBrowser();
  const cleanup: number[] = [];
  const instagramCleanup: number[] = [];

  afterAll(async () => {
    // Leave the demo owner as the other files expect it: only the demo pages and account.
    const { token } = await apiToken(demoOwner);
    for (const id of instagramCleanup) await api(`/api/instagram/accounts/${id}`, token, { method: 'DELETE' });
    for (const id of cleanup) await api(`/api/pages/${id}`, token, { method: 'DELETE' });
  });

  it("adds a page through Meta's dialog from the screen, then removes it; the list and the switcher follow without a reload", async () => {
    const { userId, page: simPage } = await createSimPage('Added from the screen');
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });

    await page.goto(screenPath);
    await page.getByTestId('pages-section').waitFor();
    await expect(row(page, simPage.name).count()).resolves.toBe(0);
    await page.getByTestId('add-page').click();
    await goThroughDialog(page, userId);

    // Back where the flow started, with the new page in the list and in the switcher.
    await page.waitForURL((url) => url.pathname === screenPath, { timeout: 20_000 });
    await expect(page.getByTestId('link-result').textContent()).resolves.toContain(simPage.name);
    await row(page, simPage.name).waitFor();
    await expect(row(page, simPage.name).getByTestId('account-status').textContent()).resolves.toContain('Active');
    let menu = await switcherOptions(page);
    await menu.getByText(simPage.name).waitFor();
    await closeSwitcher(page);
    const linked = await ourPage(token, simPage.id);
    expect(linked).toBeDefined();
    cleanup.push(linked!.id);

    // From here on nothing reloads the document: a marker on window would be lost.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await row(page, simPage.name).getByTestId('remove-account').click();
    const confirm = page.getByTestId('remove-account-confirm');
    await expect(confirm.textContent()).resolves.toContain('You are its only owner');
    await confirmDialog(page);
    await row(page, simPage.name).waitFor({ state: 'detached' });
    await page.locator('.ant-message').getByText('Page removed').waitFor();
    menu = await switcherOptions(page);
    await menu.getByText('Demo').first().waitFor();
    await expect(menu.getByText(simPage.name).count()).resolves.toBe(0);
    await closeSwitcher(page);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(ourPage(token, simPage.id)).resolves.toBeUndefined();
    await context.close();
  });

  it('brings a signed-in owner who cancels the dialog back to the screen, still signed in, with a message', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto(screenPath);
    await page.getByTestId('add-instagram-account').click();
    await page.waitForURL((url) => url.pathname.endsWith('/dialog/oauth'));
    expect(new URL(page.url()).searchParams.get('scope')?.split(',')).toContain('instagram_basic');
    await page.click('button[name=action][value=deny]');
    await page.waitForURL((url) => url.pathname === screenPath);
    await page.locator('.ant-notification').getByText('closed before the permissions were granted').waitFor();
    await page.getByTestId('pages-section').waitFor();
    await context.close();
  });

  it('shows a refused removal inside the confirm dialog and refreshes the list', async () => {
    const { userId, page: simPage } = await createSimPage('Removed elsewhere');
    const { token } = await apiToken(demoOwner);
    await linkOverApi(token, userId);
    const linked = (await ourPage(token, simPage.id))!;
    cleanup.push(linked.id);

    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto(screenPath);
    await row(page, simPage.name).getByTestId('remove-account').click();
    await page.getByTestId('remove-account-confirm').waitFor();
    // Removed meanwhile (another tab, another owner's action): the server answers 404.
    expect((await api(`/api/pages/${linked.id}`, token, { method: 'DELETE' })).status).toBe(204);
    await confirmDialog(page);
    const alert = page.getByTestId('confirm-error');
    await alert.waitFor();
    // Arabic is the default language: the server's message comes in it.
    expect(await alert.textContent()).toMatch(/[\u0600-\u06FF]/);
    await expect(page.getByTestId('remove-account-confirm').isVisible()).resolves.toBe(true);
    await row(page, simPage.name).waitFor({ state: 'detached' });
    await page.locator('.ant-modal-footer .ant-btn').first().click();
    await page.getByTestId('remove-account-confirm').waitFor({ state: 'detached' });
    await context.close();
  });

  it('marks a page whose token Meta refuses in the list and the switcher, and Reconnect through the dialog clears it', async () => {
    const { userId, page: simPage } = await createSimPage('Token expired');
    const { token } = await apiToken(demoOwner);
    await linkOverApi(token, userId);
    const linked = (await ourPage(token, simPage.id))!;
    cleanup.push(linked.id);
    await breakPageToken(simPage.id, linked.id);
    await expect(ourPage(token, simPage.id)).resolves.toMatchObject({ needs_reconnect: true });

    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto(screenPath);
    const brokenRow = row(page, simPage.name);
    await expect(brokenRow.getByTestId('account-status').textContent()).resolves.toContain('Needs reconnect');
    await expect(page.getByTestId('reconnect-alert').textContent()).resolves.toContain(simPage.name);
    const menu = await switcherOptions(page);
    const option = menu.locator('.ant-dropdown-menu-item').filter({ hasText: simPage.name });
    await option.getByTestId('switcher-needs-reconnect').waitFor();
    await menu.getByTestId('switcher-reconnect').first().waitFor();
    await closeSwitcher(page);

    await brokenRow.getByTestId('reconnect-account').click();
    const dialog = await page
      .waitForURL((url) => url.pathname.endsWith('/dialog/oauth'))
      .then(() => new URL(page.url()));
    expect(dialog.searchParams.get('scope')?.split(',')).toContain('pages_manage_metadata');
    await goThroughDialog(page, userId);
    await page.waitForURL((url) => url.pathname === screenPath, { timeout: 20_000 });
    await expect(page.getByTestId('link-result').textContent()).resolves.toContain('Reconnected');
    await expect(row(page, simPage.name).getByTestId('account-status').textContent()).resolves.toContain('Active');
    await expect(page.getByTestId('reconnect-alert').count()).resolves.toBe(0);
    const after = await switcherOptions(page);
    await after.getByText(simPage.name).waitFor();
    await expect(after.getByTestId('switcher-needs-reconnect').count()).resolves.toBe(0);
    await expect(ourPage(token, simPage.id)).resolves.toMatchObject({ needs_reconnect: false });
    await context.close();
  });

  it('starts Reconnect from the switcher with the Instagram flag for an Instagram account, and lands on the dashboard', async () => {
    const user = await simulator.createUser({ name: 'Instagram seller' });
    const simPage = await simulator.createPage({
      owner_user_id: user.id,
      name: `Insta shop ${Date.now()}`,
      with_instagram: true,
    });
    const { token } = await apiToken(demoOwner);
    await linkOverApi(token, user.id, 'no');
    await linkOverApi(token, user.id, 'yes');
    const linked = (await ourPage(token, simPage.id))!;
    cleanup.push(linked.id);
    const accountOf = async () =>
      (await api<LinkedAccounts>('/api/user/accounts', token)).body.insta_accounts.find(
        (account) => account.page_id === linked.id,
      );
    const account = (await accountOf())!;
    instagramCleanup.push(account.id);
    await breakPageToken(simPage.id, linked.id);

    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard');
    await page.getByTestId('current-account').waitFor();
    const menu = await switcherOptions(page);
    const reconnects = menu.getByTestId('switcher-reconnect');
    // The page and the Instagram account on it both lost their token.
    await expect(reconnects.count()).resolves.toBe(2);
    const instagramGroup = menu.locator('.ant-dropdown-menu-item-group').filter({ hasText: 'Instagram accounts' });
    // On a loaded machine the list's refetch can redraw the open menu under the pointer and the click is lost (seen
    // once on CI: the menu still open, no navigation); a person clicks again, and so does this test.
    for (let attempt = 1; ; attempt++) {
      if (!(await menu.isVisible())) await switcherOptions(page);
      await instagramGroup.getByTestId('switcher-reconnect').click();
      const left = await page
        .waitForURL((url) => url.pathname.endsWith('/dialog/oauth'), { timeout: 7_000 })
        .then(() => true)
        .catch(() => false);
      if (left) break;
      if (attempt === 3) throw new Error("the switcher's Reconnect never opened the dialog");
    }
    expect(new URL(page.url()).searchParams.get('scope')?.split(',')).toContain('instagram_basic');
    await page.selectOption('select[name=user_id]', user.id);
    await page.click('button[name=action][value=allow]');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await expect(page.getByTestId('link-result').textContent()).resolves.toContain('Reconnected');
    await expect(accountOf()).resolves.toMatchObject({ needs_reconnect: false });
    // The Instagram flow links the page behind the account again too, with a fresh token.
    await expect(ourPage(token, simPage.id)).resolves.toMatchObject({ needs_reconnect: false });
    expect(pathOf(page)).toBe('/dashboard');
    await context.close();
  });
});

describe('my pages and accounts: screenshots (e2e/artifacts)', () => {
  const browser = useBrowser();
  let brokenPageId: number | null = null;

  afterAll(async () => {
    if (brokenPageId === null) return;
    const { token } = await apiToken(demoOwner);
    await api(`/api/pages/${brokenPageId}`, token, { method: 'DELETE' });
  });

  it('in Arabic and English, light and dark, on desktop and mobile, with a page to reconnect', async () => {
    const { userId, page: simPage } = await createSimPage('صفحة بحاجة لإعادة الربط');
    const { token } = await apiToken(demoOwner);
    await linkOverApi(token, userId);
    const linked = (await ourPage(token, simPage.id))!;
    brokenPageId = linked.id;
    await breakPageToken(simPage.id, linked.id);

    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await page.goto(screenPath);
      await row(page, simPage.name).waitFor();
      await networkQuiet(page);
      const untranslated = await page.locator('.pages-accounts').evaluate((element) => element.textContent ?? '');
      expect(untranslated).not.toMatch(/accounts\.[a-z]/);
      if (locale === 'ar') {
        await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
        await expect(page.getByTestId('pages-accounts').textContent()).resolves.toContain('صفحاتي وحساباتي');
      }
      // Nothing may overflow the page sideways.
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      await screenshot(page, `pages-accounts-${locale}-${dark ? 'dark' : 'light'}`);
      // Each table names its actions column and shows every row's "Remove" whole, the Instagram row's included.
      const actionsHeaders = page.getByRole('columnheader', { name: locale === 'en' ? 'Actions' : 'الإجراءات' });
      expect(await actionsHeaders.count()).toBe(await page.locator('.pages-accounts .ant-table').count());
      for (const remove of await page.getByTestId('remove-account').all()) {
        const clipped = await remove.evaluate((button) => {
          const frame = button.closest('.ant-table-content, .ant-table-body')!.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          return box.left < frame.left - 1 || box.right > frame.right + 1;
        });
        expect(clipped).toBe(false);
      }
      if (!dark) {
        await switcherOptions(page);
        await screenshot(page, `pages-accounts-switcher-${locale}`);
        await closeSwitcher(page);
        await row(page, simPage.name).getByTestId('remove-account').click();
        await page.getByTestId('remove-account-confirm').waitFor();
        await screenshot(page, `pages-accounts-remove-${locale}`);
      }
      await context.close();
    }

    const mobile = await openPage(browser(), { width: 390, height: 844, storage: rememberedTokenStorage(token) });
    await mobile.page.goto(screenPath);
    await row(mobile.page, simPage.name).waitFor();
    await networkQuiet(mobile.page);
    await expect(mobile.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(
      true,
    );
    await screenshot(mobile.page, 'pages-accounts-ar-mobile');
    await mobile.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(mobile.page, 'pages-accounts-ar-mobile-end');
    await mobile.context.close();
  });

  it('shows the empty state with a call to action to an owner with nothing linked', async () => {
    // A Facebook user with no page signs in through the dialog: a new owner with nothing linked.
    const user = await simulator.createUser({ name: 'New seller' });
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.getByTestId('social-login-facebook').click();
    await goThroughDialog(page, user.id);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.getByRole('menuitem').filter({ hasText: 'صفحاتي وحساباتي' }).click();
    await page.waitForURL((url) => url.pathname === screenPath);
    const empty = page.getByTestId('pages-accounts-empty');
    await empty.waitFor();
    await empty.getByTestId('add-page').waitFor();
    await networkQuiet(page);
    await screenshot(page, 'pages-accounts-empty-ar');
    await context.close();
  });
});
