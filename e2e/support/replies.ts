import type { Page } from 'playwright-core';

/** Types a word into a tag input (keywords, filter words) and confirms it. */
export async function addTag(page: Page, testId: string, word: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input');
  await input.fill(word);
  await input.press('Enter');
}

/**
 * Opens the campaign's trail until the row naming `rowText` (a commenter or a comment) shows both replies sent:
 * the engine works after the webhook, so the trail is read again until then.
 */
export async function waitForTrailRow(page: Page, rowText: string, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await page.getByTestId('campaign-details').first().click();
    const row = page.getByTestId('trail-row').filter({ hasText: rowText });
    try {
      await row.getByText('أُرسل').nth(1).waitFor({ timeout: 3_000 });
      return;
    } catch {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1_000);
    }
  }
  throw new Error(`The trail never showed both replies for "${rowText}"`);
}
