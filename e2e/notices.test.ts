import { describe, expect, it } from 'vitest';
import {
  apiToken,
  baseUrl,
  callApi,
  chooseOption,
  demoAdmin,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  lookedAt,
} from './support/browser.ts';

const variants = lookedAt([
  { locale: 'ar', dark: false },
  { locale: 'ar', dark: true },
  { locale: 'en', dark: false },
  { locale: 'en', dark: true },
] as const);

/** The bell's unread count as shown (a function run in the page: it names nothing outside itself). */
const bellCount = () =>
  Number(document.querySelector('[data-testid="notifications-bell"] .ant-badge-count')?.getAttribute('title') ?? 0);
const bellShows = (count: number) =>
  Number(document.querySelector('[data-testid="notifications-bell"] .ant-badge-count')?.getAttribute('title') ?? 0) ===
  count;

describe("notifications, administrators' notices and the installable app", () => {
  const browser = useBrowser();

  it('serves a valid web app manifest with its icons, and a service worker that is never cached stale', async () => {
    const index = await fetch(`${baseUrl()}/dashboard`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      dir: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.name).toMatch(/[\u0600-\u06FF]/);
    for (const size of ['192x192', '512x512'])
      for (const purpose of ['any', 'maskable'])
        expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === purpose)).toBe(true);
    for (const icon of manifest.icons) {
      const image = await fetch(`${baseUrl()}${icon.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await image.arrayBuffer());
      const view = new DataView(bytes.buffer);
      // A PNG's IHDR holds its width and height at bytes 16 and 20.
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
    }
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const source = await worker.text();
    expect(source).toContain("addEventListener('push'");
    expect(source).not.toContain("addEventListener('fetch'");

    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/dashboard/user/notifications');
    await page.getByTestId('push-settings').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    await context.close();
  });

  it('shows an administrator’s notice to the owner live, and filters it by kind', async () => {
    const owner = await apiToken(demoOwner);
    const admin = await apiToken(demoAdmin);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(owner.token) });
    await page.goto('/dashboard/user/notifications');
    await page.getByTestId('push-settings').waitFor();
    await networkQuiet(page);
    const before = await page.evaluate(bellCount);

    await callApi('/api/admin/notifications', admin.token, {
      method: 'POST',
      body: {
        audience: 'owner',
        user_id: owner.userId,
        title_ar: 'تحديث جديد في اللوحة',
        text_ar: 'أضفنا إشعارات الهاتف: فعّلها من هذه الصفحة.',
        title_en: 'Something new in the dashboard',
        text_en: 'Phone notifications are here: turn them on from this page.',
      },
    });
    await page.getByText('تحديث جديد في اللوحة').first().waitFor();
    await page.waitForFunction(bellShows, before + 1);

    await chooseOption(page, page.getByTestId('notification-kind-filter'), 'من الإدارة');
    // The filtered list replaces the shown one when its answer arrives: judged once it has.
    await expect
      .poll(async () => {
        const kinds = await page.getByTestId('notification-kind').allTextContents();
        return kinds.length > 0 && kinds.every((kind) => kind === 'من الإدارة');
      })
      .toBe(true);
    // The unread list's first answer leaves the server before "mark all read" lands and reaches the page after it,
    // as on a slow day: the list must ask again rather than keep that answer.
    const markedAllRead = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/notifications/mark-all-read'),
    );
    await page.route(
      (url) => url.pathname === '/api/user/notifications' && url.searchParams.get('unread') === '1',
      async (route) => {
        const answeredBeforeTheChange = await route.fetch();
        await markedAllRead;
        // The page may have given up this request by now (asked again), and then has nothing to receive.
        await route.fulfill({ response: answeredBeforeTheChange }).catch(() => undefined);
      },
      { times: 1 },
    );
    await page.getByTestId('notification-unread-filter').getByText('غير المقروءة').click();
    await page.getByTestId('mark-all-read').click();
    expect((await markedAllRead).ok()).toBe(true);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="notification-row"]').length === 0);
    await context.close();
  });

  it('lets an administrator send a notice to one owner from the Administration menu', async () => {
    const admin = await apiToken(demoAdmin);
    const owner = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(admin.token, { locale: 'en', managementView: 'true' }),
    });
    await page.goto('/admin/home');
    await page.getByTestId('side-menu').getByText('Notifications', { exact: true }).click();
    await page.getByTestId('notice-form').waitFor();
    await page.getByTestId('notice-send').click();
    await page.locator('.form-field-error').first().waitFor();
    expect(await page.locator('.form-field-error').count()).toBe(4);

    await page.getByTestId('notice-audience').getByText('One owner').click();
    await page.locator('#notice-owner').click();
    await page.locator('#notice-owner').fill('demo');
    await page.locator('.ant-select-item-option').filter({ hasText: '@demo)' }).first().click();
    await page.fill('#notice-title_ar', 'موعد صيانة');
    await page.fill('#notice-text_ar', 'تتوقف اللوحة نصف ساعة ليلة الجمعة.');
    await page.fill('#notice-title_en', 'Maintenance window');
    await page.fill('#notice-text_en', 'The dashboard stops for half an hour on Friday night.');
    await page.getByTestId('notice-send').click();
    await page.getByText('Sent to 1 owner').waitFor();
    const list = await callApi<{ notifications: { title: string }[] }>(
      '/api/user/notifications?category=admin',
      owner.token,
      { headers: { locale: 'en' } },
    );
    expect(list.notifications[0]!.title).toBe('Maintenance window');
    await context.close();
  });

  for (const { locale, dark } of variants) {
    const theme = dark ? 'dark' : 'light';
    it(`screenshots: notifications and the admin notice form, ${locale} ${theme}`, async () => {
      const owner = await apiToken(demoOwner);
      const storage = { locale, darkMode: String(dark) };
      const ownerPage = await openPage(browser(), { storage: rememberedTokenStorage(owner.token, storage) });
      await ownerPage.page.goto('/dashboard/user/notifications');
      await ownerPage.page.getByTestId('notification-row').first().waitFor();
      await ownerPage.page.getByTestId('push-settings').waitFor();
      await networkQuiet(ownerPage.page);
      await screenshot(ownerPage.page, `notifications-${locale}-${theme}`);
      await ownerPage.context.close();

      const admin = await apiToken(demoAdmin);
      const adminPage = await openPage(browser(), {
        storage: rememberedTokenStorage(admin.token, { ...storage, managementView: 'true' }),
      });
      await adminPage.page.goto('/admin/notifications');
      await adminPage.page.getByTestId('notice-form').waitFor();
      await networkQuiet(adminPage.page);
      await screenshot(adminPage.page, `admin-notices-${locale}-${theme}`);
      await adminPage.context.close();
    });
  }

  it('screenshots on a phone (390 px): notifications and the admin notice form, Arabic', async () => {
    const owner = await apiToken(demoOwner);
    const phone = { width: 390, height: 844, phone: true };
    const ownerPage = await openPage(browser(), { ...phone, storage: rememberedTokenStorage(owner.token) });
    await ownerPage.page.goto('/dashboard/user/notifications');
    await ownerPage.page.getByTestId('notification-row').first().waitFor();
    await networkQuiet(ownerPage.page);
    await screenshot(ownerPage.page, 'notifications-ar-phone');
    await ownerPage.page.getByTestId('push-settings').scrollIntoViewIfNeeded();
    await screenshot(ownerPage.page, 'notifications-push-ar-phone');
    await ownerPage.context.close();

    const admin = await apiToken(demoAdmin);
    const adminPage = await openPage(browser(), {
      ...phone,
      storage: rememberedTokenStorage(admin.token, { managementView: 'true' }),
    });
    await adminPage.page.goto('/admin/notifications');
    await adminPage.page.getByTestId('notice-form').waitFor();
    await networkQuiet(adminPage.page);
    await screenshot(adminPage.page, 'admin-notices-ar-phone');
    await adminPage.context.close();
  });
});
