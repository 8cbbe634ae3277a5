import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  confirmDialog,
  demoOwner,
  dialogsSettled,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';

type DemoPage = { id: number; page_id: string };

/** Waits until the locator's visible text contains every expected piece (the screens poll the server). */
async function waitForText(locator: Locator, expected: string[], timeout = 30_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let text = '';
  while (Date.now() < deadline) {
    text = (await locator.count()) ? await locator.first().innerText() : '';
    if (expected.every((piece) => text.includes(piece))) return text;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`Expected ${JSON.stringify(expected)} in ${JSON.stringify(text)}`);
}

async function turnFeatureOn(page: Page, feature: 'likes' | 'comments', screenshotName?: string) {
  const tile = page.getByTestId(`engagement-${feature}`);
  expect(await tile.getAttribute('data-state')).toBe('off');
  await tile.getByTestId(`engagement-${feature}-turn-on`).click();
  const dialog = page.getByTestId('engagement-confirm');
  await dialog.waitFor();
  expect(await dialog.getByTestId('engagement-permanent').innerText()).toContain(
    'لا يمكن إيقاف هذه الميزة بعد تفعيلها.',
  );
  if (screenshotName) {
    await screenshot(page, screenshotName);
  }
  await confirmDialog(page);
  await page.locator(`[data-testid="engagement-${feature}"][data-state="on"]`).waitFor();
  expect(await tile.getByTestId('engagement-status').innerText()).toContain('مفعّل منذ');
}

describe('page commenter and likes', () => {
  const browser = useBrowser();

  it('an owner turns likes and the page commenter on in Arabic, enables it on a post, and sees the answer to a new comment', async () => {
    const login = await apiLogin(demoOwner);
    expect(login.status).toBe(200);
    const token = String(login.body.access_token);
    const demoPage = (login.body.pages as DemoPage[])[0]!;
    const postText = 'وصلت تشكيلة الصيف الجديدة';
    const { id: postId } = await simulator.createPost({ page_id: demoPage.page_id, message: postText });

    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/fb/posts');
    const panel = page.getByTestId('engagement-panel');
    await panel.getByTestId('engagement-likes').waitFor();
    expect(await panel.locator('.ant-card-head-title').innerText()).toBe('الإعجاب والتعليق التلقائي');

    await turnFeatureOn(page, 'likes', 'engagement-confirm-ar');
    expect(await panel.getByTestId('engagement-liked').innerText()).toContain('هذا الشهر');
    await turnFeatureOn(page, 'comments');
    expect(await panel.getByTestId('engagement-comments').innerText()).toContain('فعّله على أحد المنشورات أدناه.');

    const card = page.locator(`[data-testid="post-card"][data-post-id="${postId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('post-commenter').innerText()).toContain('متوقف');
    await card.getByTestId('commenter-switch').click();
    const form = page.getByTestId('commenter-enable-form');
    await form.waitFor();
    expect(await form.innerText()).toContain('يبقى معلّق الصفحة مفعّلًا على آخر منشورين فقط.');
    // Nothing to answer with: the form says so next to the texts and sends nothing.
    await dialogsSettled(page);
    await page.getByTestId('commenter-enable-ok').click();
    expect(await page.locator('#commenter-text-0-error').innerText()).toBe('هذا الحقل مطلوب');
    expect(await card.getByTestId('post-commenter').getAttribute('data-enabled')).toBe('false');
    const answer = 'شكرًا لتعليقك، أرسلنا لك التفاصيل على الخاص 🌷';
    await page.getByTestId('commenter-text-0').fill(answer);
    await screenshot(page, 'commenter-enable-ar');
    await page.getByTestId('commenter-enable-ok').click();
    await card.locator('[data-testid="post-commenter"][data-enabled="true"]').waitFor();
    expect(await card.getByTestId('post-commenter').innerText()).toContain('مفعّل');
    await form.waitFor({ state: 'detached' });
    expect(await panel.getByTestId('engagement-commenter-post').allInnerTexts()).toContain(postText);
    await screenshot(page, 'engagement-panel-ar');

    await simulator.createComment({
      post_id: postId,
      from: { id: '66000001', name: 'ريم الاختبار' },
      message: 'ما شاء الله، كم السعر؟',
    });
    await card.getByTestId('commenter-activity').click();
    const drawer = page.locator('.commenter-drawer');
    await drawer.getByTestId('commenter-drawer-status').waitFor();
    expect(await drawer.getByTestId('commenter-drawer-status').innerText()).toBe('مفعّل على هذا المنشور');
    expect(await drawer.getByTestId('commenter-drawer-texts').innerText()).toBe(answer);
    const answerRow = drawer.getByTestId('commenter-action-row').filter({ hasText: answer });
    const row = await waitForText(answerRow, ['رد', answer, 'أُرسل']);
    expect(row).not.toContain('فشل');
    await waitForText(drawer.getByTestId('commenter-action-row').filter({ hasText: 'إعجاب' }), ['إعجاب', 'أُرسل']);
    await waitForText(drawer.locator('.stat-row'), ['الردود المرسلة', '1']);
    await screenshot(page, 'commenter-activity-ar');
    await page.keyboard.press('Escape');
    await drawer.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

    const english = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'en', darkMode: 'true' }),
    });
    await english.page.goto('/dashboard/fb/posts');
    const englishPanel = english.page.getByTestId('engagement-panel');
    await englishPanel.locator('[data-testid="engagement-likes"][data-state="on"]').waitFor();
    expect(await englishPanel.locator('.ant-card-head-title').innerText()).toBe('Automatic likes and comments');
    expect(await englishPanel.getByTestId('engagement-likes').innerText()).toContain('On since');
    expect(await englishPanel.getByTestId('engagement-liked').innerText()).toMatch(/comments? liked this month/);
    expect(await englishPanel.getByTestId('engagement-commenter-post').allInnerTexts()).toContain(postText);
    await networkQuiet(english.page);
    await screenshot(english.page, 'engagement-panel-en-dark');
    await englishPanel.getByTestId('engagement-commenter-post').filter({ hasText: postText }).click();
    const englishDrawer = english.page.locator('.commenter-drawer');
    await waitForText(englishDrawer.getByTestId('commenter-action-row').filter({ hasText: answer }), [
      'Answer',
      'Sent',
    ]);
    await screenshot(english.page, 'commenter-activity-en-dark');
    await english.context.close();

    // Turning it off on a post asks first; the page's other tests then meet the post as it was.
    await card.getByTestId('commenter-switch').click();
    const disable = page.getByTestId('commenter-disable-confirm');
    await disable.waitFor();
    expect(await disable.innerText()).toContain('لن ترد الصفحة على التعليقات الجديدة هنا.');
    await confirmDialog(page);
    await card.locator('[data-testid="post-commenter"][data-enabled="false"]').waitFor();
    expect(await panel.getByTestId('engagement-comments').innerText()).toContain('فعّله على أحد المنشورات أدناه.');
    await context.close();
  });
});
