import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRtl } from '@app/contract';
import {
  apiToken,
  chooseLanguage,
  demoOwner,
  everyLook,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { visit } from './support/route-matrix.ts';
import { settled } from './support/screen-checks.ts';
import { problemReport, sweep, targetsFor, type Variant } from './support/screen-sweep.ts';

const localesDir = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'shared', 'i18n', 'locales');
const translated = readdirSync(localesDir).filter((locale) => locale !== 'ar' && locale !== 'en');

function messagesOf(locale: string): Record<string, unknown> {
  const files = readdirSync(join(localesDir, locale)).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8'))));
}

/** The language whose interface texts are longest in all: where text overflows first. */
const longest = translated
  .map((locale) => ({ locale, length: JSON.stringify(Object.values(messagesOf(locale))).length }))
  .sort((a, b) => b.length - a.length)[0]!.locale;

/** The reply form, the inbox and the flow builder, after the home: the screens a seller spends the day on. */
const mainScreens = [
  /^\/dashboard\/fb\/reply\/[\d_]+$/,
  /^\/dashboard\/bot\/fb\/chat$/,
  /^\/dashboard\/bot\/builder\/\d+$/,
];

const sweeps: Variant[] = [
  { name: `${longest}-desktop-light`, locale: longest, width: 1366, height: 860, dark: false },
  { name: `${longest}-phone-dark`, locale: longest, width: 390, height: 844, dark: true },
  // German and Finnish have the longest words: a word that cannot wrap is what overflows a phone.
  { name: 'de-phone-light', locale: 'de', width: 390, height: 844, dark: false },
  { name: 'fi-phone-dark', locale: 'fi', width: 390, height: 844, dark: true },
  { name: 'fa-desktop-dark', locale: 'fa', width: 1366, height: 860, dark: true },
  { name: 'fa-phone-light', locale: 'fa', width: 390, height: 844, dark: false },
  { name: 'ja-desktop-light', locale: 'ja', width: 1366, height: 860, dark: false },
  { name: 'ja-phone-dark', locale: 'ja', width: 390, height: 844, dark: true },
];

/** Each language in one theme, the two alternating; both with `E2E_LOOKS=all` (see `looks`). */
const pictured = ['fr', 'fa', 'ja', 'de'].flatMap((locale, index) =>
  everyLook
    ? [
        { locale, dark: false },
        { locale, dark: true },
      ]
    : [{ locale, dark: index % 2 === 1 }],
);

describe('the interface in every language', () => {
  const browser = useBrowser();

  for (const variant of sweeps) {
    it(`shows the main screens without overflow or cut text (${variant.name})`, async () => {
      const { token } = await apiToken(demoOwner);
      const { targets } = await targetsFor(token);
      const screens = mainScreens.map((pattern) => targets.find((target) => pattern.test(target.url)));
      expect(screens.map((screen) => screen?.url ?? null)).not.toContain(null);
      const start = { url: '/dashboard', landing: { url: '/dashboard', marker: '[data-testid="home-greeting"]' } };
      const problems = await sweep(
        browser(),
        variant,
        { name: 'owner', token, start },
        screens.map((screen) => screen!),
      );
      expect(problems, problemReport(`languages-${variant.name}`, problems)).toEqual([]);
    }, 300_000);
  }

  it('pictures the home, the reply form, the inbox and the flow builder in French, Persian, Japanese and German', async () => {
    const { token } = await apiToken(demoOwner);
    const { targets } = await targetsFor(token);
    const screens = mainScreens.map((pattern) => targets.find((target) => pattern.test(target.url))!);
    for (const { locale, dark } of pictured) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      const theme = dark ? 'dark' : 'light';
      await page.goto('/dashboard');
      await page.getByTestId('home-greeting').waitFor();
      await settled(page);
      await screenshot(page, `languages-${locale}-${theme}-home`);
      for (const [index, screen] of screens.entries()) {
        expect(await visit(page, screen.url, screen.landing, 15_000)).toBeNull();
        await networkQuiet(page);
        await settled(page);
        await screenshot(page, `languages-${locale}-${theme}-${['reply-form', 'inbox', 'flow-builder'][index]}`);
      }
      await context.close();
    }
  }, 300_000);

  it('lays every language out in its direction and shows its own words', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/dashboard');
    await page.getByTestId('home-greeting').waitFor();
    const shows = async (locale: string) => {
      const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
      expect([lang, dir]).toEqual([locale, isRtl(locale) ? 'rtl' : 'ltr']);
      const { menu } = messagesOf(locale) as { menu: { notifications: string } };
      await expect(page.getByTestId('side-menu').textContent()).resolves.toContain(menu.notifications);
    };
    // Each language chosen in the selector, as a person switches: no reload.
    for (const locale of translated) {
      await chooseLanguage(page, locale);
      await shows(locale);
    }
    // The stored choice, read as the app starts: a language written left to right and one written right to left.
    for (const locale of ['de', 'fa']) {
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
      await page.reload();
      await page.getByTestId('home-greeting').waitFor();
      await shows(locale);
    }
    await context.close();
  }, 300_000);

  it('finds a language in the selector by its own name, its name in English or its code, and switches at once', async () => {
    const { token } = await apiToken(demoOwner);
    for (const dark of [false, true]) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale: 'en', darkMode: String(dark) }),
      });
      await page.goto('/dashboard');
      await page.getByTestId('home-greeting').waitFor();
      await page.getByTestId('language-selector').click();
      const search = page.getByTestId('language-search').locator('input');
      await search.fill('Persian');
      await expect(page.locator('[data-locale]').allTextContents()).resolves.toEqual([
        expect.stringContaining('فارسی'),
      ]);
      await search.fill('');
      await screenshot(page, `language-selector-en-${dark ? 'dark' : 'light'}`);
      await search.fill('deu');
      // The panel opens with an animation: the click waits until it stands still.
      await page.waitForFunction(
        () => !document.querySelector('.ant-dropdown[class*="-appear"], .ant-dropdown[class*="-enter"]'),
      );
      await page.locator('[data-locale="de"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      await chooseLanguage(page, 'ja');
      await page.getByTestId('language-selector').click();
      await search.fill('zzzz');
      await page.getByRole('status').waitFor();
      await screenshot(page, `language-selector-ja-none-${dark ? 'dark' : 'light'}`);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ja');
      await context.close();
    }
  }, 120_000);
});
