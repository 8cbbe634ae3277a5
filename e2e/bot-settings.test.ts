import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiToken,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  networkQuiet,
  lookedAt,
} from './support/browser.ts';

const greeting = 'أهلًا بك في متجرنا! اضغط «ابدأ» لنساعدك';

async function openSettings(page: Page) {
  await page.goto('/dashboard/bot/settings');
  await page.getByTestId('bot-settings-save').waitFor();
}

const checked = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).getAttribute('aria-checked')) === 'true';

describe('bot settings (/dashboard/bot/settings)', () => {
  const browser = useBrowser();

  it('saves the settings to Meta in Arabic and reads them back after a reload', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), {
      height: 1100,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await openSettings(page);
    if (!(await checked(page, 'bot-enabled'))) await page.getByTestId('bot-enabled').click();
    if (!(await checked(page, 'bot-typing'))) await page.getByTestId('bot-typing').click();
    if (!(await checked(page, 'bot-get-started'))) await page.getByTestId('bot-get-started').click();
    await page.getByTestId('bot-delay').fill('2');
    await page.getByTestId('bot-greeting').fill(greeting);
    while ((await page.getByTestId('bot-menu-remove-0').count()) > 0)
      await page.getByTestId('bot-menu-remove-0').click();
    await page.getByTestId('bot-menu-add').click();
    await page.getByTestId('bot-menu-title-0').fill('الأسعار');
    await page.getByTestId('bot-menu-payload-0').fill('PRICES');
    await page.getByTestId('bot-settings-save').click();
    await page.getByTestId('bot-settings-saved-at').waitFor();

    await page.reload();
    await openSettings(page);
    expect(await page.getByTestId('bot-greeting').inputValue()).toBe(greeting);
    expect(await page.getByTestId('bot-menu-title-0').inputValue()).toBe('الأسعار');
    expect(await page.getByTestId('bot-menu-payload-0').inputValue()).toBe('PRICES');
    expect(await checked(page, 'bot-typing')).toBe(true);
    expect(await page.getByTestId('bot-delay').inputValue()).toBe('2');
    expect(await page.getByTestId('bot-settings-saved-at').count()).toBe(1);
    await context.close();
  });

  it("shows Meta's message when Meta refuses the settings", async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await openSettings(page);
    await simulator.setFaults({
      error: { code: 100, http_status: 400, message: '(#100) The greeting text is invalid' },
      paths: ['/me/messenger_profile'],
    });
    try {
      await page.getByTestId('bot-settings-save').click();
      const alert = page.getByTestId('bot-settings-meta-error');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('(#100) The greeting text is invalid');
      await screenshot(page, 'bot-settings-meta-error-en-light');
    } finally {
      await simulator.setFaults({});
    }
    // Saved again once Meta accepts: the refusal is gone.
    await page.getByTestId('bot-settings-save').click();
    await page.getByTestId('bot-settings-saved-at').waitFor();
    await context.close();
  });

  const variants = lookedAt([
    { locale: 'ar', dark: false, phone: false },
    { locale: 'ar', dark: true, phone: false },
    { locale: 'en', dark: false, phone: false },
    { locale: 'en', dark: true, phone: false },
    { locale: 'ar', dark: false, phone: true },
    { locale: 'en', dark: true, phone: true },
  ] as const);
  for (const { locale, dark, phone } of variants) {
    const name = `bot-settings-${locale}-${dark ? 'dark' : 'light'}-${phone ? 'phone' : 'desktop'}`;
    it(`screenshot ${name}`, async () => {
      const { token } = await apiToken(demoOwner);
      const { context, page } = await openPage(browser(), {
        ...(phone ? { width: 390, height: 844 } : { height: 1000 }),
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await openSettings(page);
      await networkQuiet(page);
      await screenshot(page, name);
      await context.close();
    });
  }
});
