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
import { callApi, demoInstagramUserId, demoPublisher, uploadJpeg } from './support/publishing.ts';

const storiesPath = '/dashboard/instagram/instagram-stories';

/** A 9:16 JPEG drawn by the browser itself, for a story Meta would show. */
async function drawStory(page: Page, colors: [string, string]): Promise<Buffer> {
  const dataUrl = await page.evaluate((stops: [string, string]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 540;
    canvas.height = 960;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 540, 960);
    gradient.addColorStop(0, stops[0]);
    gradient.addColorStop(1, stops[1]);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 540, 960);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, colors);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The trail's first status, read afresh (the webhook and the answer take a moment: callers poll it). */
async function firstStatus(page: Page) {
  await page.reload();
  await page.getByTestId('story-campaign').waitFor();
  await networkQuiet(page);
  const tags = page.getByTestId('story-quick-reply-status');
  return (await tags.count()) > 0 ? await tags.first().innerText() : '';
}

describe('Instagram story reply campaigns', () => {
  const browser = useBrowser();

  it('an owner sets up a campaign on a story in Arabic, sees a reply answered once, and the counts on the stories', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar', accountType: 'instagram' }),
    });
    try {
      await page.goto(storiesPath);
      await page.getByTestId('instagram-stories').waitFor();
      const media = await uploadJpeg(publisher.token, await drawStory(page, ['#ff512f', '#dd2476']), 'story.jpg');
      const { id: storyId } = await simulator.createPost({
        ig_user_id: igUserId,
        message: 'تخفيضات نهاية الأسبوع 🔥',
        story: true,
        media_url: media.url,
      });
      await page.reload();
      const tile = page.locator(`[data-testid="media-tile"][data-media-id="${storyId}"]`);
      await tile.waitFor();
      expect(await page.locator('.screen-title').innerText()).toBe('القصص والردود عليها');
      expect(await tile.getByTestId('story-replies-received').innerText()).toBe('0');

      await tile.getByTestId('story-campaign-link').click();
      await page.getByTestId('story-campaign-form').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/dashboard/instagram/stories-reply/${storyId}/edit`);
      // On by default, and refused without a message.
      await page.getByTestId('story-quick-reply-save').click();
      await page.getByText('اكتب نص الرسالة قبل تفعيل الحملة.').waitFor();

      const text = 'السعر 150 ألف ليرة، والتوصيل مجاني 🚚';
      await page.getByTestId('story-quick-reply-text').fill(text);
      const keywords = page.getByTestId('story-quick-reply-keywords').locator('input');
      await keywords.fill('سعر');
      await keywords.press('Enter');
      await page.getByTestId('story-quick-reply-save').click();
      await page.getByTestId('story-campaign-details').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/dashboard/instagram/stories-reply/${storyId}`);
      expect(await page.getByTestId('story-campaign-status').innerText()).toBe('مفعّلة');
      expect(await page.getByTestId('story-campaign-text').innerText()).toBe(text);

      await simulator.sendMessage({
        ig_user_id: igUserId,
        from: { id: '17841000995', name: 'ليلى' },
        text: 'جميلة جدًا',
        reply_to_story_id: storyId,
      });
      await expect.poll(() => firstStatus(page), { timeout: 30_000 }).toBe('لم يُرد عليه');
      await page.getByText('لا يحتوي الرد أيًّا من الكلمات المفتاحية.').waitFor();

      await simulator.sendMessage({
        ig_user_id: igUserId,
        from: { id: '17841000996', name: 'سامر' },
        text: 'كم السّعر؟',
        reply_to_story_id: storyId,
      });
      await expect.poll(() => firstStatus(page), { timeout: 30_000 }).toBe('أُرسل');
      await screenshot(page, 'story-reply-campaign-answered-ar');

      await page.goto(storiesPath);
      await tile.waitFor();
      expect(await tile.getByTestId('story-replies-received').innerText()).toBe('2');
      expect(await tile.getByTestId('story-replies-answered').innerText()).toBe('1');
      expect(await tile.getByTestId('story-campaign-state').innerText()).toBe('الحملة مفعّلة');
    } finally {
      await context.close();
    }
  });

  it('looks right in Arabic and English, light and dark', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const drawing = await openPage(browser());
    await drawing.page.goto('/');
    const media = await uploadJpeg(publisher.token, await drawStory(drawing.page, ['#00b09b', '#96c93d']), 'story.jpg');
    await drawing.context.close();
    const { id: storyId } = await simulator.createPost({
      ig_user_id: igUserId,
      message: 'New arrivals / وصل حديثًا',
      story: true,
      media_url: media.url,
    });
    const saved = await callApi(
      publisher.token,
      'POST',
      `/api/instagram/story-reply/add/${storyId}`,
      { enabled: true, text: 'أهلًا بك 🌿 وصلنا ردّك، سنرسل لك التفاصيل هنا', keywords: ['سعر', 'price'] },
      { 'insta-id': String(publisher.instagramId) },
    );
    expect(saved.status).toBe(200);
    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(publisher.token, {
          locale,
          darkMode: String(dark),
          accountType: 'instagram',
        }),
      });
      const suffix = `${locale}-${dark ? 'dark' : 'light'}`;
      await page.goto(storiesPath);
      await page.locator(`[data-testid="media-tile"][data-media-id="${storyId}"]`).waitFor();
      await networkQuiet(page);
      await screenshot(page, `instagram-stories-replies-${suffix}`);
      await page.goto(`/dashboard/instagram/stories-reply/${storyId}`);
      await page.getByTestId('story-campaign-details').waitFor();
      await networkQuiet(page);
      await screenshot(page, `story-reply-campaign-${suffix}`);
      await page.goto(`/dashboard/instagram/stories-reply/${storyId}/edit`);
      await page.getByTestId('story-quick-reply-save').waitFor();
      await networkQuiet(page);
      await screenshot(page, `story-reply-campaign-form-${suffix}`);
      await context.close();
    }
    // Twelve pages, each loaded and drawn: longer than one test's default on a busy machine.
  }, 180_000);
});
