import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  apiToken,
  callApi,
  demoAdmin,
  demoOwner,
  dialogsSettled,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { pngOf, uploadToCloud } from './support/cloud.ts';

type StoreList = { stores: { id: number; items_count: number; page_ids: number[] }[] };
type Item = { id: number; main_image_url: string; image_urls: string[] };

/** Opens the cloud picker named `testId`, waits for its files and chooses the one called `name`. */
async function chooseFromCloud(page: Page, testId: string, name: string, shot?: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId('cloud-picker-files').waitFor();
  await dialogsSettled(page);
  const file = page.getByTestId('cloud-picker-file').filter({ hasText: name });
  await file.waitFor();
  if (shot) await screenshot(page, shot);
  await file.click();
  await page.getByTestId('cloud-picker-files').waitFor({ state: 'hidden' });
}

async function usesOf(token: string, name: string) {
  const { files } = await callApi<{ files: { id: number }[] }>(
    `/api/cloud/files?search=${encodeURIComponent(name)}`,
    token,
  );
  return (await callApi<{ uses: { kind: string }[] }>(`/api/cloud/files/${files[0]!.id}/uses`, token)).uses;
}

describe('choosing from the cloud wherever a file is taken', () => {
  const browser = useBrowser();

  it('sends a picture chosen from the cloud in the inbox composer, once, as an image', async () => {
    const { body: session } = await apiLogin(demoOwner);
    const token = session.access_token;
    const name = `inbox-cloud-${Date.now()}.png`;
    await uploadToCloud(token, name, pngOf(4096, [200, 80, 120]));
    const customer = { id: `${Date.now()}77`, name: 'Cloud customer' };
    const question = `Do you have it in pink? ${customer.id}`;
    await simulator.sendMessage({ page_id: session.pages[0]!.page_id, from: customer, text: question });

    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(token, { locale: 'en', darkMode: 'true' }),
    });
    try {
      await page.goto('/dashboard/bot/fb/chat');
      await page.getByTestId('conversation-item').filter({ hasText: question }).click();
      const thread = page.getByTestId('thread');
      await thread.getByTestId('message-text').filter({ hasText: question }).waitFor();
      const since = await simulator.lastCallSeq();
      await chooseFromCloud(page, 'cloud-picker', name, 'cloud-picker-inbox-en-dark');
      await thread.getByTestId('attachment-ready').filter({ hasText: name }).waitFor();
      await thread.getByTestId('send-button').click();
      await thread.getByTestId('message').locator('[data-status="sent"]').last().waitFor({ timeout: 20_000 });
      await expect
        .poll(async () =>
          (await simulator.calls(since)).filter(
            (call) =>
              call.method === 'POST' && call.path.endsWith('/messages') && JSON.stringify(call.body).includes(name),
          ),
        )
        .toEqual([
          expect.objectContaining({
            body: expect.objectContaining({
              message: expect.objectContaining({ attachment: expect.objectContaining({ type: 'image' }) }),
            }),
          }),
        ]);
      await screenshot(page, 'cloud-picker-inbox-sent-en-dark');
    } finally {
      await context.close();
    }
  });

  it('adds a product picture from the cloud; the cloud then shows the file used by the product', async () => {
    const { token } = await apiToken(demoOwner);
    const name = `product-cloud-${Date.now()}.png`;
    await uploadToCloud(token, name, pngOf(4096, [90, 160, 210]));
    let store: StoreList['stores'][number] | undefined;
    await expect
      .poll(async () => {
        store = (await callApi<StoreList>('/api/store/stores', token)).stores.find((entry) => entry.items_count >= 5);
        return store !== undefined;
      })
      .toBe(true);
    const headers = { 'page-id': String(store!.page_ids[0]) };
    const { items } = await callApi<{ items: Item[] }>(`/api/store/items/list/${store!.id}`, token, { headers });
    const item = items.at(-1)!;

    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar', accountType: 'store', store: String(store!.id) }),
    });
    try {
      await page.goto(`/dashboard/store/products/process/${item.id}`);
      await page.getByTestId('product-save').waitFor();
      await chooseFromCloud(page, 'product-more-image-cloud', name);
      await page.locator(`.store-extra-image img[src$="${name}"]`).waitFor();
      await networkQuiet(page);
      await screenshot(page, 'cloud-picker-product-ar-light');
      await page.getByTestId('product-save').click();
      await page.getByTestId('store-products').waitFor();
      const saved = await callApi<{ item: Item }>(`/api/store/items/${item.id}`, token, { headers });
      expect(saved.item.image_urls.some((url) => url.endsWith(name))).toBe(true);
      expect(await usesOf(token, name)).toEqual([expect.objectContaining({ kind: 'store_item' })]);
    } finally {
      await context.close();
    }
  });

  it("puts a picture from the admin's cloud into a help article", async () => {
    const { token } = await apiToken(demoAdmin);
    const name = `help-cloud-${Date.now()}.png`;
    await uploadToCloud(token, name, pngOf(4096, [240, 190, 60]));
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar', managementView: 'true' }),
    });
    try {
      await page.goto('/admin/help');
      await page.getByRole('link', { name: 'البداية' }).click();
      await page.getByTestId('help-articles-table').getByRole('button', { name: 'تعديل المقالة' }).first().click();
      const body = page.locator('#help-article-body-ar');
      await body.locator('h2').waitFor();
      await body.click();
      const arabicEditor = page.locator('.help-editor', { has: body });
      await arabicEditor.getByTestId('help-editor-cloud-image').click();
      await page.getByTestId('cloud-picker-files').waitFor();
      await dialogsSettled(page);
      await page.getByTestId('cloud-picker-file').filter({ hasText: name }).click();
      await body.locator(`img[src$="${name}"]`).waitFor();
      await networkQuiet(page);
      await screenshot(page, 'cloud-picker-help-editor-ar-light');
    } finally {
      await context.close();
    }
  });
});
