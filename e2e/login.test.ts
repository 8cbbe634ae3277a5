import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contract';
import { apiLogin, demoOwner, loginThroughForm, openPage, pathOf, useBrowser } from './support/browser.ts';

describe('login page', () => {
  const browser = useBrowser();

  it('signs the owner in and lands on the owner home', async () => {
    const { context, page } = await openPage(browser());
    await loginThroughForm(page, demoOwner);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByTestId('home-greeting').textContent()).resolves.toContain('متجر الديمو');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('token') ?? 'null') as { value: string; expiresAt: number } | null,
    );
    expect(stored?.value).toBeTruthy();
    const days = ((stored?.expiresAt ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    await context.close();
  });

  it("shows the server's Arabic wrong-data message in an alert and a notification", async () => {
    const expected = (await apiLogin<ErrorBody>({ username: 'demo', password: 'wrong-password' }, 'ar')).body.message;
    const { context, page } = await openPage(browser());
    await loginThroughForm(page, { username: 'demo', password: 'wrong-password' });
    const alert = page.getByTestId('login-alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(expected);
    expect(expected).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
    await page
      .locator('.ant-notification-notice')
      .filter({ hasText: String(expected) })
      .waitFor();
    expect(pathOf(page)).toBe('/auth/login');
    await context.close();
  });

  it("shows the server's English wrong-data message after switching to English", async () => {
    const expected = String(
      (await apiLogin<ErrorBody>({ username: 'demo', password: 'wrong-password' }, 'en')).body.message,
    );
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.getByTestId('locale-select').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await loginThroughForm(page, { username: 'demo', password: 'wrong-password' });
    const alert = page.getByTestId('login-alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(expected);
    expect(expected).toMatch(/username or password/i);
    await context.close();
  });

  it('keeps the token out of local storage when remember-me is off', async () => {
    const { context, page } = await openPage(browser());
    await loginThroughForm(page, demoOwner, false);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await context.close();
  });

  it('validates required fields with the shared messages before calling the server', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.click('[data-testid="login-submit"]');
    await expect(page.locator('#login-username-error').textContent()).resolves.toBe('هذا الحقل مطلوب');
    await expect(page.locator('#login-password-error').textContent()).resolves.toBe('هذا الحقل مطلوب');
    await context.close();
  });

  it('shows and hides the password', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.fill('#login-password', 'secret');
    expect(await page.getAttribute('#login-password', 'type')).toBe('password');
    await page.getByTestId('password-toggle').click();
    expect(await page.getAttribute('#login-password', 'type')).toBe('text');
    await context.close();
  });

  it('returns to login with the fail-message when the OAuth callback state does not match', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/facebook/callback?code=abc&state=forged');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect(page.getByTestId('login-alert').textContent()).resolves.toContain('فشل تسجيل الدخول');
    await context.close();
  });

  it('logs out, revoking the stored token', async () => {
    const { context, page } = await openPage(browser());
    await loginThroughForm(page, demoOwner);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { value?: string }).value,
    );
    await page.getByTestId('profile-menu').click();
    await page.locator('.ant-dropdown-menu-item-danger').click();
    // The page leaves once the server has revoked the token: on CI's busiest minute that took over 15 s once.
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const profile = await fetch(new URL('/api/user/profile', page.url()), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(401);
    await context.close();
  });
});
