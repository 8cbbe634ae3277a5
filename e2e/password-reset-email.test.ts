import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../apps/server/test/fixtures.ts';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import { loginThroughForm, openPage, rememberedTokenStorage, screenshot, useBrowser } from './support/browser.ts';

let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let server: TestServer;

beforeAll(async () => {
  mailbox = await startMailCatcher();
  server = await startTestServer({
    WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
    SMTP_URL: mailbox.url,
  });
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

describe('a forgotten password, reset by a link mailed to the owner', () => {
  const browser = useBrowser();

  it('the owner saves an email on the profile, asks for a link on the sign-in page, and signs in with a new password', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const email = `rama${Date.now()}@example.com`;
    const token = (await server.login(owner.user.username, owner.password)).access_token;

    const profile = await openPage(browser(), {
      baseUrl: server.baseUrl,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    try {
      await profile.page.goto('/dashboard/user/profile');
      await profile.page.getByTestId('profile-email').fill('rama@');
      await profile.page.getByTestId('profile-save').click();
      await profile.page.getByText('أدخل بريدًا إلكترونيًا صالحًا').waitFor();
      await profile.page.getByTestId('profile-email').fill(email);
      await profile.page.getByTestId('profile-save').click();
      await expect
        .poll(async () => (await server.login(owner.user.username, owner.password)).user.email, { timeout: 15_000 })
        .toBe(email);
      await screenshot(profile.page, 'password-reset-email-profile-ar');
    } finally {
      await profile.context.close();
    }

    for (const [locale, dark] of [
      ['en', false],
      ['ar', true],
    ] as const) {
      const { context, page } = await openPage(browser(), {
        baseUrl: server.baseUrl,
        storage: { locale, ...(dark ? { darkMode: 'true' } : {}) },
      });
      try {
        await page.goto('/auth/login');
        await page.getByTestId('forgot-password').locator('summary').click();
        await page.getByTestId('reset-mail-form').waitFor();
        await page.getByTestId('reset-mail-send').click();
        await page.locator('#reset-mail-login-error').waitFor();
        await screenshot(page, `password-reset-email-form-${locale}-${dark ? 'dark' : 'light'}`);
        if (locale === 'en') {
          await page.locator('#reset-mail-login').fill(email.toUpperCase());
          await page.getByTestId('reset-mail-send').click();
          await page.getByTestId('reset-mail-sent').waitFor();
          await screenshot(page, 'password-reset-email-sent-en-light');
        }
      } finally {
        await context.close();
      }
    }

    const mail = await mailbox.mailTo(email);
    const link = /https?:\/\/\S+\/auth\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const { context, page } = await openPage(browser(), { baseUrl: server.baseUrl, storage: { locale: 'en' } });
    try {
      await page.goto(new URL(link).pathname);
      await page.getByTestId('reset-for').waitFor();
      await page.getByTestId('reset-password').fill('Mailed@2027');
      await page.getByTestId('reset-password_confirmation').fill('Mailed@2027');
      await page.getByTestId('reset-submit').click();
      await page.getByTestId('reset-done').waitFor();
      await loginThroughForm(page, { username: owner.user.username, password: 'Mailed@2027' });
      await page.waitForURL('**/dashboard**');
    } finally {
      await context.close();
    }
  });
});
