import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, simulator, useBrowser } from './support/browser.ts';

describe("linking through Meta's login dialog (the simulator's)", () => {
  const browser = useBrowser();

  it('signs a new Facebook user in with Continue and shows the granted page in the switcher', async () => {
    const user = await simulator.createUser({ name: 'Salma Seller' });
    const pageName = `بوتيك سلمى ${Date.now()}`;
    await simulator.createPage({ owner_user_id: user.id, name: pageName, with_instagram: false });

    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.getByTestId('social-login-facebook').click();
    await page.waitForURL((url) => url.pathname.endsWith('/dialog/oauth'));
    const dialog = new URL(page.url());
    expect(dialog.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining([
        'pages_messaging',
        'pages_manage_engagement',
        'pages_read_engagement',
        'pages_manage_metadata',
      ]),
    );
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/auth/facebook/callback`);
    await page.selectOption('select[name=user_id]', user.id);
    await page.click('button[name=action][value=allow]');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await expect(page.getByTestId('home-greeting').textContent()).resolves.toContain('Salma Seller');
    await page.getByText(pageName).first().waitFor();
    await context.close();
  });

  it('returns to login with the fail-message when the dialog is cancelled', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.getByTestId('social-login-facebook').click();
    await page.waitForURL((url) => url.pathname.endsWith('/dialog/oauth'));
    await page.click('button[name=action][value=deny]');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect(page.getByTestId('login-alert').textContent()).resolves.toContain('فشل تسجيل الدخول');
    await context.close();
  });
});
