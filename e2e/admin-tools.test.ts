import { afterAll, describe, expect, it } from 'vitest';
import type { FacebookDialog, LinkedAccounts } from '@app/contract';
import {
  apiToken,
  baseUrl,
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

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      locale: 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A page of the demo owner whose token Meta refuses, found out as an admin's permission check does. */
async function brokenPage(ownerToken: string, adminToken: string) {
  const user = await simulator.createUser({ name: 'Tools broken owner' });
  const simPage = await simulator.createPage({ owner_user_id: user.id, name: `Tools broken ${Date.now()}` });
  const dialog = await api<FacebookDialog>('/api/auth/facebook/dialog?instagram=no', ownerToken);
  const { code } = await simulator.oauthCode({ user_id: user.id });
  const linked = await api('/api/auth/login-code', ownerToken, {
    method: 'POST',
    body: { code, state: dialog.body.state, instagram: 'no' },
  });
  expect(linked.status).toBe(200);
  const accounts = await api<LinkedAccounts>('/api/user/accounts', ownerToken);
  const ours = accounts.body.pages.find((page) => page.page_id === simPage.id)!;
  await simulator.invalidateTokens({ page_id: simPage.id, subcode: 463 });
  const check = await api<{ valid: boolean }>(`/api/admin/pages/check-permissions/${ours.id}`, adminToken);
  expect(check.body.valid).toBe(false);
  return { id: ours.id, name: simPage.name };
}

const tools = [
  { path: '/admin/tools/logs', marker: 'admin-logs', label: { ar: 'عارض السجلات', en: 'Log viewer' } },
  { path: '/admin/tools/debug', marker: 'admin-debug', label: { ar: 'أداة التصحيح', en: 'Debugging tool' } },
  { path: '/admin/tools/queues', marker: 'admin-queues', label: { ar: 'مراقب الطوابير', en: 'Queue monitor' } },
] as const;

describe('the technical links and screens', () => {
  const browser = useBrowser();
  const cleanup: number[] = [];

  afterAll(async () => {
    const { token } = await apiToken(demoOwner);
    for (const id of cleanup) await api(`/api/pages/${id}`, token, { method: 'DELETE' });
  });

  it('lists a page whose token Meta refuses on the errors list and checks it again', async () => {
    const admin = await apiToken(demoAdmin);
    const owner = await apiToken(demoOwner);
    const broken = await brokenPage(owner.token, admin.token);
    cleanup.push(broken.id);
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(admin.token, { locale: 'en', managementView: 'true' }),
    });
    await page.goto('/admin/errors/list');
    const row = page.getByTestId('page-errors').locator('.ant-table-row').filter({ hasText: broken.name });
    await row.getByText('Token invalid').waitFor();
    await row.getByTestId('page-error-retry').click();
    await page.getByText('Sent to be processed again').waitFor();
    const audit = await api<{ data: { action: string }[] }>(`/api/admin/audit?page_id=${broken.id}`, admin.token);
    expect(audit.body.data.map((entry) => entry.action)).toContain('page.subscription-check');
    await context.close();
  });

  it('opens each technical link from the menu with a single-use token that leaves the address bar at once', async () => {
    const admin = await apiToken(demoAdmin);
    for (const tool of tools) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(admin.token, { locale: 'en', managementView: 'true' }),
      });
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(frame.url());
      });
      await page.goto('/admin/errors/list');
      await page.getByTestId('failed-events').waitFor();
      await page.getByTestId('side-menu').getByText(tool.label.en, { exact: true }).click();
      await page.getByTestId(tool.marker).waitFor();
      expect(pathOf(page)).toBe(tool.path);
      // The link carried a link token, not the admin's session token, and the screen took it out of the address.
      const link = addresses.map((address) => new URL(address)).find((url) => url.pathname === tool.path)!;
      expect(link.searchParams.get('link_token')).toBeTruthy();
      expect(addresses.join(' ')).not.toContain(admin.token);
      expect(await page.evaluate(() => window.location.search)).toBe('');
      // The link's session lives in this tab; the admin's remembered token is left as it was.
      const tabToken = await page.evaluate(() => sessionStorage.getItem('tabToken'));
      expect(tabToken).toBeTruthy();
      expect(tabToken).not.toBe(admin.token);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toContain(admin.token);

      // Used once: opening the same link again does not sign anyone in.
      const fresh = await openPage(browser());
      await fresh.page.goto(link.pathname + link.search);
      await fresh.page.waitForURL((url) => url.pathname === '/auth/login');
      await fresh.context.close();
      await context.close();
    }
  }, 120_000);

  it('shows each screen in Arabic and English, light and dark', async () => {
    const admin = await apiToken(demoAdmin);
    const screens = [
      { path: '/admin/errors/list', marker: 'failed-events', name: 'errors' },
      ...tools.map((tool) => ({
        path: tool.path,
        marker: tool.marker,
        name: tool.path.split('/').at(-1)!,
      })),
    ];
    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(admin.token, { locale, darkMode: String(dark), managementView: 'true' }),
      });
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByTestId(screen.marker).waitFor();
        if (screen.name === 'queues') {
          await page.locator('[data-testid="admin-queues"] .ant-table-row').first().click();
          await page.getByTestId('queue-jobs').waitFor();
        }
        await networkQuiet(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await screenshot(page, `admin-tools-${screen.name}-${locale}-${dark ? 'dark' : 'light'}`);
      }
      await context.close();
    }
  }, 180_000);
});
