import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  apiToken,
  baseUrl,
  confirmDialog,
  demoOwner,
  openPage,
  pathOf,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { addTag, waitForTrailRow } from './support/replies.ts';

/** Answers Meta's id of the new comment. */
async function injectComment(postId: string, name: string, message: string): Promise<string> {
  return (await simulator.createComment({ post_id: postId, from: { name }, message })).id;
}

type DemoPage = { id: number; page_id: string };

async function demoOwnerSession(): Promise<{ token: string; page: DemoPage }> {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  return { token: String(body.access_token), page: (body.pages as DemoPage[])[0]! };
}

async function simulatedPost(metaPageId: string, message: string): Promise<string> {
  return (await simulator.createPost({ page_id: metaPageId, message })).id;
}

describe('comment auto-replies', () => {
  const browser = useBrowser();

  it('enforces Meta limits in the form: 3 buttons, 10 cards, 20 and 80 character titles, and tests a comment against the keywords', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard/fb/reply/1_1');
    await page.getByTestId('reply-form').waitFor();

    await addTag(page, 'reply-keywords', 'سعر');
    await addTag(page, 'reply-filter-words', 'spam');
    await page.getByTestId('test-comment').fill('بكم السعر؟');
    expect(await page.getByTestId('match-verdict').getAttribute('data-decision')).toBe('matched');
    await page.getByTestId('test-comment').fill('this is spam, price?');
    expect(await page.getByTestId('match-verdict').getAttribute('data-decision')).toBe('filtered');
    await page.getByTestId('test-comment').fill('hello');
    expect(await page.getByTestId('match-verdict').getAttribute('data-decision')).toBe('not-matching');

    for (let index = 0; index < 4; index += 1) await page.getByTestId('reply-text-add').click();
    expect(await page.getByTestId('reply-text-add').isDisabled()).toBe(true);

    await page.getByTestId('message-enabled').click();
    await page.getByTestId('message-type').getByText('Buttons').click();
    for (let index = 0; index < 3; index += 1) await page.getByTestId('buttons-add').click();
    expect(await page.getByTestId('buttons-add').isDisabled()).toBe(true);
    expect(
      await page
        .locator('input[data-testid="buttons-0-title"], [data-testid="buttons-0-title"] input')
        .getAttribute('maxlength'),
    ).toBe('20');

    await page.getByTestId('message-type').getByText('Cards').click();
    for (let index = 0; index < 10; index += 1) await page.getByTestId('cards-add').click();
    expect(await page.getByTestId('cards-add').isDisabled()).toBe(true);
    expect(
      await page
        .locator('input[data-testid="cards-0-title"], [data-testid="cards-0-title"] input')
        .getAttribute('maxlength'),
    ).toBe('80');
    await page.getByTestId('test-comment').fill('السعر؟');
    expect(await page.getByTestId('preview-cards').locator('.ms-card').count()).toBe(10);

    await page.getByTestId('reply-save').click();
    await page.locator('.form-field-error').first().waitFor();
    expect(pathOf(page)).toBe('/dashboard/fb/reply/1_1');
    await context.close();
  });

  it('an owner creates a campaign on a demo post in Arabic; a simulated comment gets both replies; the trail and the report show them', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/fb/posts');
    const card = page.getByTestId('post-card').first();
    await card.waitFor();
    const postId = String(await card.getAttribute('data-post-id'));
    await screenshot(page, 'replies-posts-ar');
    await card.getByTestId('new-auto-reply').click();
    await page.getByTestId('reply-form').waitFor();
    expect(pathOf(page)).toBe(`/dashboard/fb/reply/${postId}`);

    await page.getByTestId('reply-name').fill('عرض الاختبار');
    await page.getByTestId('reply-text-0').fill('أرسلنا لك التفاصيل على الخاص');
    await page.getByTestId('message-enabled').click();
    await page.getByTestId('private-message').fill('السعر 25,000 ل.س');
    await addTag(page, 'reply-keywords', 'بكم');
    await addTag(page, 'reply-keywords', 'السعر');
    await addTag(page, 'reply-filter-words', 'نصب');
    await page.getByTestId('test-comment').fill('بكم السعر؟');
    expect(await page.getByTestId('match-verdict').getAttribute('data-decision')).toBe('matched');
    await screenshot(page, 'replies-form-ar');
    // The post is shown by what the seller sees; Meta's id only behind a copy button.
    expect(await page.locator('.reply-post-summary').innerText()).not.toContain(postId);
    expect(await page.getByTestId('reply-post-id').getAttribute('data-id')).toBe(postId);
    await page.getByTestId('reply-save').click();
    await page.waitForURL('**/dashboard/fb/posts');

    await page.getByRole('tab').nth(2).click();
    const row = page.getByTestId('campaign-row').filter({ hasText: 'عرض الاختبار' });
    await row.waitFor();
    expect(await row.getByTestId('campaign-post').innerText()).not.toContain(postId);
    expect(await row.getByTestId('campaign-post-id').getAttribute('data-id')).toBe(postId);
    await screenshot(page, 'replies-campaigns-ar');
    const start = row.getByTestId('campaign-start');
    if (await start.isVisible()) {
      await start.click();
      await confirmDialog(page);
    }
    await row.locator('[data-status="running"]').waitFor();

    const commentId = await injectComment(postId, 'سارة الاختبار', 'بكم السعر؟');
    await waitForTrailRow(page, 'سارة الاختبار', { timeoutMs: 30_000 });
    await page.getByTestId('trail-row').filter({ hasText: 'سارة الاختبار' }).getByTestId('trail-commenter').click();
    const why = page.getByTestId('trail-why').filter({ hasText: 'بكم' });
    await why.waitFor();
    // Meta's comment id exactly as Meta gave it ({post}_{comment}, digits that no number type holds exactly).
    expect(await why.getByTestId('trail-comment-id').innerText()).toBe(commentId);
    await screenshot(page, 'replies-trail-ar');
    await page.keyboard.press('Escape');

    // Stop and restart ask first.
    await row.getByTestId('campaign-stop').click();
    await confirmDialog(page);
    await row.locator('[data-status="paused"]').waitFor();
    await row.getByTestId('campaign-start').click();
    await confirmDialog(page);
    await row.locator('[data-status="running"]').waitFor();

    await page.goto('/dashboard/fb/reports');
    await page.getByTestId('report-totals').waitFor();
    const totals = await page.getByTestId('report-totals').innerText();
    expect(totals).toMatch(/[1-9]/);
    await screenshot(page, 'replies-reports-ar');
    await context.close();
  });

  it('saves a comment template and a private-message template', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.goto('/dashboard/fb/comment/templates');
    await page.getByTestId('add-comment-template').click();
    await page.getByTestId('comment-template-name').fill('Friendly replies');
    await page.getByTestId('comment-template-reply-0').fill('Check your inbox 🌸');
    await page.getByTestId('comment-template-save').click();
    await page.getByTestId('comment-template-row').filter({ hasText: 'Friendly replies' }).waitFor();

    await page.goto('/dashboard/fb/replies/add-template');
    await page.getByTestId('template-name').fill('Price details');
    await page.getByTestId('private-message').fill('The price is 25,000 SYP, delivery is free.');
    await page.getByTestId('template-save').click();
    await page.getByTestId('template-row').filter({ hasText: 'Price details' }).waitFor();
    await context.close();
  });

  it('shows the server\u2019s 422 field errors next to the fields, in the language the web app sends', async () => {
    const { token, page: demoPage } = await demoOwnerSession();
    // A well-formed post id of another page: the form accepts it, only the server knows it is not this page's.
    const foreignPost = `9${demoPage.page_id}_1`;
    const cases = [
      { locale: 'ar', title: 'الحقل غير صالح', postError: 'لم يتم العثور على هذا المنشور في الصفحة.' },
      { locale: 'en', title: 'The field is invalid', postError: 'This post was not found on the page.' },
    ];
    for (const expected of cases) {
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(token, { locale: expected.locale }),
      });
      await page.goto(`/dashboard/fb/reply/${foreignPost}`);
      await page.getByTestId('reply-form').waitFor();
      await page.getByTestId('reply-name').fill(expected.locale === 'ar' ? 'حملة خاطئة' : 'Wrong post');
      await page.getByTestId('reply-text-0').fill(expected.locale === 'ar' ? 'شكرًا لك' : 'Thank you');
      await page.getByTestId('reply-save').click();

      const postError = page.locator('#reply-post-error');
      await postError.waitFor();
      expect(await postError.innerText()).toBe(expected.postError);
      const formError = page.getByTestId('reply-form-error');
      expect(await formError.locator('.ant-alert-title').innerText()).toBe(expected.title);
      expect(await formError.locator('.error-list li').allInnerTexts()).toEqual([expected.postError]);
      expect(await page.locator('html').getAttribute('dir')).toBe(expected.locale === 'ar' ? 'rtl' : 'ltr');
      expect(pathOf(page)).toBe(`/dashboard/fb/reply/${foreignPost}`);
      // Saving scrolled down to the button; the messages are at the top of the form.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `replies-server-errors-${expected.locale}`);
      await context.close();
    }
  });

  it('edits an existing campaign: the form loads its values, saves the changes, and a reload shows them', async () => {
    const { token, page: demoPage } = await demoOwnerSession();
    const post = await simulatedPost(demoPage.page_id, 'New abayas in stock');
    const form = new FormData();
    form.set('name', 'Abaya launch');
    form.set('post', post);
    form.set('comments', JSON.stringify(['Details are in your inbox']));
    form.set('keywords', JSON.stringify(['price']));
    const created = await fetch(`${baseUrl()}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'page-id': String(demoPage.id), locale: 'en' },
      body: form,
    });
    expect(created.status).toBe(200);
    const campaignId = ((await created.json()) as { campaign: { id: number } }).campaign.id;

    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'en' }),
    });
    const editPath = `/dashboard/fb/reply/${campaignId}/edit`;
    await page.goto(editPath);
    await page.getByTestId('reply-form').waitFor();
    expect(await page.getByTestId('reply-name').inputValue()).toBe('Abaya launch');
    expect(await page.getByTestId('reply-text-0').inputValue()).toBe('Details are in your inbox');
    expect(await page.getByTestId('reply-keywords').locator('.ant-select-selection-item').allInnerTexts()).toEqual([
      'price',
    ]);

    await page.getByTestId('reply-name').fill('Abaya launch, week two');
    await page.getByTestId('reply-text-0').fill('We sent you the sizes and prices');
    await addTag(page, 'reply-keywords', 'size');
    await page.getByTestId('reply-save').click();
    await page.waitForURL('**/dashboard/fb/posts');

    await page.goto(editPath);
    await page.reload();
    await page.getByTestId('reply-form').waitFor();
    expect(await page.getByTestId('reply-name').inputValue()).toBe('Abaya launch, week two');
    expect(await page.getByTestId('reply-text-0').inputValue()).toBe('We sent you the sizes and prices');
    expect(await page.getByTestId('reply-keywords').locator('.ant-select-selection-item').allInnerTexts()).toEqual([
      'price',
      'size',
    ]);
    await screenshot(page, 'replies-edit-en');
    await context.close();
  });
});
