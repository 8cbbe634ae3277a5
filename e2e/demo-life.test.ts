import { describe, expect, it } from 'vitest';
import {
  apiToken,
  chooseLanguage,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  lookedAt,
} from './support/browser.ts';

const variants = lookedAt([
  { locale: 'ar', dark: false, welcome: 'مرحبًا بك في الديمو' },
  { locale: 'ar', dark: true, welcome: 'مرحبًا بك في الديمو' },
  { locale: 'en', dark: false, welcome: 'Welcome to the demo' },
  { locale: 'en', dark: true, welcome: 'Welcome to the demo' },
] as const);

describe('the demo, seeded with a life', () => {
  const browser = useBrowser();

  for (const { locale, dark, welcome } of variants) {
    const theme = dark ? 'dark' : 'light';
    it(`words the seeded notifications in the reader's language (${locale} ${theme})`, async () => {
      const { token } = await apiToken(demoOwner);
      const { context, page } = await openPage(browser(), {
        storage: rememberedTokenStorage(token, { locale, darkMode: String(dark) }),
      });
      await page.goto('/dashboard/user/notifications');
      await page.getByTestId('notification-row').filter({ hasText: welcome }).waitFor();
      await networkQuiet(page);
      await screenshot(page, `demo-notifications-${locale}-${theme}`);
      await context.close();
    });
  }

  it('words the notifications again in the language the reader switches to', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'ar' }) });
    await page.goto('/dashboard/user/notifications');
    const rows = page.getByTestId('notification-row');
    await rows.filter({ hasText: 'مرحبًا بك في الديمو' }).waitFor();
    await chooseLanguage(page, 'en');
    await rows.filter({ hasText: 'Welcome to the demo' }).waitFor();
    expect(await rows.filter({ hasText: 'مرحبًا بك في الديمو' }).count()).toBe(0);
    await context.close();
  });

  it("opens a post on the simulator's view, with the comments the campaign answered", async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'ar' }) });
    await page.goto('/dashboard/fb/posts');
    const card = page.getByTestId('post-card').filter({ hasText: 'فساتين السهرة الجديدة' });
    const href = await card.getByTestId('open-post').getAttribute('href');
    expect(href).toContain('/_meta/view/');
    await page.goto(href!);
    await page.getByText('سارة الأحمد').waitFor();
    // The page's public reply under the comment: the campaign answered it through the webhooks.
    await page.getByText('أرسلنا لك السعر والتفاصيل على الخاص 🌷').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'demo-post-view-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'demo-post-view-dark');
    await context.close();
  });

  it('shows the conversations the bot answered in the inbox', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'ar' }) });
    await page.goto('/dashboard/bot/fb/chat');
    await page.getByText('هبة سليمان').first().waitFor();
    await page.getByText('Omar Haddad').first().waitFor();
    await networkQuiet(page);
    await screenshot(page, 'demo-inbox-ar-light');
    await context.close();
  });
});
