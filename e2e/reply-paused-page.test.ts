import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ReplyCampaign } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../apps/server/src/platform/db/schema.ts';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import { demoOwner, openPage, rememberedTokenStorage, screenshot, useBrowser } from './support/browser.ts';

// Meta's policy block is set on the page in the database, so this file runs its own server.
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let otherMetaPageId: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') });
  const session = await server.login(demoOwner.username, demoOwner.password);
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  otherMetaPageId = session.pages[1]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

async function createCampaign(post: string, name: string): Promise<number> {
  const form = new FormData();
  form.set('name', name);
  form.set('post', post);
  form.set('comments', JSON.stringify(['Welcome!']));
  form.set('message_enabled', 'true');
  form.set('message', 'The price is in your inbox');
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'en' },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { campaign: ReplyCampaign }).campaign.id;
}

describe('a page whose sending is paused', () => {
  const browser = useBrowser();

  it('shows why on the campaign, and why a comment by another Page got no private reply, in English and Arabic', async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'New arrivals' })).id;
    await createCampaign(post, 'Arrivals');
    await server.simulator.createComment({
      post_id: post,
      from: { id: otherMetaPageId, name: 'Neighbour Page' },
      message: 'price?',
    });
    await server.simulator.deliveriesIdle(5000);
    await server.runtime.services.webhookIntake.settled();
    await server.runtime.services.dispatcher.idle();
    await server.runtime.services.replyEngine.idle();
    const until = new Date(server.clock.now().getTime() + 3 * 3_600_000);
    await server.runtime.database.db.update(pages).set({ sendingPausedUntil: until }).where(eq(pages.id, pageId));
    // Written behind the page gate's back: its cached health (3 s) is dropped as the gate's own writes do.
    server.runtime.services.pages.forget(pageId);

    for (const [locale, tag, reason] of [
      ['en', 'Sending paused', 'Meta does not allow private replies to Pages'],
      ['ar', 'الإرسال متوقف مؤقتًا', 'ميتا لا تسمح بالرد الخاص على الصفحات'],
    ] as const) {
      const opened = await openPage(browser(), {
        baseUrl: server.baseUrl,
        height: 1000,
        storage: rememberedTokenStorage(token, { locale }),
      });
      await opened.page.goto('/dashboard/fb/posts');
      await opened.page.getByRole('tab').nth(2).click();
      const row = opened.page.getByTestId('campaign-row').filter({ hasText: 'Arrivals' });
      const paused = row.getByTestId('sending-paused-tag');
      expect(await paused.innerText()).toBe(tag);
      expect(await paused.getAttribute('data-reason')).toBe('policy-block');
      await row.getByTestId('campaign-details').click();
      const alert = opened.page.getByTestId('campaign-paused');
      await alert.waitFor();
      expect(await alert.innerText()).toContain(locale === 'en' ? 'Facebook temporarily blocked' : 'منع فيسبوك');
      const trailRow = opened.page.getByTestId('trail-row').filter({ hasText: 'Neighbour Page' });
      await trailRow.locator('.ant-table-row-expand-icon').click();
      await opened.page.getByTestId('trail-why').getByText(reason).waitFor();
      await screenshot(opened.page, `replies-sending-paused-${locale}`);
      await opened.context.close();
    }
  });
});
