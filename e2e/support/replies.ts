import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import type { DemoPublisher } from './publishing.ts';

/**
 * Creates a Facebook comment campaign as the reply form sends it (multipart, Arabic), on the demo owner's page;
 * `fields` are the form's (lists as JSON text). Answers the campaign's id.
 */
export async function addFacebookCampaign(owner: DemoPublisher, fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await fetch(`${baseUrl()}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'page-id': String(owner.pageId), locale: 'ar' },
    body: form,
  });
  expect(created.status).toBe(200);
  return ((await created.json()) as { campaign: { id: number } }).campaign.id;
}

/** The posts screen's campaigns tab, and the row of the campaign named `name` in it. */
export async function openCampaignRow(page: Page, name: string) {
  await page.goto('/dashboard/fb/posts');
  await page.getByRole('tab').nth(2).click();
  return page.getByTestId('campaign-row').filter({ hasText: name });
}

/** Types a word into a tag input (keywords, filter words) and confirms it. */
export async function addTag(page: Page, testId: string, word: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input');
  await input.fill(word);
  await input.press('Enter');
}

/**
 * Opens the campaign's trail (the first campaign's, or the one named `campaign`) until the row naming `rowText` (a
 * commenter or a comment) shows both replies sent: the engine works after the webhook, so the trail is read again
 * until then.
 */
export async function waitForTrailRow(
  page: Page,
  rowText: string,
  { campaign, timeoutMs = 40_000 }: { campaign?: string; timeoutMs?: number } = {},
): Promise<void> {
  const details = campaign
    ? page.getByTestId('campaign-row').filter({ hasText: campaign }).getByTestId('campaign-details')
    : page.getByTestId('campaign-details').first();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await details.click();
    const row = page.getByTestId('trail-row').filter({ hasText: rowText });
    try {
      await row.getByText('أُرسل').nth(1).waitFor({ timeout: 3_000 });
      return;
    } catch {
      await closeTrail(page);
    }
  }
  throw new Error(`The trail never showed both replies for "${rowText}"`);
}

/** Closes the campaign's trail and waits until it is gone, so the next press opens it afresh. */
export async function closeTrail(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('trail-search').waitFor({ state: 'hidden' });
}
