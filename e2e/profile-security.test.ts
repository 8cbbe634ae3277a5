import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, SignedInSessionList } from '@app/contract';
import {
  apiLogin,
  apiToken,
  baseUrl,
  callApi,
  confirmDialog,
  demoAdmin,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  lookedAt,
} from './support/browser.ts';

const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function newOwner(password = 'Owner@2026') {
  const admin = await apiToken(demoAdmin);
  const username = `profile${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const user = await callApi<AdminUserDetail>('/api/admin/users', admin.token, {
    method: 'POST',
    body: { username, name: 'Rama Stores', admin: false, referral: false, password },
  });
  return { id: user.id, username, password, adminToken: admin.token };
}

async function signInFromPhone(username: string, password: string) {
  const response = await fetch(`${baseUrl()}/api/auth/owner-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': phoneAgent },
    body: JSON.stringify({ username, password, oneTime: false }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('profile and security', () => {
  const browser = useBrowser();

  it('shows the profile with the sessions, in Arabic and English, light and dark, and on a phone', async () => {
    const owner = await newOwner();
    await signInFromPhone(owner.username, owner.password);
    const { token } = await apiToken(owner);
    const views = lookedAt([
      { locale: 'ar', dark: false, phone: false },
      { locale: 'en', dark: false, phone: false },
      { locale: 'ar', dark: true, phone: false },
      { locale: 'en', dark: true, phone: false },
      { locale: 'ar', dark: false, phone: true },
      { locale: 'en', dark: true, phone: true },
    ]);
    for (const { locale, dark, phone } of views) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, ...(dark ? { darkMode: 'true' } : {}) }),
        ...(phone ? { width: 390, height: 844, phone: true } : {}),
      });
      await page.goto('/dashboard/user/profile');
      await page.getByTestId('session-row').nth(1).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await expect
        .poll(() => page.getByTestId('session-row').first().textContent())
        .toContain(locale === 'ar' ? 'هذا الجهاز' : 'This device');
      await screenshot(page, `profile-${locale}-${dark ? 'dark' : 'light'}${phone ? '-phone' : ''}`);
      if (phone) {
        await page.getByTestId('profile-sessions').scrollIntoViewIfNeeded();
        await screenshot(page, `profile-${locale}-${dark ? 'dark' : 'light'}-phone-sessions`);
      }
      await context.close();
    }
  });

  it('saves the name, changes the password and signs out everywhere else', async () => {
    const owner = await newOwner();
    const phoneToken = await signInFromPhone(owner.username, owner.password);
    const { token } = await apiToken(owner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard/user/profile');
    await page.getByTestId('profile-name').fill('Rama Boutique');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profile-menu').textContent()).toContain('Rama Boutique');

    await page.getByTestId('profile-current_password').fill(owner.password);
    await page.getByTestId('profile-password').fill('weakpass');
    await page.getByTestId('profile-password_confirmation').fill('weakpass');
    await page.getByTestId('profile-password-save').click();
    await page.locator('#profile-password-error').waitFor();
    await page.getByTestId('profile-password').fill('Better@2027');
    await page.getByTestId('profile-password_confirmation').fill('Better@2027');
    await page.getByTestId('profile-password-save').click();
    await expect
      .poll(async () => (await apiLogin({ username: owner.username, password: 'Better@2027' })).status)
      .toBe(200);
    // The password change ended the phone's session; sign in there again, then end it from here.
    const again = await signInFromPhone(owner.username, 'Better@2027');
    expect(
      (await fetch(`${baseUrl()}/api/user/profile`, { headers: { authorization: `Bearer ${phoneToken}` } })).status,
    ).toBe(401);
    await page.reload();
    await page.getByTestId('session-row').nth(1).waitFor();
    await page.getByTestId('sessions-sign-out-others').click();
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('session-row').count()).toBe(1);
    const refused = await fetch(`${baseUrl()}/api/user/profile`, { headers: { authorization: `Bearer ${again}` } });
    expect(refused.status).toBe(401);
    const mine = await callApi<SignedInSessionList>('/api/user/sessions', token);
    expect(mine.sessions.map((session) => session.current)).toEqual([true]);
    await context.close();
  });

  it('an admin issues a reset link; the owner sets a new password with it once', async () => {
    const owner = await newOwner();
    const admin = await openPage(browser(), { storage: rememberedTokenStorage(owner.adminToken, { locale: 'ar' }) });
    await admin.page.goto('/admin/accounts');
    await admin.page.getByTestId('users-search').locator('input').fill(owner.username);
    await admin.page.getByTestId('users-search').locator('input').press('Enter');
    await admin.page.getByTestId(`user-row-${owner.username}`).getByTestId('user-reset-link').click();
    const url = await admin.page.getByTestId('reset-link-url').inputValue();
    expect(url).toContain('/auth/reset-password/');
    await screenshot(admin.page, 'profile-admin-reset-link-ar');
    await admin.context.close();

    const path = new URL(url).pathname;
    for (const locale of ['en', 'ar']) {
      const { context, page } = await openPage(browser(), { storage: { locale } });
      await page.goto(path);
      await page.getByTestId('reset-for').waitFor();
      await screenshot(page, `profile-reset-password-${locale}`);
      await context.close();
    }
    const { context, page } = await openPage(browser(), { storage: { locale: 'en' } });
    await page.goto(path);
    await page.getByTestId('reset-password').fill('Reset@2027');
    await page.getByTestId('reset-password_confirmation').fill('Reset@2027');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    expect((await apiLogin({ username: owner.username, password: 'Reset@2027' })).status).toBe(200);
    await page.goto(path);
    await page.getByTestId('reset-invalid').waitFor();
    await screenshot(page, 'profile-reset-password-used-en');
    await context.close();
  });
});
