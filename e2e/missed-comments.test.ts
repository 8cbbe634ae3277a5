import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  openPage,
  rememberedTokenStorage,
  resubscribePageAsAdmin,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { demoPublisher } from './support/publishing.ts';
import { addFacebookCampaign, closeTrail, openCampaignRow } from './support/replies.ts';

/** The product leaves a comment younger than this to its webhook (MISSED_COMMENTS_GRACE_SECONDS in global-setup.ts). */
const graceMs = 16_000;

describe('missed comments in the trail', () => {
  const browser = useBrowser();

  it('a comment made while webhooks could not reach the product is answered after re-subscribing, marked late', async () => {
    const owner = await demoPublisher();
    const token = owner.token;
    const post = (await simulator.createPost({ page_id: owner.pageMetaId, message: 'تخفيضات الصيف' })).id;
    await addFacebookCampaign(owner, {
      name: 'حملة المتأخرين',
      post,
      comments: JSON.stringify(['وصلنا تعليقك، شكرًا لصبرك']),
    });

    await simulator.setWebhookUrl(null);
    try {
      await simulator.createComment({ post_id: post, from: { name: 'ليلى المتأخرة' }, message: 'بكم؟' });
    } finally {
      await simulator.setWebhookUrl(`${baseUrl()}/webhooks/meta`);
    }
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    // An admin subscribes the page again: the product reads back what it missed.
    await resubscribePageAsAdmin(owner.pageId);
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(token, { locale }),
      });
      const row = await openCampaignRow(page, 'حملة المتأخرين');
      await row.waitFor();
      const late = page.getByTestId('trail-row').filter({ hasText: 'ليلى المتأخرة' }).getByTestId('trail-late');
      const deadline = Date.now() + 30_000;
      for (;;) {
        await row.getByTestId('campaign-details').click();
        try {
          await late.waitFor({ timeout: 3_000 });
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await closeTrail(page);
        }
      }
      expect(await late.innerText()).toBe(locale === 'ar' ? 'رُدّ متأخرًا' : 'Answered late');
      await page.getByTestId('trail-row').filter({ hasText: 'ليلى المتأخرة' }).getByTestId('trail-commenter').click();
      const why = page.getByTestId('trail-why').filter({ hasText: locale === 'ar' ? 'متأخرًا' : 'Answered late' });
      await why.waitFor();
      await screenshot(page, `replies-trail-late-${locale}`);
      await context.close();
    }
  }, 180_000);
});
