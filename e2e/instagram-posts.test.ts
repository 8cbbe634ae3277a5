import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';
import { drawJpeg } from './support/jpeg.ts';
import { demoInstagramUserId, demoPublisher, eventually, uploadJpeg } from './support/publishing.ts';

const commentEnabledOnMeta = async (id: string) => (await simulator.state()).igMedia[id]?.commentEnabled;

const cardOf = (page: Page, id: string) => page.locator(`[data-testid="instagram-post"][data-post-id="${id}"]`);

describe('Instagram posts screen', () => {
  const browser = useBrowser();

  it('an owner turns comments off and on again in Arabic, and sees Meta refusing', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/instagram/posts');
    await page.getByTestId('instagram-posts').waitFor();
    const caption = 'وصلت تشكيلة الشتاء 🧥 اكتبوا "سعر" في التعليقات ونرسل لكم التفاصيل';
    const older = await uploadJpeg(publisher.token, await drawJpeg(page, ['#f7971e', '#ffd200']));
    await simulator.createPost({ ig_user_id: igUserId, message: 'عرض نهاية الأسبوع', media_url: older.url });
    const media = await uploadJpeg(publisher.token, await drawJpeg(page, ['#8e2de2', '#4a00e0']));
    const { id: mediaId } = await simulator.createPost({
      ig_user_id: igUserId,
      message: caption,
      media_url: media.url,
    });
    await page.reload();

    const card = cardOf(page, mediaId);
    await card.waitFor();
    expect(await page.locator('.ant-card-head-title').first().innerText()).toBe('منشورات إنستغرام');
    expect(await card.innerText()).toContain('وصلت تشكيلة الشتاء');
    // In demo mode the media's permalink is the simulator's own page of it (the post is not on Instagram).
    expect(await card.getByTestId('instagram-link').getAttribute('href')).toMatch(new RegExp(`/view/${mediaId}$`));
    const control = card.getByTestId('comments-control');
    expect(await control.getAttribute('data-enabled')).toBe('true');
    expect(await control.innerText()).toContain('مفعّلة');

    await card.getByTestId('comments-switch').click();
    await card.locator('[data-testid="comments-control"][data-enabled="false"]').waitFor();
    await page.getByText('أُوقفت التعليقات على المنشور.').waitFor();
    expect(
      await eventually(
        () => commentEnabledOnMeta(mediaId),
        (enabled) => enabled === false,
      ),
    ).toBe(false);
    expect(await control.innerText()).toContain('متوقفة');
    await networkQuiet(page);
    await screenshot(page, 'instagram-posts-comments-off-ar');

    // Meta refuses: the switch goes back and Meta's words are shown.
    await simulator.setFaults({
      error: { code: 100, http_status: 400, message: '(#100) Comments cannot be changed on this media' },
      paths: [`/${mediaId}`],
      methods: ['POST'],
    });
    try {
      await card.getByTestId('comments-switch').click();
      const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Comments cannot be changed' });
      await notice.waitFor();
      expect(await notice.innerText()).toContain('لم تتغير التعليقات على المنشور');
      await card.locator('[data-testid="comments-control"][data-enabled="false"]').waitFor();
      await screenshot(page, 'instagram-posts-meta-refused-ar');
    } finally {
      await simulator.setFaults({});
    }
    expect(await commentEnabledOnMeta(mediaId)).toBe(false);

    await card.getByTestId('comments-switch').click();
    await card.locator('[data-testid="comments-control"][data-enabled="true"]').waitFor();
    expect(
      await eventually(
        () => commentEnabledOnMeta(mediaId),
        (enabled) => enabled === true,
      ),
    ).toBe(true);
    await context.close();
  });

  it('looks right in Arabic and English, light and dark, desktop and mobile', async () => {
    const publisher = await demoPublisher();
    for (const { locale, dark } of looks) {
      for (const width of [1366, 390]) {
        const { context, page } = await openPage(browser(), {
          width,
          height: width < 600 ? 844 : 1000,
          storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
        });
        await page.goto('/dashboard/instagram/posts');
        await page.getByTestId('instagram-post-list').waitFor();
        await networkQuiet(page);
        const name = `instagram-posts-${locale}-${dark ? 'dark' : 'light'}-${width < 600 ? 'mobile' : 'desktop'}`;
        await screenshot(page, name);
        if (width > 600 && !dark) {
          await page.getByText(locale === 'ar' ? 'قائمة' : 'List', { exact: true }).click();
          await page.locator('.post-grid-list').waitFor();
          await screenshot(page, `instagram-posts-list-${locale}`);
        }
        await context.close();
      }
    }
  });
});
