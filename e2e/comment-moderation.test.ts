import { describe, expect, it } from 'vitest';
import { openPage, rememberedTokenStorage, screenshot, simulator, useBrowser } from './support/browser.ts';
import { demoPublisher } from './support/publishing.ts';
import { addFacebookCampaign, openCampaignRow } from './support/replies.ts';

const hiddenOnMeta = async (commentId: string) => (await simulator.state()).comments[commentId]?.hidden;

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('hiding comments from the trail', () => {
  const browser = useBrowser();

  it('the campaign hides a comment with a phone number; the owner hides and shows a comment, in Arabic and English', async () => {
    const owner = await demoPublisher();
    const token = owner.token;
    const post = (await simulator.createPost({ page_id: owner.pageMetaId, message: 'تشكيلة الشتاء' })).id;
    const campaignId = await addFacebookCampaign(owner, {
      name: 'حملة الإخفاء',
      post,
      comments: JSON.stringify(['أرسلنا لك التفاصيل على الخاص']),
      hide_contact_comments: 'true',
    });

    const spam = await simulator.createComment({
      post_id: post,
      from: { name: 'متجر منافس' },
      message: 'أرخص عندنا، واتساب ٠٩٩٩ ١٢٣ ٤٥٦',
    });
    const buyer = await simulator.createComment({ post_id: post, from: { name: 'نور الهدى' }, message: 'بكم القطعة؟' });
    await waitUntil(async () => (await hiddenOnMeta(spam.id)) === true);
    expect(await hiddenOnMeta(buyer.id)).toBe(false);

    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(token, { locale }),
      });
      const row = await openCampaignRow(page, 'حملة الإخفاء');
      await row.getByTestId('campaign-details').click();

      const spamRow = page.getByTestId('trail-row').filter({ hasText: 'متجر منافس' });
      const buyerRow = page.getByTestId('trail-row').filter({ hasText: 'نور الهدى' });
      await spamRow.getByTestId('trail-hidden').waitFor();
      expect(await spamRow.getByTestId('trail-hidden').innerText()).toBe(locale === 'ar' ? 'مخفي' : 'Hidden');
      await spamRow.getByTestId('trail-commenter').click();
      const why = page.getByTestId('trail-why').filter({
        hasText: locale === 'ar' ? 'أُخفي: فيه رقم هاتف' : 'Hidden: contains a phone number',
      });
      await why.waitFor();

      // The owner hides the buyer's comment with one click (no confirmation: it is undone the same way).
      await buyerRow.getByTestId('trail-hide').click();
      await buyerRow.getByTestId('trail-hidden').waitFor();
      await waitUntil(async () => (await hiddenOnMeta(buyer.id)) === true);
      await screenshot(page, `comment-hidden-trail-${locale}`);

      await buyerRow.getByTestId('trail-unhide').click();
      await buyerRow.getByTestId('trail-hide').waitFor();
      expect(await buyerRow.getByTestId('trail-hidden').count()).toBe(0);
      await waitUntil(async () => (await hiddenOnMeta(buyer.id)) === false);

      // The campaign form shows the setting, on, with its help text.
      await page.keyboard.press('Escape');
      await page.goto(`/dashboard/fb/reply/${campaignId}/edit`);
      const option = page.getByTestId('hide-contact-comments');
      await option.waitFor();
      expect(await option.getAttribute('aria-checked')).toBe('true');
      // The form's test box says the same as the engine: a link in a comment hides it.
      await page.getByTestId('test-comment').fill('أرخص عند cheap-deals.store');
      expect(await page.getByTestId('hide-verdict').innerText()).toBe(
        locale === 'ar' ? 'أُخفي: فيه رابط' : 'Hidden: contains a link',
      );
      await option.scrollIntoViewIfNeeded();
      await screenshot(page, `comment-hide-setting-${locale}`);
      await context.close();
    }
  });
});
