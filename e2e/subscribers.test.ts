import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  chooseOption,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';

type DemoPage = { id: number; page_id: string };

/** The list is read when the screen opens: it is opened again until the simulator's messages have been stored. */
async function openUntilListed(page: Page, metaUserIds: string[]) {
  await expect
    .poll(
      async () => {
        await page.goto('/dashboard/bot/subscribers');
        await page.getByTestId('subscribers').waitFor();
        await networkQuiet(page);
        const text = await page.getByTestId('subscribers').innerText();
        return metaUserIds.filter((id) => !text.includes(id));
      },
      { timeout: 30_000, message: 'subscribers not listed yet' },
    )
    .toEqual([]);
}

async function rowIds(page: Page): Promise<string[]> {
  await networkQuiet(page);
  return page.locator('.subscribers-meta-id').allInnerTexts();
}

describe('subscribers (/dashboard/bot/subscribers)', () => {
  const browser = useBrowser();

  it('lists the people who wrote through the simulator, filters, labels and exports them (ar)', async () => {
    const login = await apiLogin(demoOwner);
    const token = String(login.body.access_token);
    const demoPage = (login.body.pages as DemoPage[])[0]!;
    const stamp = String(Date.now()).slice(-8);
    const writer = `71${stamp}`;
    const starter = `72${stamp}`;
    await simulator.sendMessage({ page_id: demoPage.page_id, from: { id: writer, name: 'سارة' }, text: 'بكم هذا؟' });
    await simulator.sendMessage({
      page_id: demoPage.page_id,
      from: { id: starter, name: 'Omar' },
      postback_payload: 'GET_STARTED',
    });

    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await openUntilListed(page, [writer, starter]);
    expect(await page.getByTestId('subscribers').innerText()).toContain('مفتوحة');

    // Search by Meta's id, as Meta gave it.
    await page.getByTestId('subscribers-search').locator('input').fill(writer);
    await page.getByTestId('subscribers-search').locator('input').press('Enter');
    await page.waitForFunction(
      (id) =>
        Array.from(document.querySelectorAll('.subscribers-meta-id'))
          .map((cell) => cell.textContent)
          .join() === id,
      writer,
    );
    await page.getByTestId('subscribers-search').locator('input').fill('');
    await page.getByTestId('subscribers-search').locator('input').press('Enter');

    // Filter by source: the get-started button.
    await chooseOption(page, page.getByTestId('subscribers-source'), 'زر البدء');
    await page.waitForFunction(
      ([kept, gone]) => {
        const ids = Array.from(document.querySelectorAll('.subscribers-meta-id')).map((cell) => cell.textContent);
        return ids.includes(kept!) && !ids.includes(gone!);
      },
      [starter, writer],
    );
    expect(await rowIds(page)).not.toContain(writer);

    // A label on the get-started subscriber, then the list filtered by it.
    const row = page.locator('tr', { hasText: starter });
    await row.locator('[data-testid^="labels-"]').click();
    const input = page.getByTestId('subscriber-labels-input').locator('input');
    await input.fill('عميل مهم');
    await input.press('Enter');
    // The label may already be offered by its dropdown (another subscriber has it): closed before saving.
    await page.locator('.ant-modal-title').click();
    await page.locator('#subscriber-labels-save').click();
    await row.locator('.ant-tag', { hasText: 'عميل مهم' }).waitFor();
    await chooseOption(page, page.getByTestId('subscribers-label'), 'عميل مهم');
    await page.waitForFunction(
      (id) =>
        Array.from(document.querySelectorAll('.subscribers-meta-id'))
          .map((cell) => cell.textContent)
          .join() === id,
      starter,
    );
    await screenshot(page, 'subscribers-ar-light-desktop');

    // The conversation opens in the Messenger inbox.
    expect(await row.locator('[data-testid^="open-conversation-"]').getAttribute('href')).toMatch(
      /^\/dashboard\/bot\/fb\/chat\?conversation=\d+$/,
    );

    // CSV of the filtered list, fetched with the bearer header.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('subscribers-export').click();
    const download = await downloading;
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(starter);
    expect(csv).not.toContain(writer);
    await context.close();
  });

  for (const { locale, dark, phone } of [
    { locale: 'en', dark: true, phone: false },
    { locale: 'ar', dark: true, phone: true },
  ] as const) {
    const name = `subscribers-${locale}-${dark ? 'dark' : 'light'}-${phone ? 'phone' : 'desktop'}`;
    it(`screenshot ${name}`, async () => {
      const login = await apiLogin(demoOwner);
      const { context, page } = await openPage(browser(), {
        ...(phone ? { width: 390, height: 844 } : { height: 900 }),
        storage: rememberedTokenStorage(String(login.body.access_token), { locale, darkMode: String(dark) }),
      });
      await page.goto('/dashboard/bot/subscribers');
      await page.getByTestId('subscribers').waitFor();
      await networkQuiet(page);
      await screenshot(page, name);
      await context.close();
    });
  }
});
