import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { axeProblems, installAxe, layoutProblems } from './support/screen-checks.ts';

// The privacy policy and terms Meta's review opens: whole pages from the server, readable without a session, in both
// languages, at a phone's width and a desktop's, light and dark, with nothing axe or a person would fault.
describe('public privacy policy and terms pages', () => {
  const browser = useBrowser();

  for (const [path, locale, dark, phone] of [
    ['/privacy', 'ar', false, true],
    ['/privacy', 'en', true, false],
    ['/terms', 'ar', true, false],
    ['/terms', 'en', false, true],
  ] as const) {
    it(`shows ${path} in ${locale}${dark ? ', dark' : ''}${phone ? ', on a phone' : ''}`, async () => {
      const { context, page } = await openPage(browser(), phone ? { width: 390, height: 844 } : {});
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await installAxe(context);
      const response = await page.goto(`${path}?lang=${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('h2').count()).toBeGreaterThanOrEqual(5);
      const problems = [...(await layoutProblems(page)), ...(await axeProblems(page))];
      expect(problems).toEqual([]);
      await screenshot(page, `legal${path.replace('/', '-')}-${locale}${dark ? '-dark' : ''}${phone ? '-phone' : ''}`);
      await context.close();
    });
  }
});
