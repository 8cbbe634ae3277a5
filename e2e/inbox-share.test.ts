import { describe, expect, it } from 'vitest';
import { openPage, rememberedTokenStorage, screenshot, simulator, useBrowser } from './support/browser.ts';
import { demoInstagramUserId, demoPublisher } from './support/publishing.ts';

const caption = [
  'عباية كتان بلون الرمل ✨',
  'المقاسات: S و M و L و XL',
  'القماش: كتان طبيعي 100٪، خفيف ومناسب للصيف',
  'التوصيل خلال 3 أيام إلى كل المدن',
  'اطلبيها الآن برسالة خاصة',
].join('\n');

describe('a post or reel a customer shares in Instagram Direct (/dashboard/instagram/chat)', () => {
  const browser = useBrowser();

  it('shows the share as a card (picture, caption, link to the post) and says so in the list', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const code = String(Date.now()).slice(-6);
    const post = (await simulator.createPost({ ig_user_id: igUserId, message: caption })).id;
    const reel = (await simulator.createPost({ ig_user_id: igUserId, message: 'طريقة اللبس', reel: true })).id;
    const asker = { id: `17841${code}1`, name: `ريم ${code}` };
    const reelSharer = { id: `17841${code}2`, name: `Dana ${code}` };
    for (const person of [asker, reelSharer]) await simulator.setPerson({ ig_user_id: igUserId, ...person });
    await simulator.sendMessage({ ig_user_id: igUserId, from: asker, text: 'بكم هذه؟' });
    await simulator.sendMessage({ ig_user_id: igUserId, from: asker, share_media_id: post });
    await simulator.sendMessage({ ig_user_id: igUserId, from: reelSharer, share_media_id: reel });

    const looks = [
      { locale: 'ar', dark: false, shared: 'شارك منشورًا', reel: 'شارك مقطع ريلز', open: 'فتح المنشور' },
      { locale: 'en', dark: false, shared: 'Shared a post', reel: 'Shared a reel', open: 'Open post' },
      { locale: 'ar', dark: true, shared: 'شارك منشورًا', reel: 'شارك مقطع ريلز', open: 'فتح المنشور' },
    ] as const;
    for (const look of looks) {
      const { context, page } = await openPage(browser(), {
        height: 900,
        storage: rememberedTokenStorage(publisher.token, {
          locale: look.locale,
          ...(look.dark ? { darkMode: 'true' } : {}),
        }),
      });
      try {
        await page.goto('/dashboard/instagram/chat');
        const askerItem = page.getByTestId('conversation-item').filter({ hasText: asker.name });
        await askerItem.waitFor({ timeout: 20_000 });
        expect(await askerItem.innerText()).toContain(look.shared);
        const reelItem = page.getByTestId('conversation-item').filter({ hasText: reelSharer.name });
        expect(await reelItem.innerText()).toContain(look.reel);

        await askerItem.click();
        const shared = page
          .getByTestId('thread')
          .getByTestId('message')
          .filter({ has: page.getByTestId('message-share') });
        const card = shared.getByTestId('message-share');
        await card.waitFor({ timeout: 20_000 });
        expect(await card.getAttribute('data-media-id')).toBe(post);
        expect(await shared.getByTestId('message-kind').innerText()).toBe(look.shared);
        expect(await card.locator('img.inbox-share-picture').getAttribute('src')).toMatch(/^https?:/);

        // The permalink is read from Meta after the message is stored: the card gains its link then.
        const link = card.getByTestId('share-link');
        await link.waitFor({ timeout: 20_000 });
        expect(await link.innerText()).toContain(look.open);
        expect(await link.getAttribute('href')).toContain(post);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noreferrer');

        // A long caption is cut to a few lines, the rest one click away.
        const captionText = card.getByTestId('share-caption');
        expect(await captionText.getAttribute('dir')).toBe('auto');
        const cutHeight = (await captionText.boundingBox())!.height;
        await screenshot(page, `inbox-share-${look.locale}${look.dark ? '-dark' : ''}`);
        await captionText.locator('.ant-typography-expand').click();
        await page.waitForFunction(
          (last) => document.querySelector('[data-testid="share-caption"]')?.textContent?.includes(last),
          'اطلبيها الآن',
        );
        expect((await captionText.boundingBox())!.height).toBeGreaterThan(cutHeight);
      } finally {
        await context.close();
      }
    }
  });
});
