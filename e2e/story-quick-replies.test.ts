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
import { callApi, demoInstagramUserId, demoPublisher } from './support/publishing.ts';

const mentionPath = '/dashboard/instagram/quick-reply/story-mention';
const replyPath = '/dashboard/instagram/quick-reply/story-reply';

describe('Instagram story quick replies', () => {
  const browser = useBrowser();

  it('an owner saves the story mention quick reply in Arabic, reads it back, and sees a mention answered', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    // The demo is seeded with this answer on: the test starts from it off.
    await callApi(
      publisher.token,
      'POST',
      '/api/instagram/quick-reply/story-mention',
      { enabled: false, text: '' },
      { 'insta-id': String(publisher.instagramId) },
    );
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar' }),
    });
    try {
      await page.goto(mentionPath);
      await page.getByTestId('story-mention-quick-reply').waitFor();
      expect(await page.locator('.screen-title').innerText()).toBe('الرد السريع على الإشارة في القصص');

      // Turned on without a message: the form says what is missing and nothing is saved.
      await page.getByTestId('story-quick-reply-enabled').click();
      await page.getByTestId('story-quick-reply-save').click();
      await page.getByText('اكتب نص الرسالة قبل تفعيل الرد السريع.').waitFor();

      const text = 'شكرًا لأنك أشرت إلينا في قصتك 🌷 اكتب لنا هنا وسنرد عليك';
      await page.getByTestId('story-quick-reply-text').fill(text);
      await page.getByTestId('story-quick-reply-save').click();
      await page.getByText('تم حفظ الرد السريع.').waitFor();

      await page.reload();
      await page.getByTestId('story-quick-reply-text').waitFor();
      expect(await page.getByTestId('story-quick-reply-text').inputValue()).toBe(text);
      expect(await page.getByTestId('story-quick-reply-enabled').getAttribute('aria-checked')).toBe('true');

      await simulator.sendMessage({
        ig_user_id: igUserId,
        from: { id: '17841000990', name: 'سلمى' },
        story_mention: true,
      });
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('story-mention-quick-reply').waitFor();
            await networkQuiet(page);
            const tags = page.getByTestId('story-quick-reply-status');
            return (await tags.count()) > 0 ? await tags.first().innerText() : '';
          },
          { timeout: 30_000 },
        )
        .toBe('أُرسل');
      await screenshot(page, 'story-mention-quick-reply-answered-ar');
    } finally {
      // The shared server's other browser tests send story mentions of their own: they must not be answered.
      await callApi(
        publisher.token,
        'POST',
        '/api/instagram/quick-reply/story-mention',
        { enabled: false, text: '' },
        { 'insta-id': String(publisher.instagramId) },
      );
      await context.close();
    }
  });

  it('looks right in Arabic and English, light and dark', async () => {
    const publisher = await demoPublisher();
    const saved = await callApi(
      publisher.token,
      'POST',
      '/api/instagram/quick-reply/story-reply',
      { enabled: false, text: 'السعر في الخاص 💬', keywords: ['سعر', 'price'], once_per_story: true },
      { 'insta-id': String(publisher.instagramId) },
    );
    expect(saved.status).toBe(200);
    for (const { locale, dark } of looks) {
      for (const [path, name] of [
        [mentionPath, 'story-mention'],
        [replyPath, 'story-reply'],
      ] as const) {
        const { context, page } = await openPage(browser(), {
          height: 1000,
          storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
        });
        await page.goto(path);
        await page.getByTestId('story-quick-reply-save').waitFor();
        await networkQuiet(page);
        await screenshot(page, `${name}-quick-reply-${locale}-${dark ? 'dark' : 'light'}`);
        await context.close();
      }
    }
  });
});
