import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract';
import {
  apiLogin,
  apiToken,
  demoOwner,
  openPage,
  pathOf,
  rememberedTokenStorage,
  useBrowser,
} from './support/browser.ts';

describe('navigation guards', () => {
  const browser = useBrowser();

  it('sends an unauthenticated visitor to login, keeping the query, with #redirected', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/dashboard/user/notifications?from=mail&x=1');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(pathOf(page)).toBe('/auth/login?from=mail&x=1#redirected');
    await context.close();
  });

  it('sends a non-admin owner away from admin routes to /unauthorized', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/admin/pages');
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await context.close();
  });

  it('sends unknown paths to /not-found', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/this/does/not/exist');
    await page.waitForURL((url) => url.pathname === '/not-found');
    await context.close();
  });

  it('sends a signed-in owner from /auth/login and / to the dashboard', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/auth/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('needs a domain for the web view screens even with bot and store features', async () => {
    // The demo's Fashion page has the app's origin as its domain: one of the other pages has none.
    const { body } = await apiLogin<SessionResponse>(demoOwner);
    const bare = body.pages.find((page) => page.domain === null)!;
    const storage = rememberedTokenStorage(body.access_token, { locale: 'en', page: String(bare.id) });
    const { context, page } = await openPage(browser(), { storage });
    await page.goto('/dashboard/webview/templates');
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    // The Pro demo plan has the feature: what the page lacks is its domain, and the screen says so.
    const said = await page.getByTestId('unauthorized').innerText();
    expect(said).toContain('domain');
    expect(said).not.toContain('subscription does not include');
    await context.close();
  });

  it('drops a stored token the server no longer accepts', async () => {
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage('revoked-or-made-up') });
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
