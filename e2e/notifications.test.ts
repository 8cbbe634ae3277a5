import { describe, expect, it } from 'vitest';
import { apiToken, demoOwner, openPage, rememberedTokenStorage, useBrowser } from './support/browser.ts';

describe('notifications', () => {
  const browser = useBrowser();

  it('lists, marks read, marks all read and deletes after confirmation', async () => {
    const { token } = await apiToken(demoOwner);
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token) });
    await page.goto('/dashboard');
    const bell = page.getByTestId('notifications-bell');
    await bell.locator('.ant-badge-count').waitFor();
    const unreadBefore = Number(await bell.locator('.ant-badge-count').getAttribute('title'));
    expect(unreadBefore).toBeGreaterThan(0);

    await page.goto('/dashboard/user/notifications');
    const rows = page.getByTestId('notification-row');
    await rows.first().waitFor();
    const count = await rows.count();

    await rows.first().getByTestId('mark-read').click();
    await page.waitForFunction(
      (expected) =>
        Number(
          document.querySelector('[data-testid="notifications-bell"] .ant-badge-count')?.getAttribute('title') ?? 0,
        ) === expected,
      unreadBefore - 1,
    );

    if (unreadBefore > 1) {
      await page.getByTestId('mark-all-read').click();
      await page.waitForFunction(() => !document.querySelector('[data-testid="notifications-bell"] .ant-badge-count'));
    }

    await rows.first().getByTestId('delete-notification').click();
    await page.locator('.confirm-action-modal .ant-btn-dangerous').click();
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="notification-row"]').length === expected,
      count - 1,
    );
    await context.close();
  });
});
