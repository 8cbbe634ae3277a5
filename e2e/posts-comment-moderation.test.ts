import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, rememberedTokenStorage, screenshot, simulator, useBrowser, looks } from './support/browser.ts';
import { demoInstagramUserId, demoPublisher, eventually } from './support/publishing.ts';
import { axeProblems, installAxe, settled } from './support/screen-checks.ts';

const hiddenOnMeta = async (commentId: string) => (await simulator.state()).comments[commentId]?.hidden;

/** Opens the Comments drawer of one post card and answers the row of one commenter in it. */
async function openComments(page: Page, card: string, postId: string, commenter: string) {
  await page.locator(`[data-testid="${card}"][data-post-id="${postId}"]`).getByTestId('post-comments').click();
  const drawer = page.getByTestId('post-comments-drawer');
  const row = drawer.getByTestId('post-comment-row').filter({ hasText: commenter });
  await row.waitFor();
  return { drawer, row };
}

/** Hides the row's comment and shows it again, checking the screen and Meta each time; a picture while hidden. */
async function hideAndUnhide(page: Page, row: ReturnType<Page['locator']>, commentId: string, picture: string) {
  await row.getByTestId('trail-hide').click();
  await row.getByTestId('trail-hidden').waitFor();
  expect(
    await eventually(
      () => hiddenOnMeta(commentId),
      (hidden) => hidden === true,
    ),
  ).toBe(true);
  // The "hidden" message fades first: it would cover the drawer's title in the picture.
  await page.locator('.ant-message-notice').waitFor({ state: 'detached', timeout: 10_000 });
  await settled(page);
  await screenshot(page, picture);
  await row.getByTestId('trail-unhide').click();
  await row.getByTestId('trail-hide').waitFor();
  expect(await row.getByTestId('trail-hidden').count()).toBe(0);
  expect(
    await eventually(
      () => hiddenOnMeta(commentId),
      (hidden) => hidden === false,
    ),
  ).toBe(false);
}

describe('hiding comments from the posts screens', () => {
  const browser = useBrowser();

  it('the owner hides and shows a comment of a Facebook post, in Arabic and English, light and dark', async () => {
    const publisher = await demoPublisher();
    const post = (await simulator.createPost({ page_id: publisher.pageMetaId, message: 'عرض الجمعة: خصم ٢٠٪' })).id;
    await simulator.createComment({ post_id: post, from: { name: 'نور الهدى' }, message: 'بكم القطعة؟ 😍' });
    const buyer = await simulator.createComment({
      post_id: post,
      from: { name: 'سلمى' },
      message: 'هل يتوفر المقاس الكبير؟',
    });

    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        height: 900,
        storage: rememberedTokenStorage(publisher.token, { locale, ...(dark ? { darkMode: 'true' } : {}) }),
      });
      await installAxe(context);
      await page.goto('/dashboard/fb/posts');
      const { drawer, row } = await openComments(page, 'post-card', post, 'سلمى');
      expect(await drawer.locator('.ant-drawer-title').innerText()).toBe(
        locale === 'ar' ? 'تعليقات المنشور' : 'Post comments',
      );
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      // Newest first, as Meta returns them.
      expect(await drawer.getByTestId('post-comment-row').first().innerText()).toContain('سلمى');
      await settled(page);
      expect(await axeProblems(page)).toEqual([]);
      await hideAndUnhide(page, row, buyer.id, `posts-comment-hidden-${locale}${dark ? '-dark' : ''}`);
      await context.close();
    }
  });

  it('a comment its author deleted answers with the localized "no longer exists"', async () => {
    const publisher = await demoPublisher();
    const post = (await simulator.createPost({ page_id: publisher.pageMetaId, message: 'تشكيلة جديدة' })).id;
    const gone = await simulator.createComment({ post_id: post, from: { name: 'ضيف' }, message: 'رابط مزعج' });
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/fb/posts');
    const { row } = await openComments(page, 'post-card', post, 'ضيف');
    await simulator.deleteComment(gone.id);
    await row.getByTestId('trail-hide').click();
    await page.getByText('هذا التعليق لم يعد موجودًا لدى Meta: ربما حذفه صاحبه.').waitFor();
    await settled(page);
    await screenshot(page, 'posts-comment-gone-ar');
    await context.close();
  });

  it('the owner hides and shows a comment of an Instagram post', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const media = (await simulator.createPost({ ig_user_id: igUserId, message: 'وصلت تشكيلة الشتاء 🧥' })).id;
    const comment = await simulator.createComment({
      post_id: media,
      from: { name: 'Maya', username: 'maya.styles' },
      message: 'Love it! Price please',
    });
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        height: 900,
        storage: rememberedTokenStorage(publisher.token, { locale }),
      });
      await installAxe(context);
      await page.goto('/dashboard/instagram/posts');
      const { row } = await openComments(page, 'instagram-post', media, 'maya.styles');
      await settled(page);
      expect(await axeProblems(page)).toEqual([]);
      await hideAndUnhide(page, row, comment.id, `instagram-posts-comment-hidden-${locale}`);
      await context.close();
    }
  });
});
