import { describe, expect, it } from 'vitest';
import {
  apiToken,
  chooseLanguage,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  useBrowser,
} from './support/browser.ts';

describe('language and theme', () => {
  const browser = useBrowser();

  it('starts in Arabic, right to left, and flips <html dir> when switching to English on the login page', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.getByTestId('locale-select').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(page.getByTestId('login-submit').textContent()).resolves.toBe('Log in');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await context.close();
  });

  it('switches the language from the dashboard top bar', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/dashboard');
    await chooseLanguage(page, 'en');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await expect(page.getByTestId('side-menu').textContent()).resolves.toContain('Notifications');
    await chooseLanguage(page, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(page.getByTestId('side-menu').textContent()).resolves.toContain('الإشعارات');
    await context.close();
  });

  it('toggles dark mode on the login page, swaps the illustration and remembers the choice', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    const illustration = page.getByTestId('login-illustration');
    expect(await illustration.getAttribute('data-theme')).toBe('light');
    const lightSource = await illustration.getAttribute('src');
    await page.getByTestId('dark-mode-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await illustration.getAttribute('data-theme')).toBe('dark');
    expect(await illustration.getAttribute('src')).not.toBe(lightSource);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('.auth-panel') as Element).backgroundColor,
    );
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });

  it('toggles dark mode from the profile menu', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/dashboard');
    // As a person would: once the home has arrived. CI once lost this click while the page was still moving.
    await networkQuiet(page);
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('dark-mode-switch').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await context.close();
  });

  it('keeps the top bar menus under their button while the page scrolls', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token), height: 500 });
    await page.goto('/dashboard');
    await networkQuiet(page);
    await page.getByTestId('profile-menu').click();
    const darkSwitch = page.getByTestId('dark-mode-switch');
    const before = await darkSwitch.boundingBox();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200)).toBe(true);
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForFunction(() => window.scrollY >= 200);
    expect(await darkSwitch.boundingBox()).toEqual(before);
    expect(await page.getByTestId('top-bar').locator('.ant-dropdown').count()).toBe(1);
    await darkSwitch.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });

  it('opens menus without sliding when the system asks for reduced motion', async () => {
    const { token } = await apiToken(demoOwner);
    // The popup still waits a step for its place (`-appear-prepare`); what reduced motion removes is the slide itself.
    const slidClasses = async (motion: boolean) => {
      const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token), motion });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { motionClasses: string[] }).motionClasses = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const element = record.target as Element;
            for (const name of Array.from(element.classList)) if (name.endsWith('-appear-active')) seen.push(name);
          }
        }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true, childList: true });
      });
      await page.goto('/dashboard');
      await networkQuiet(page);
      await page.getByTestId('profile-menu').click();
      await page.getByTestId('dark-mode-switch').waitFor();
      const seen = await page.evaluate(() => (window as unknown as { motionClasses: string[] }).motionClasses);
      await context.close();
      return seen;
    };
    expect(await slidClasses(true)).not.toEqual([]);
    expect(await slidClasses(false)).toEqual([]);
  });
});
