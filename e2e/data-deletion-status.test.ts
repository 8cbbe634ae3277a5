import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../apps/server/src/features/data-rights/signed-request.ts';
import { linkedSeller } from '../apps/server/test/fixtures.ts';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { axeProblems, installAxe, layoutProblems } from './support/screen-checks.ts';

// The deletion signs its request with the app secret and deletes a seller's data: this file runs its own server.
let server: TestServer;
let statusPath: string;

beforeAll(async () => {
  server = await startTestServer();
  const seller = await linkedSeller(server, 'Erase');
  const signed = signRequest(
    { algorithm: 'HMAC-SHA256', user_id: seller.facebookUserId, issued_at: Math.floor(Date.now() / 1000) },
    server.config.meta.appSecret,
  );
  // Meta posts the deletion request as a form and sends the person to the address it answers.
  const response = await fetch(`${server.baseUrl}/meta/data-deletion`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ signed_request: signed }).toString(),
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  statusPath = new URL(url).pathname;
});
afterAll(async () => {
  await server?.stop();
});

// The page Meta links a person to after asking for their data to be deleted (issue 28): readable without a session,
// in both languages, light and dark, a phone's width and a desktop's, with nothing axe or a person would fault.
describe('data deletion status page', () => {
  const browser = useBrowser();

  for (const [locale, dark, phone] of [
    ['ar', false, false],
    ['ar', true, true],
    ['en', false, true],
    ['en', true, false],
  ] as const) {
    it(`says what was deleted, in ${locale}${dark ? ', dark' : ''}${phone ? ', on a phone' : ''}`, async () => {
      const { context, page } = await openPage(browser(), {
        baseUrl: server.baseUrl,
        ...(phone ? { width: 390, height: 844 } : {}),
      });
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await installAxe(context);
      const response = await page.goto(`${statusPath}?lang=${locale}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      const text = await page.locator('body').innerText();
      expect(text).toContain(locale === 'ar' ? 'طلب حذف بياناتك' : 'Your data deletion request');
      expect(text).toContain(locale === 'ar' ? 'صفحة فيسبوك واحدة' : 'Removed: one Facebook Page');
      expect(text).toContain(statusPath.split('/').pop()!);
      expect([...(await layoutProblems(page)), ...(await axeProblems(page))]).toEqual([]);
      await screenshot(page, `data-deletion-status-${locale}${dark ? '-dark' : ''}${phone ? '-phone' : ''}`);
      await context.close();
    });
  }

  it('says a code it never gave out is not one of its own', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), { baseUrl: server.baseUrl });
      await installAxe(context);
      const code = statusPath.split('/').pop()!;
      const tampered = code.replace(/^[0-9a-z]/, (first) => (first === '1' ? '2' : '1'));
      await page.goto(`/meta/data-deletion/${tampered}?lang=${locale}`);
      expect(await page.locator('body').innerText()).toContain(
        locale === 'ar' ? 'رمز التأكيد هذا ليس من الرموز التي أعطيناها' : 'is not one we gave out',
      );
      expect(await axeProblems(page)).toEqual([]);
      await screenshot(page, `data-deletion-status-unknown-${locale}`);
      await context.close();
    }
  });
});
