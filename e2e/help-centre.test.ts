import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiToken,
  demoAdmin,
  demoOwner,
  dialogsSettled,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  looks,
} from './support/browser.ts';
import { settled } from './support/screen-checks.ts';

const storage = (token: string, locale: 'ar' | 'en', dark = false) =>
  rememberedTokenStorage(token, { locale, ...(dark ? { darkMode: 'true' } : {}) });
const adminStorage = (token: string, locale: 'ar' | 'en', dark = false) => ({
  ...storage(token, locale, dark),
  managementView: 'true',
});

async function settle(page: Page) {
  await networkQuiet(page);
  await settled(page);
}

describe('the help centre', () => {
  const browser = useBrowser();

  it('an admin writes and publishes an article; the owner finds it by search and by the help icon on its screen', async () => {
    const word = `ostrich${Date.now() % 100_000}`;
    const admin = await apiToken(demoAdmin);
    const { context, page } = await openPage(browser(), { height: 1000, storage: adminStorage(admin.token, 'en') });
    await page.goto('/admin/help');
    await page.getByTestId('help-add-section').click();
    await dialogsSettled(page);
    await page.locator('#help-section-title-ar').fill(`أسئلة ${word}`);
    await page.locator('#help-section-title-en').fill(`Questions ${word}`);
    await page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    const sectionLink = page.getByRole('link', { name: `أسئلة ${word}` });
    await sectionLink.waitFor();
    await settle(page);
    await screenshot(page, 'help-admin-sections-en');
    await sectionLink.click();
    await page.getByTestId('help-section-title').getByText(`Questions ${word}`).waitFor();

    await page.getByTestId('help-add-article').click();
    await page.locator('#help-article-title-ar').fill(`جدولة المنشورات ${word}`);
    await page.locator('#help-article-body-ar').click();
    await page.keyboard.type(`اختر الوقت ثم اضغط جدولة ${word}`);
    await page.getByRole('tab', { name: 'English' }).click();
    await page.locator('#help-article-title-en').fill(`Scheduling posts ${word}`);
    const englishTab = page.locator('.help-editor', { has: page.locator('#help-article-body-en') });
    await page.locator('#help-article-body-en').click();
    await englishTab.getByTestId('help-editor-h2').click();
    await page.locator('#help-article-body-en:focus').waitFor();
    await page.keyboard.type('Pick a time');
    await page.keyboard.press('Enter');
    await englishTab.getByTestId('help-editor-bold').click();
    await page.locator('#help-article-body-en:focus').waitFor();
    await page.keyboard.type(`then press Schedule ${word}`);
    await page.locator('#help-article-screen').fill('/dashboard/fb/scheduled-posts');
    await page.locator('.ant-drawer').getByText('Published').click();
    await page.getByTestId('help-article-preview').click();
    await page.getByTestId('help-preview-en').locator('strong', { hasText: word }).waitFor();
    await screenshot(page, 'help-admin-editor-preview-en');
    await page.getByTestId('help-article-save').click();
    await page.getByTestId('help-articles-table').getByText(`Scheduling posts ${word}`).waitFor();
    await settle(page);
    await screenshot(page, 'help-admin-section-en');
    await context.close();

    const owner = await apiToken(demoOwner);
    const reader = await openPage(browser(), { storage: storage(owner.token, 'en') });
    await reader.page.goto('/dashboard/help');
    await reader.page.getByTestId('help-section').first().waitFor();
    await reader.page.getByTestId('help-search').locator('input').fill(word);
    await reader.page.getByTestId('help-search').locator('input').press('Enter');
    const result = reader.page.getByTestId('help-results').getByRole('link', { name: `Scheduling posts ${word}` });
    await result.waitFor();
    await settle(reader.page);
    await screenshot(reader.page, 'help-owner-search-en');
    await result.click();
    await reader.page.getByTestId('help-article-title').getByText(`Scheduling posts ${word}`).waitFor();
    expect(await reader.page.getByTestId('help-article-body').locator('h2').innerText()).toBe('Pick a time');

    await reader.page.goto('/dashboard/fb/scheduled-posts');
    await reader.page.getByTestId('top-bar-help').click();
    await reader.page.getByTestId('help-article-title').getByText(`Scheduling posts ${word}`).waitFor();
    expect(new URL(reader.page.url()).searchParams.get('screen')).toBe('/dashboard/fb/scheduled-posts');
    await reader.page.goto('/dashboard/user/invoices');
    await reader.page.getByTestId('top-bar-help').click();
    // No article explains this screen: the help home.
    await reader.page.getByTestId('help-section').first().waitFor();
    expect(await reader.page.getByTestId('help-article').count()).toBe(0);
    await reader.context.close();
  });

  it('reads right-to-left in Arabic and left-to-right in English, light and dark, on a phone too', async () => {
    const owner = await apiToken(demoOwner);
    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), { storage: storage(owner.token, locale, dark) });
      await page.goto('/dashboard/help');
      await page.getByTestId('help-section').first().waitFor();
      await settle(page);
      await screenshot(page, `help-centre-${locale}-${dark ? 'dark' : 'light'}`);
      await page.goto('/dashboard/fb/posts');
      await page.getByTestId('top-bar-help').click();
      const article = page.getByTestId('help-article');
      await article.waitFor();
      expect(await article.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await settle(page);
      await screenshot(page, `help-article-${locale}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
    const admin = await apiToken(demoAdmin);
    const editor = await openPage(browser(), { height: 1000, storage: adminStorage(admin.token, 'ar', true) });
    await editor.page.goto('/admin/help');
    await editor.page.getByRole('link', { name: 'البداية' }).click();
    await editor.page.getByTestId('help-articles-table').getByText('الصفحة الرئيسية').waitFor();
    await settle(editor.page);
    await screenshot(editor.page, 'help-admin-section-ar-dark');
    await editor.page.getByTestId('help-articles-table').getByRole('button', { name: 'تعديل المقالة' }).first().click();
    await editor.page.locator('#help-article-body-ar h2').waitFor();
    await settle(editor.page);
    await screenshot(editor.page, 'help-admin-editor-ar-dark');
    await editor.context.close();

    const phone = await openPage(browser(), {
      width: 390,
      height: 844,
      phone: true,
      storage: storage(owner.token, 'ar'),
    });
    await phone.page.goto('/dashboard/help');
    await phone.page.getByTestId('help-section').first().waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'help-centre-phone-ar');
    await phone.page.goto('/dashboard/help?screen=%2Fdashboard%2Fstore%2Fproducts');
    await phone.page.getByTestId('help-article').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'help-article-phone-ar');
    await phone.context.close();
  });
});
