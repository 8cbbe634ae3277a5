import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  apiToken,
  callApi,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';

async function openSettings(page: Page) {
  await page.goto('/dashboard/bot/settings');
  await page.getByTestId('bot-settings-save').waitFor();
}

/** The question and the postback id fields of one ice breaker row. */
const iceBreaker = (page: Page, platform: 'messenger' | 'instagram', index: number) => {
  const row = page.getByTestId(`ice-breakers-${platform}-item-${index}`);
  return {
    question: page.getByTestId(`ice-breakers-${platform}-question-${index}`),
    payload: row.locator('input').nth(1),
  };
};

async function clearRows(page: Page, removeTestId: string) {
  while ((await page.getByTestId(removeTestId).count()) > 0) await page.getByTestId(removeTestId).click();
}

async function addIceBreaker(page: Page, platform: 'messenger' | 'instagram', question: string, payload: string) {
  const index = await page.locator(`[data-testid^="ice-breakers-${platform}-item-"]`).count();
  await page.getByTestId(`ice-breakers-${platform}-add`).click();
  const fields = iceBreaker(page, platform, index);
  await fields.question.fill(question);
  await fields.payload.fill(payload);
  await page.keyboard.press('Escape');
}

/** Saves and waits for the server's answer (a saved-at line may be on the screen from an earlier save). */
async function saveSettings(page: Page) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/bot/settings') && response.request().method() === 'POST',
  );
  await page.getByTestId('bot-settings-save').click();
  expect((await answered).status()).toBe(200);
  await page.getByTestId('bot-settings-saved-at').waitFor();
}

/** The Messenger Profile calls the product made since `since`, per platform. */
async function profileCalls(since: number) {
  const calls = await simulator.calls(since);
  return calls.filter((call) => call.method === 'POST' && call.path.endsWith('/messenger_profile'));
}

describe('ice breakers and the Instagram menu in the bot settings', () => {
  const browser = useBrowser();

  it('edits the ice breakers of Messenger and Instagram and the Instagram menu in Arabic, saved to Meta', async () => {
    const { body: session } = await apiLogin(demoOwner);
    const token = session.access_token;
    // A bot reply the questions can name: offered by its name in the postback id field.
    const postbackId = `DELIVERY_${Date.now()}`;
    await callApi('/api/bot/replies', token, {
      method: 'POST',
      headers: { 'page-id': String(session.insta_accounts[0]!.page_id) },
      body: { bot_name: 'أسعار التوصيل', message: 'التوصيل بـ 3$ داخل المدينة', postback_id: postbackId },
    });
    const { context, page } = await openPage(browser(), {
      height: 1100,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await openSettings(page);
    await clearRows(page, 'ice-breakers-messenger-remove-0');
    await clearRows(page, 'ice-breakers-instagram-remove-0');
    await clearRows(page, 'instagram-menu-remove-0');
    await page.getByTestId('ice-breakers-messenger-add').click();
    await iceBreaker(page, 'messenger', 0).question.fill('كم سعر التوصيل؟');
    await iceBreaker(page, 'messenger', 0).payload.click();
    await iceBreaker(page, 'messenger', 0).payload.fill('التوصيل');
    const choice = page.locator('.ant-select-item-option', { hasText: 'أسعار التوصيل' });
    await choice.waitFor();
    await page.getByTestId('ice-breakers-messenger').scrollIntoViewIfNeeded();
    await screenshot(page, 'bot-ice-breakers-choices-ar-light-desktop');
    await choice.click();
    expect(await iceBreaker(page, 'messenger', 0).payload.inputValue()).toBe(postbackId);
    await addIceBreaker(page, 'messenger', 'ما هي طرق الدفع؟', 'ASK_PAYMENT');
    await addIceBreaker(page, 'instagram', 'هل المقاسات متوفرة؟', 'ASK_SIZES');
    await page.getByTestId('instagram-menu-add').click();
    await page.getByTestId('instagram-menu-title-0').fill('تسوقي الآن');
    await page.getByTestId('instagram-menu-payload-0').fill('SHOP_NOW');

    const before = await simulator.lastCallSeq();
    await saveSettings(page);
    const calls = await profileCalls(before);
    expect(calls.map((call) => call.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ice_breakers: [
            {
              locale: 'default',
              call_to_actions: [
                { question: 'كم سعر التوصيل؟', payload: postbackId },
                { question: 'ما هي طرق الدفع؟', payload: 'ASK_PAYMENT' },
              ],
            },
          ],
        }),
        expect.objectContaining({
          platform: 'instagram',
          ice_breakers: [
            { locale: 'default', call_to_actions: [{ question: 'هل المقاسات متوفرة؟', payload: 'ASK_SIZES' }] },
          ],
          persistent_menu: [
            { locale: 'default', call_to_actions: [{ type: 'postback', title: 'تسوقي الآن', payload: 'SHOP_NOW' }] },
          ],
        }),
      ]),
    );

    await page.reload();
    await openSettings(page);
    expect(await iceBreaker(page, 'messenger', 1).question.inputValue()).toBe('ما هي طرق الدفع؟');
    expect(await iceBreaker(page, 'instagram', 0).payload.inputValue()).toBe('ASK_SIZES');
    expect(await page.getByTestId('instagram-menu-title-0').inputValue()).toBe('تسوقي الآن');
    await page.getByTestId('bot-settings-instagram').scrollIntoViewIfNeeded();
    await networkQuiet(page);
    await screenshot(page, 'bot-ice-breakers-ar-light-desktop');
    await context.close();
  });

  it('stops at four questions and names what is missing before saving, in English', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'en', darkMode: 'true' }),
    });
    await openSettings(page);
    await clearRows(page, 'ice-breakers-instagram-remove-0');
    for (const [n, question] of ['Do you ship abroad?', 'Which sizes?', 'Can I return it?'].entries())
      await addIceBreaker(page, 'instagram', question, `ASK_${n}`);
    await page.getByTestId('ice-breakers-instagram-add').click();
    expect(await page.getByTestId('ice-breakers-instagram-add').isDisabled()).toBe(true);
    // The fourth has no text yet: the form says so and nothing goes to Meta.
    const before = await simulator.lastCallSeq();
    await page.getByTestId('bot-settings-save').click();
    const problems = page.getByTestId('bot-settings-problems');
    await problems.waitFor();
    expect(await problems.innerText()).toContain('Every question needs a text of at most 80 characters.');
    expect(await profileCalls(before)).toEqual([]);
    await iceBreaker(page, 'instagram', 3).question.fill('Is it in stock?');
    await iceBreaker(page, 'instagram', 3).payload.fill('ASK_STOCK');
    await page.keyboard.press('Escape');
    await saveSettings(page);
    await page.getByTestId('bot-settings-instagram').scrollIntoViewIfNeeded();
    await networkQuiet(page);
    await screenshot(page, 'bot-ice-breakers-en-dark-desktop');
    await context.close();
  });

  for (const { locale, dark } of [
    { locale: 'ar', dark: false },
    { locale: 'en', dark: true },
  ] as const) {
    it(`fits a phone (${locale})`, async () => {
      const { token } = await apiToken(demoOwner);
      const { context, page } = await openPage(browser(), {
        width: 390,
        height: 844,
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await openSettings(page);
      await page.getByTestId('bot-settings-instagram').scrollIntoViewIfNeeded();
      await networkQuiet(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `bot-ice-breakers-${locale}-${dark ? 'dark' : 'light'}-phone`);
      await context.close();
    });
  }
});
