import type { SessionResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  callApi,
  chooseOption,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';

async function ownerSession() {
  const { body } = await apiLogin<SessionResponse>(demoOwner);
  const fashion = body.pages.find((page) => page.domain !== null)!;
  const bare = body.pages.find((page) => page.domain === null)!;
  return { token: body.access_token, fashion, bare };
}
const storageFor = (token: string, pageId: number, locale: string, theme: string, width = 1366) => ({
  storage: rememberedTokenStorage(token, { locale, darkMode: String(theme === 'dark'), page: String(pageId) }),
  width,
  height: 1000,
});

describe('order forms and the web-view domain (/dashboard/webview/templates)', () => {
  const browser = useBrowser();

  it('offers the domain card on the no-domain screen in Arabic and English, light and dark', async () => {
    const { token, bare } = await ownerSession();
    for (const { locale, theme } of looks) {
      const { context, page } = await openPage(browser(), storageFor(token, bare.id, locale, theme));
      await page.goto('/dashboard/webview/templates');
      await page.waitForURL((url) => url.pathname === '/unauthorized');
      await page.getByTestId('web-view-domain-state').waitFor();
      await networkQuiet(page);
      await screenshot(page, `webview-no-domain-${locale}-${theme}`);
      await context.close();
    }
  });

  it('sets a page domain from the no-domain screen, whitelisted on Meta, then opens the order forms', async () => {
    const { token, bare } = await ownerSession();
    const { context, page } = await openPage(browser(), storageFor(token, bare.id, 'en', 'light'));
    try {
      await page.goto('/dashboard/webview/templates');
      await page.waitForURL((url) => url.pathname === '/unauthorized');
      await page.getByTestId('web-view-domain-input').waitFor();
      await page.getByTestId('web-view-domain-input').fill('https://shop.example.com/path');
      await page.getByTestId('web-view-domain-save').click();
      await page.locator('#web-view-domain-error').waitFor();
      await page.getByTestId('web-view-domain-input').fill('https://e2e-shop.example.com');
      await page.getByTestId('web-view-domain-save').click();
      await page.locator('[data-testid="web-view-domain-state"][data-state="whitelisted"]').waitFor();
      const onMeta = (await simulator.state()).pages[bare.page_id] as unknown as {
        messengerProfile: { messenger: { whitelisted_domains?: string[] } };
      };
      expect(onMeta.messengerProfile.messenger.whitelisted_domains).toContain('https://e2e-shop.example.com');
      await page.getByTestId('no-domain-open-forms').click();
      await page.getByTestId('order-forms').waitFor();
      await page.locator('[data-testid="web-view-domain-state"][data-state="whitelisted"]').waitFor();
      await networkQuiet(page);
      await screenshot(page, 'webview-domain-whitelisted-en-light');
    } finally {
      // The other files of this worker expect the page as the demo made it.
      await callApi(`/api/pages/${bare.id}/web-view-domain`, token, { method: 'POST', body: { domain: null } });
      await context.close();
    }
  });

  it('builds a form: fields added, reordered, a select with dash options, a repeated id refused on its field', async () => {
    const { token, fashion } = await ownerSession();
    const { context, page } = await openPage(browser(), storageFor(token, fashion.id, 'en', 'light'));
    await page.goto('/dashboard/webview/templates/template');
    await page.getByTestId('order-form').waitFor();
    await page.getByTestId('order-form-name').fill('E2E order');
    // The default form has four fields; a fifth, a select of sizes.
    await page.getByTestId('order-form-add-field').click();
    await page.getByTestId('order-field-4-title').fill('Size');
    await page.getByTestId('order-field-4-name').fill('phone');
    await chooseOption(page, page.getByTestId('order-field-4-type'), 'Choice list');
    await page.locator('#order-field-4-options').fill('S - M - L');
    await page.locator('#order-field-4-options').press('Enter');
    await page.getByTestId('order-field-4-up').click();
    // Now third of five... moved once: index 3.
    expect(await page.getByTestId('order-field-3-title').inputValue()).toBe('Size');
    const preview = page.getByTestId('order-form-preview');
    expect(await preview.innerText()).toContain('Size');
    await page.getByTestId('order-form-save').click();
    await page.locator('#order-field-3-name-error').waitFor();
    expect(await page.locator('#order-field-3-name-error').innerText()).toBe(
      'The field identifier cannot be repeated twice',
    );
    await page.locator('#order-field-3-name').scrollIntoViewIfNeeded();
    await screenshot(page, 'webview-order-form-errors-en-light');
    await page.getByTestId('order-field-3-name').fill('2size');
    await page.getByTestId('order-form-save').click();
    await page.locator('#order-field-3-name-error').filter({ hasText: 'must start with a letter' }).waitFor();
    await page.getByTestId('order-field-3-name').fill('size');
    await page.getByTestId('order-form-save').click();
    await page.getByTestId('order-forms').waitFor();
    await page.getByText('E2E order').waitFor();
    const forms = await callApi<{ templates: { name: string; fields: { name: string; options: string[] }[] }[] }>(
      `/api/webview/templates/list/${fashion.id}`,
      token,
    );
    const saved = forms.templates.find((form) => form.name === 'E2E order')!;
    expect(saved.fields.map((field) => field.name)).toEqual(['name', 'phone', 'address', 'size', 'notes']);
    expect(saved.fields[3]!.options).toEqual(['S', 'M', 'L']);
    await context.close();
  });

  it('shows the list and the builder in Arabic and English, light and dark, and on a phone', async () => {
    const { token, fashion } = await ownerSession();
    const forms = await callApi<{ templates: { id: number; name: string }[] }>(
      `/api/webview/templates/list/${fashion.id}`,
      token,
    );
    const demoForm = forms.templates.find((form) => form.name === 'طلب فستان')!;
    for (const { locale, theme } of looks) {
      const { context, page } = await openPage(browser(), storageFor(token, fashion.id, locale, theme));
      await page.goto('/dashboard/webview/templates');
      await page.getByTestId('order-forms-table').waitFor();
      await page.getByTestId('web-view-domain-state').waitFor();
      await networkQuiet(page);
      await screenshot(page, `webview-order-forms-${locale}-${theme}`);
      await page.goto(`/dashboard/webview/templates/template/${demoForm.id}`);
      await page.getByTestId('order-form-preview').waitFor();
      await networkQuiet(page);
      await screenshot(page, `webview-order-form-builder-${locale}-${theme}`);
      await context.close();
    }
    const { context, page } = await openPage(browser(), storageFor(token, fashion.id, 'ar', 'light', 390));
    await page.goto(`/dashboard/webview/templates/template/${demoForm.id}`);
    await page.getByTestId('order-form-preview').waitFor();
    await networkQuiet(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(page, 'webview-order-form-builder-ar-phone');
    await context.close();
  });
});
