import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiToken,
  callApi,
  confirmDialog,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { settled } from './support/screen-checks.ts';
import { drawJpeg } from './support/jpeg.ts';

type StoreList = { stores: { id: number; name: string; items_count: number; page_ids: number[] }[] };
type Items = { items: { id: number; name: string; visible: boolean }[] };

/** The demo's store, once the demo's life has filled its catalogue. */
async function demoStore(token: string) {
  let list: StoreList = { stores: [] };
  for (let attempt = 0; attempt < 60; attempt++) {
    list = await callApi<StoreList>('/api/store/stores', token);
    const store = list.stores.find((entry) => entry.items_count >= 5);
    if (store) return store;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The demo store has no catalogue: ${JSON.stringify(list)}`);
}

const storage = (token: string, storeId: number, locale: 'ar' | 'en', dark = false) =>
  rememberedTokenStorage(token, {
    locale,
    accountType: 'store',
    store: String(storeId),
    ...(dark ? { darkMode: 'true' } : {}),
  });

async function settle(page: Page) {
  await networkQuiet(page);
  await settled(page);
}

describe('the store (/dashboard/store)', () => {
  const browser = useBrowser();

  it('adds a nested category, a product with its picture, reorders products and saves the settings', async () => {
    const { token } = await apiToken(demoOwner);
    const store = await demoStore(token);
    const { context, page } = await openPage(browser(), { height: 1000, storage: storage(token, store.id, 'ar') });

    await page.goto('/dashboard/store/categories');
    await page.getByTestId('store-categories').waitFor();
    await page.getByText('فساتين').waitFor();
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name-ar').fill('أحذية');
    await page.getByTestId('category-name-en').fill('Shoes');
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-drawer').waitFor({ state: 'hidden' });
    const shoes = page.locator('.store-category-row', { hasText: 'أحذية' });
    await shoes.waitFor();
    await shoes.getByRole('button', { name: 'إضافة تصنيف فرعي' }).click();
    await page.getByTestId('category-name-ar').fill('أحذية رياضية');
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-drawer').waitFor({ state: 'hidden' });
    await page.locator('.store-category-row', { hasText: 'أحذية رياضية' }).waitFor();
    await settle(page);
    await screenshot(page, 'store-categories-ar-light');

    // A product: the main picture is required, the YouTube link must be valid.
    await page.goto('/dashboard/store/products/process');
    await page.getByTestId('product-name-ar').waitFor();
    await page.getByTestId('product-name-ar').fill('حذاء جري');
    await page.getByTestId('product-price').fill('125000');
    await page.getByTestId('product-youtube').fill('https://vimeo.com/1');
    await page.getByTestId('product-save').click();
    await page.getByText('يحتاج المنتج إلى صورة واحدة على الأقل، والصورة الرئيسية للمنتج مطلوبة').waitFor();
    await page.getByText('يجب أن يكون رابط يوتيوب صالحًا').first().waitFor();
    await page.getByTestId('product-youtube').fill('https://youtu.be/dQw4w9WgXcQ');
    const picture = await drawJpeg(page);
    await page.getByTestId('product-main-image-input').setInputFiles({
      name: 'shoe.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await settle(page);
    await screenshot(page, 'store-product-form-ar-light');
    await page.getByTestId('product-save').click();
    await page.getByTestId('store-products').waitFor();
    await page.getByText('حذاء جري').waitFor();
    await settle(page);
    await screenshot(page, 'store-products-ar-light');

    // Dragging the new product (last) onto the first row puts it first.
    const before = await callApi<Items>(`/api/store/items/list/${store.id}`, token, {
      headers: { 'page-id': String(store.page_ids[0]) },
    });
    const last = before.items.at(-1)!;
    const first = before.items[0]!;
    await page.getByTestId(`product-row-${last.id}`).dragTo(page.getByTestId(`product-row-${first.id}`));
    await expect
      .poll(async () => {
        const after = await callApi<Items>(`/api/store/items/list/${store.id}`, token, {
          headers: { 'page-id': String(store.page_ids[0]) },
        });
        return after.items[0]?.id;
      })
      .toBe(last.id);

    // Hidden from customers with the switch.
    await page.getByTestId(`product-visible-${last.id}`).click();
    await expect
      .poll(async () => {
        const after = await callApi<Items>(`/api/store/items/list/${store.id}`, token, {
          headers: { 'page-id': String(store.page_ids[0]) },
        });
        return after.items.find((item) => item.id === last.id)?.visible;
      })
      .toBe(false);

    await page.getByTestId('store-settings-link').click();
    await page.getByTestId('settings-save').waitFor();
    await page.getByTestId('settings-phone').fill('12');
    await page.getByTestId('settings-save').click();
    await page.getByText('رقم الهاتف غير صالح', { exact: false }).waitFor();
    await page.getByTestId('settings-phone').fill('+963944123456');
    await page.getByTestId('settings-save').click();
    await page.getByText('تم حفظ إعدادات المتجر.').waitFor();
    await settle(page);
    await screenshot(page, 'store-settings-ar-light');
    await context.close();
  }, 120_000);

  it('shows every store screen in English and dark mode, and on a phone', async () => {
    const { token } = await apiToken(demoOwner);
    const store = await demoStore(token);
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: storage(token, store.id, 'en', true),
    });
    for (const [path, testId, name] of [
      ['/dashboard/store/categories', 'store-categories', 'store-categories-en-dark'],
      ['/dashboard/store/products', 'store-products', 'store-products-en-dark'],
      ['/dashboard/store/products/process', 'store-product-form', 'store-product-form-en-dark'],
      [`/dashboard/store/settings/${store.id}`, 'store-settings', 'store-settings-en-dark'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await settle(page);
      await screenshot(page, name);
    }
    await context.close();

    const phone = await openPage(browser(), { width: 390, height: 844, storage: storage(token, store.id, 'ar') });
    await phone.page.goto('/dashboard/store/products');
    await phone.page.getByTestId('store-products').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'store-products-ar-phone');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.page.goto('/dashboard/store/categories');
    await phone.page.getByTestId('store-categories').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'store-categories-ar-phone');
    await phone.context.close();
  }, 120_000);

  it('deletes a category after asking', async () => {
    const { token } = await apiToken(demoOwner);
    const store = await demoStore(token);
    const { context, page } = await openPage(browser(), { storage: storage(token, store.id, 'en') });
    await page.goto('/dashboard/store/categories');
    const row = page.locator('.store-category-row', { hasText: 'Accessories' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await row.waitFor({ state: 'detached' });
    await context.close();
  }, 60_000);
});
