import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, demoOwner, openPage, rememberedTokenStorage, screenshot, useBrowser } from './support/browser.ts';

const newYork = 'America/New_York';
const damascus = 'Asia/Damascus';

/** The wall clock of a zone at an instant, as the picker writes it (YYYY-MM-DD HH:mm). */
function wallClock(zone: string, at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

async function openPosterInNewYork(browser: ReturnType<ReturnType<typeof useBrowser>>, locale: string, dark = false) {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  const opened = await openPage(browser, {
    storage: rememberedTokenStorage(body.access_token, { locale, darkMode: String(dark), accountType: 'fb' }),
    timezoneId: newYork,
  });
  await opened.page.goto('/dashboard/fb/poster');
  await opened.page.getByTestId('poster-editor').waitFor();
  return opened;
}

/** Every pre-flight the page sends, with its status. */
function recordPreflights(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/posts/preflight')) statuses.push(response.status());
  });
  return statuses;
}

describe('the schedule picker in a browser set to New York', () => {
  const browser = useBrowser();

  it("offers the business zone's now, today and hours, and checks nothing before a time is picked", async () => {
    const { context, page } = await openPosterInNewYork(browser(), 'en');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(newYork);
    const preflights = recordPreflights(page);
    await page.getByTestId('poster-message').fill('A post for tomorrow morning');
    await page.getByTestId('poster-schedule-type').getByText('At a time').click();
    // The debounced pre-flight (700 ms) would have gone by now.
    await page.waitForTimeout(1_500);
    expect(preflights.filter((status) => status >= 400)).toEqual([]);

    await page.locator('#poster-schedule-time').click();
    const today = page.locator('.ant-picker-cell-today');
    await today.waitFor();
    expect(await today.getAttribute('title')).toBe(wallClock(damascus, new Date()).slice(0, 10));
    await screenshot(page, 'schedule-picker-new-york-en');

    const before = new Date();
    await page.locator('.ant-picker-now-btn').click();
    const after = new Date();
    const shown = await page.locator('#poster-schedule-time').inputValue();
    expect([wallClock(damascus, before), wallClock(damascus, after)]).toContain(shown);
    expect(shown).not.toBe(wallClock(newYork, before));
    await context.close();
  });

  it('shows the picker in Arabic, light and dark, on the business clock', async () => {
    for (const dark of [false, true]) {
      const { context, page } = await openPosterInNewYork(browser(), 'ar', dark);
      await page.getByTestId('poster-schedule-type').getByText('في وقت محدد').click();
      await page.locator('#poster-schedule-time').click();
      const today = page.locator('.ant-picker-cell-today');
      await today.waitFor();
      expect(await today.getAttribute('title')).toBe(wallClock(damascus, new Date()).slice(0, 10));
      await screenshot(page, `schedule-picker-new-york-ar${dark ? '-dark' : ''}`);
      await context.close();
    }
  });
});
