import { describe, expect, it } from 'vitest';
import {
  confirmDialog,
  networkQuiet,
  openPage,
  pathOf,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';
import { drawJpeg } from './support/jpeg.ts';
import { callApi, demoInstagramUserId, demoPublisher, uploadJpeg } from './support/publishing.ts';
import { addTag, waitForTrailRow } from './support/replies.ts';

describe('Instagram comment auto-replies', () => {
  const browser = useBrowser();

  it('an owner creates a campaign on an Instagram post in Arabic with its preview; a comment gets both replies and its trail', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const { context, page } = await openPage(browser(), {
      height: 1100,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar', accountType: 'instagram' }),
    });
    try {
      await page.goto('/dashboard/instagram/posts');
      await page.getByTestId('instagram-posts').waitFor();
      const media = await uploadJpeg(publisher.token, await drawJpeg(page, ['#f953c6', '#b91d73']));
      const caption = 'فساتين الصيف وصلت 👗 اكتبوا "بكم" ونرسل لكم السعر';
      const { id: mediaId } = await simulator.createPost({
        ig_user_id: igUserId,
        message: caption,
        media_url: media.url,
      });
      await page.reload();
      const card = page.locator(`[data-testid="instagram-post"][data-post-id="${mediaId}"]`);
      await card.waitFor();
      await card.getByTestId('new-auto-reply').click();
      await page.getByTestId('reply-form').waitFor();
      expect(pathOf(page)).toBe(`/dashboard/instagram/reply/${mediaId}`);

      // Instagram's form: no comment templates, no post link, a text or an image in Direct (1000 characters).
      expect(await page.getByText('قالب تعليقات').count()).toBe(0);
      expect(await page.getByTestId('include-url').count()).toBe(0);
      await page.getByTestId('reply-name').fill('عرض فساتين الصيف');
      await page.getByTestId('reply-text-0').fill('أرسلنا لك السعر في الرسائل الخاصة 💌');
      await page.getByTestId('message-enabled').click();
      expect(await page.getByTestId('message-type').getByRole('radio').count()).toBe(2);
      expect(await page.getByTestId('private-message').getAttribute('maxlength')).toBe('1000');
      await page.getByTestId('private-message').fill('أهلًا! سعر الفستان 25,000 ل.س والتوصيل مجاني');
      await addTag(page, 'reply-keywords', 'بكم');
      await addTag(page, 'reply-keywords', 'السعر');
      await page.getByTestId('test-comment').fill('بكم السعر؟');
      expect(await page.getByTestId('match-verdict').getAttribute('data-decision')).toBe('matched');
      const direct = page.getByTestId('preview-private');
      await direct.waitFor();
      expect(await direct.getAttribute('data-look')).toBe('instagram');
      expect(await direct.innerText()).toContain('سعر الفستان 25,000');
      await screenshot(page, 'instagram-replies-form-direct-ar');
      await page.getByTestId('preview-view').getByText('على المنشور').click();
      const thread = page.getByTestId('preview-public');
      expect(await thread.getAttribute('data-look')).toBe('instagram');
      expect(await thread.getByTestId('preview-public-reply').innerText()).toBe('أرسلنا لك السعر في الرسائل الخاصة 💌');
      await screenshot(page, 'instagram-replies-form-ar');

      await page.getByTestId('reply-save').click();
      await page.waitForURL('**/dashboard/instagram/posts');
      await card.getByTestId('post-campaign').filter({ hasText: 'عرض فساتين الصيف' }).waitFor();

      await page.getByRole('tab').nth(1).click();
      const row = page.getByTestId('campaign-row').filter({ hasText: 'عرض فساتين الصيف' });
      await row.waitFor();
      const start = row.getByTestId('campaign-start');
      if (await start.isVisible()) {
        await start.click();
        await confirmDialog(page);
      }
      await row.locator('[data-status="running"]').waitFor();
      await screenshot(page, 'instagram-replies-campaigns-ar');

      const comment = 'بكم السعر؟ ومتى يصل الطلب';
      const created = await simulator.createComment({
        post_id: mediaId,
        from: { id: '17841000770', name: 'ريم', username: 'reem.style' },
        message: comment,
      });
      await waitForTrailRow(page, comment);
      await page.getByTestId('trail-row').filter({ hasText: comment }).getByTestId('trail-commenter').click();
      const why = page.getByTestId('trail-why').filter({ hasText: 'بكم' });
      await why.waitFor();
      expect(await why.getByTestId('trail-comment-id').innerText()).toBe(created.id);
      await networkQuiet(page);
      await screenshot(page, 'instagram-replies-trail-ar');
      await page.keyboard.press('Escape');

      // The "Instagram comments" menu group leads to the account's reports and templates.
      const menu = page.getByTestId('side-menu');
      expect(await menu.innerText()).toContain('تعليقات إنستغرام');
      await menu.getByText('التقارير').click();
      await page.waitForURL('**/dashboard/instagram/reports');
      await page.getByTestId('report-totals').waitFor();
      expect(await page.getByTestId('reports-campaign').innerText()).toContain('الحساب كاملًا');
      expect(await page.getByTestId('campaign-row').filter({ hasText: 'عرض فساتين الصيف' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('an owner saves a Direct message template of the account from the menu, and edits it', async () => {
    const publisher = await demoPublisher();
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar', accountType: 'instagram' }),
    });
    try {
      await page.goto('/dashboard/instagram/posts');
      await page.getByTestId('side-menu').getByText('قوالب الردود').click();
      await page.waitForURL('**/dashboard/instagram/templates');
      await page.getByTestId('add-template').click();
      await page.waitForURL('**/dashboard/instagram/replies/add-template');
      // The form's route is loaded on demand: its fields appear after the address changes.
      await page.getByTestId('template-name').waitFor();
      expect(await page.getByTestId('message-type').getByRole('radio').count()).toBe(2);
      await page.getByTestId('template-name').fill('تفاصيل السعر');
      await page.getByTestId('private-message').fill('سعر القطعة 25,000 ل.س والتوصيل خلال يومين 🚚');
      expect(await page.getByTestId('preview-private').getAttribute('data-look')).toBe('instagram');
      await screenshot(page, 'instagram-replies-template-ar');
      await page.getByTestId('template-save').click();
      const row = page.getByTestId('template-row').filter({ hasText: 'تفاصيل السعر' });
      await row.waitFor();
      await row.getByRole('button', { name: 'تعديل' }).click();
      await page.waitForURL(/\/dashboard\/instagram\/replies\/edit-template\/\d+$/);
      await page.getByTestId('template-name').waitFor();
      expect(await page.getByTestId('private-message').inputValue()).toContain('سعر القطعة 25,000');
    } finally {
      await context.close();
    }
  });

  it('looks right in Arabic and English, light and dark: the form with its preview and the reports', async () => {
    const publisher = await demoPublisher();
    const igUserId = await demoInstagramUserId(publisher);
    const scratch = await openPage(browser(), {});
    const picture = await uploadJpeg(publisher.token, await drawJpeg(scratch.page, ['#11998e', '#38ef7d']));
    await scratch.context.close();
    const { id: mediaId } = await simulator.createPost({
      ig_user_id: igUserId,
      message: 'تشكيلة العيد 🎁 اكتبوا "بكم" لنرسل لكم الأسعار',
      media_url: picture.url,
    });
    const saved = await callApi<{ campaign: { id: number } }>(
      publisher.token,
      'POST',
      `/api/instagram/reply/add/${mediaId}`,
      {
        name: 'أسعار العيد',
        comments: ['أرسلنا لك الأسعار في الرسائل الخاصة 🎁'],
        message_enabled: true,
        message: 'أهلًا! الأسعار تبدأ من 15,000 ل.س',
        keywords: ['بكم', 'السعر'],
      },
      { 'insta-id': String(publisher.instagramId) },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const editPath = `/dashboard/instagram/reply/${saved.body.campaign.id}/edit`;
    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        height: 1100,
        storage: rememberedTokenStorage(publisher.token, {
          locale,
          darkMode: String(dark),
          accountType: 'instagram',
        }),
      });
      try {
        const name = `${locale}-${dark ? 'dark' : 'light'}`;
        await page.goto(editPath);
        await page.getByTestId('reply-form').waitFor();
        await page.getByTestId('test-comment').fill(locale === 'ar' ? 'بكم؟' : 'price? بكم');
        await networkQuiet(page);
        await screenshot(page, `instagram-replies-edit-${name}`);
        await page.goto('/dashboard/instagram/reports');
        await page.getByTestId('report-totals').waitFor();
        await networkQuiet(page);
        await screenshot(page, `instagram-replies-reports-${name}`);
      } finally {
        await context.close();
      }
    }
    const { context, page } = await openPage(browser(), {
      width: 390,
      height: 844,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar', accountType: 'instagram' }),
    });
    try {
      await page.goto(editPath);
      await page.getByTestId('reply-form').waitFor();
      await page.getByTestId('preview-public').scrollIntoViewIfNeeded();
      await networkQuiet(page);
      await screenshot(page, 'instagram-replies-edit-ar-mobile');
    } finally {
      await context.close();
    }
  }, 300_000);
});
