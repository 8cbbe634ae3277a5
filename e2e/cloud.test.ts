import { describe, expect, it } from 'vitest';
import { uploadSamples } from '../apps/server/test/upload-samples.ts';
import {
  apiToken,
  baseUrl,
  chooseOption,
  confirmDialog,
  demoOwner,
  dialogsSettled,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  looks,
} from './support/browser.ts';
import { pngOf, uploadToCloud } from './support/cloud.ts';

/** A reply template whose attachment is a new upload: the cloud then shows the file used by it. */
async function replyTemplateWithPicture(token: string, pageId: number, fileName: string) {
  const form = new FormData();
  form.append('name', 'Eid offer template');
  form.append('message_type', 'image');
  form.append('attachment', new Blob([new Uint8Array(pngOf(2048))]), fileName);
  const response = await fetch(`${baseUrl()}/api/facebook/reply/templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), version: '2' },
    body: form,
  });
  expect(response.status).toBe(200);
}

describe('the media cloud', () => {
  const browser = useBrowser();

  it('uploads with progress, files into a folder, finds by name, previews, and deletes saying where a file is used', async () => {
    const { token } = await apiToken(demoOwner);
    const session = (await (
      await fetch(`${baseUrl()}/api/auth/owner-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', version: '2' },
        body: JSON.stringify({ ...demoOwner, oneTime: false }),
      })
    ).json()) as { pages: { id: number }[] };
    const stamp = Date.now();
    const usedName = `used-${stamp}.png`;
    await replyTemplateWithPicture(token, session.pages[0]!.id, usedName);

    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard/cloud');
    await page.getByTestId('cloud-screen').waitFor();
    const usageBefore = await page.getByTestId('cloud-usage').textContent();

    // A folder, then an upload into it, slowed down so that its progress shows.
    await page.getByTestId('folder-create').click();
    await page.getByTestId('folder-name').fill(`Offers ${stamp}`);
    await dialogsSettled(page);
    await page.getByTestId('folder-save').click();
    await page.getByTestId('folder-rename').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const dressName = `dress-${stamp}.png`;
    await page.getByTestId('cloud-file-input').setInputFiles({
      name: dressName,
      mimeType: 'image/png',
      buffer: pngOf(3 * 1024 * 1024),
    });
    await page.getByTestId('cloud-upload-progress').waitFor();
    await page.getByTestId('cloud-upload-progress').waitFor({ state: 'detached', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const files = page.getByTestId('cloud-file');
    await expect.poll(() => files.allTextContents()).toEqual([expect.stringContaining(dressName)]);
    await expect.poll(() => page.getByTestId('cloud-usage').textContent()).not.toBe(usageBefore);

    // Search across every folder.
    await chooseOption(page, page.getByTestId('cloud-folder'));
    await page.getByTestId('cloud-search').locator('input').fill(`used-${stamp}`);
    await page.getByTestId('cloud-search').locator('input').press('Enter');
    await expect.poll(() => files.allTextContents()).toEqual([expect.stringContaining(usedName)]);

    // Preview, then delete: the dialog lists the reply template that uses it.
    await files.first().locator('.cloud-file-thumb').click();
    await page.getByTestId('cloud-preview').locator('img').waitFor();
    await dialogsSettled(page);
    await screenshot(page, 'cloud-preview-en-light');
    await page.keyboard.press('Escape');
    await page.getByTestId('cloud-preview').waitFor({ state: 'detached' });
    await files.first().getByTestId('cloud-delete').click();
    await page.getByTestId('cloud-uses').waitFor();
    expect(await page.getByTestId('cloud-uses').textContent()).toContain('Reply template: Eid offer template');
    await dialogsSettled(page);
    await screenshot(page, 'cloud-delete-used-by-en-light');
    await confirmDialog(page);
    await expect.poll(() => files.count()).toBe(0);

    // The profile menu shows the usage too.
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('profile-storage').waitFor();
    expect(await page.getByTestId('profile-storage').textContent()).toMatch(/MB of \d+ MB used/);
    await context.close();
  });

  it('shows the cloud in Arabic and English, light and dark, and on a phone', async () => {
    const { token } = await apiToken(demoOwner);
    await uploadToCloud(token, 'summer-collection.png', pngOf(4096, [230, 120, 40]));
    await uploadToCloud(token, 'price-list.pdf', uploadSamples.pdf);
    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await page.goto('/dashboard/cloud');
      await page.getByTestId('cloud-screen').waitFor();
      await page.getByTestId('cloud-file').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await screenshot(page, `cloud-${locale}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale }),
        width: 390,
        height: 844,
        phone: true,
      });
      await page.goto('/dashboard/cloud');
      await page.getByTestId('cloud-file').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `cloud-phone-${locale}`);
      await context.close();
    }
  });

  it('gives a reply template a picture chosen from the cloud, which the cloud then shows as used by it', async () => {
    const { token } = await apiToken(demoOwner);
    const name = `picker-${Date.now()}.png`;
    await uploadToCloud(token, name, pngOf(4096, [60, 170, 90]));
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard/fb/replies/add-template');
    await page.getByTestId('template-name').fill('Picture from the cloud');
    await page.getByTestId('message-type').getByText('Image', { exact: true }).click();
    await page.getByTestId('cloud-picker').click();
    await page.getByTestId('cloud-picker-files').waitFor();
    await dialogsSettled(page);
    await screenshot(page, 'cloud-picker-en-light');
    await page.getByTestId('cloud-picker-file').filter({ hasText: name }).click();
    const address = page.getByLabel('Attachment link');
    await expect.poll(() => address.inputValue()).toContain(name);
    await page.getByTestId('template-save').click();
    await page.getByTestId('template-row').filter({ hasText: 'Picture from the cloud' }).first().waitFor();

    const found = await fetch(`${baseUrl()}/api/cloud/files?search=${name}`, {
      headers: { authorization: `Bearer ${token}`, version: '2' },
    });
    const { files } = (await found.json()) as { files: { id: number }[] };
    const uses = await fetch(`${baseUrl()}/api/cloud/files/${files[0]!.id}/uses`, {
      headers: { authorization: `Bearer ${token}`, version: '2' },
    });
    expect(((await uses.json()) as { uses: { kind: string; label: string }[] }).uses).toEqual([
      expect.objectContaining({ kind: 'reply_template', label: 'Picture from the cloud' }),
    ]);
    await context.close();
  });
});
