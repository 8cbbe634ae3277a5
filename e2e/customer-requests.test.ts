import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { orderRequestsEndpoints } from '@app/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequests, pages } from '../apps/server/src/platform/db/schema.ts';
import { conversationOf, customerWrites, messagesSent } from '../apps/server/test/inbox-send-helpers.ts';
import { insertOrderRequest } from '../apps/server/test/order-request-rows.ts';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import {
  confirmDialog,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  lookedAt,
} from './support/browser.ts';

// The page's web-view domain is set in the database (the requests screen needs it), so this file runs its own server.
let server: TestServer;
let ownerToken: string;
let page: { id: number; metaId: string };
const hour = 3_600_000;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') });
  const session = await server.login(demoOwner.username, demoOwner.password);
  ownerToken = session.access_token;
  page = { id: session.pages[0]!.id, metaId: session.pages[0]!.page_id };
  await server.runtime.database.db.update(pages).set({ domain: server.baseUrl }).where(eq(pages.id, page.id));
  server.runtime.services.pages.forget(page.id);
  await server.runtime.database.db.delete(orderRequests).where(eq(orderRequests.pageId, page.id));
  const now = server.clock.now().getTime();
  const rows = [
    { customerName: 'Lina Haddad', status: 'ready_inventory', hoursAgo: 5 },
    { customerName: 'سلمى يوسف', status: 'shipping_done', hoursAgo: 26 },
    { customerName: 'نور خليل', status: 'processed', hoursAgo: 50 },
    { customerName: 'هبة سعيد', status: 'cancelled', hoursAgo: 72 },
  ] as const;
  for (const row of rows)
    await insertOrderRequest(server, {
      pageId: page.id,
      customerName: row.customerName,
      status: row.status,
      createdAt: new Date(now - row.hoursAgo * hour),
    });
});
afterAll(async () => {
  await server?.stop();
});

const variants = lookedAt([
  { locale: 'ar', dark: false },
  { locale: 'en', dark: true },
  { locale: 'ar', dark: true },
  { locale: 'en', dark: false },
] as const);
type Variant = (typeof variants)[number];
const variantName = (variant: Variant) => `${variant.locale}-${variant.dark ? 'dark' : 'light'}`;

async function openRequests(
  browser: ReturnType<ReturnType<typeof useBrowser>>,
  variant: Variant,
  size: { width: number; height: number } = { width: 1366, height: 860 },
) {
  const opened = await openPage(browser, {
    baseUrl: server.baseUrl,
    ...size,
    storage: rememberedTokenStorage(ownerToken, {
      locale: variant.locale,
      darkMode: String(variant.dark),
      page: String(page.id),
      accountType: 'fb',
    }),
  });
  await opened.page.goto('/dashboard/webview/requests');
  await opened.page.getByTestId('order-requests').waitFor();
  await opened.page.locator('.ant-table-row').first().waitFor();
  return opened;
}

/** Ant Design's drawer slides and its dialogs zoom: a screenshot waits until they have settled. */
async function settled(screen: Page) {
  await screen.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

const rowOf = (screen: Page, text: string) => screen.locator('.ant-table-row').filter({ hasText: text });

describe('customer requests', () => {
  const browser = useBrowser();

  it('a new request appears live; a confirmed status change reaches the customer on Messenger', async () => {
    const { context, page: screen } = await openRequests(browser(), variants[0]!);
    await screenshot(screen, 'customer-requests-ar-light');

    // A customer writes (the window opens) and orders: the list shows it without a reload.
    const personId = '88001';
    await customerWrites(server, page.metaId, personId, 'بدي الفستان الأسود');
    const conversationId = await conversationOf(server, page.id, personId);
    const fresh = await insertOrderRequest(server, {
      pageId: page.id,
      subscriberId: conversationId,
      psid: personId,
      customerName: 'ريم الحسن',
      items: [{ itemId: 1, name: 'فستان سهرة أسود', price: 45, quantity: 1 }],
    });
    await server.runtime.services.events.publish('order.requested', { requestId: fresh.id, pageId: page.id });
    const row = rowOf(screen, 'ريم الحسن');
    await row.waitFor({ timeout: 10_000 });
    await expect(row.getByTestId('request-status').textContent()).resolves.toBe('قيد الانتظار');
    await expect(screen.getByTestId('requests-tabs').textContent()).resolves.toContain('قيد الانتظار (1)');

    await row.getByTestId('request-open').click();
    const drawer = screen.getByTestId('request-detail');
    await drawer.waitFor();
    await expect(drawer.getByTestId('request-answers').textContent()).resolves.toContain('دمشق، المزة');
    await expect(drawer.getByTestId('request-conversation').getAttribute('href')).resolves.toBe(
      `/dashboard/bot/fb/chat?conversation=${conversationId}`,
    );
    await settled(screen);
    await screenshot(screen, 'customer-request-drawer-ar-light');

    const since = await server.simulator.lastCallSeq();
    await drawer.getByTestId('request-to-shipping_done').click();
    await screen.getByTestId('request-note').fill('خرج مع شركة الشحن');
    await settled(screen);
    await screenshot(screen, 'customer-request-confirm-ar-light');
    await confirmDialog(screen);
    await screen.locator('.ant-modal-content').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await drawer.getByTestId('request-history').textContent()) ?? '')
      .toContain('أُبلغ الزبون على ماسنجر');
    await expect(drawer.getByTestId('request-history').textContent()).resolves.toContain('خرج مع شركة الشحن');
    // Shipped now: the allowed changes are the ones after it.
    await expect(drawer.getByTestId('request-status-actions').textContent()).resolves.toBe('مكتملإلغاء الطلب');
    const sent = messagesSent(await server.simulator.calls(since), page.metaId);
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]!.body)).toContain(`تم شحن طلبك رقم ${fresh.id}`);
    await expect(rowOf(screen, 'ريم الحسن').getByTestId('request-status').textContent()).resolves.toBe('تم الشحن');
    await settled(screen);
    await screenshot(screen, 'customer-request-changed-ar-light');
    await context.close();
  }, 120_000);

  it('says when the customer was not told, in every language and theme, and fits a phone', async () => {
    // Omar last wrote two days ago: Messenger's 24-hour window is closed.
    const lastWrote = new Date(server.clock.now().getTime() - 48 * hour);
    const conversation = await server.runtime.services.inbox.repository.insertSubscriber({
      channel: 'messenger',
      pageId: page.id,
      instagramAccountId: null,
      metaUserId: '88002',
      name: 'Omar Saleh',
      source: 'message',
      firstInteractionAt: lastWrote,
      lastInteractionAt: lastWrote,
      lastIncomingAt: lastWrote,
      unreadCount: 0,
    });
    const old = await insertOrderRequest(server, {
      pageId: page.id,
      subscriberId: conversation.id,
      psid: '88002',
      customerName: 'Omar Saleh',
      createdAt: new Date(server.clock.now().getTime() - 2 * hour),
    });
    const changed = await server.call(orderRequestsEndpoints.update, {
      params: { id: old.id },
      body: { status: 'cancelled' },
      token: ownerToken,
    });
    expect(changed.status).toBe(200);
    for (const variant of variants) {
      const { context, page: screen } = await openRequests(browser(), variant);
      await screenshot(screen, `customer-requests-${variantName(variant)}`);
      await rowOf(screen, 'Omar Saleh').getByTestId('request-open').click();
      const notTold = screen.getByTestId('request-not-told');
      await notTold.waitFor();
      await expect(notTold.textContent()).resolves.toContain(
        variant.locale === 'ar' ? 'خارج نافذة الـ24 ساعة' : 'outside the 24-hour window',
      );
      await settled(screen);
      await screenshot(screen, `customer-request-drawer-${variantName(variant)}`);
      await context.close();
    }
    const phone = await openRequests(browser(), variants[0]!, { width: 390, height: 844 });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'customer-requests-phone-ar-light');
    await rowOf(phone.page, 'Omar Saleh').getByTestId('request-open').click();
    await phone.page.getByTestId('request-detail').waitFor();
    await settled(phone.page);
    await screenshot(phone.page, 'customer-request-drawer-phone-ar-light');
    await phone.context.close();
    const phoneEn = await openRequests(browser(), variants[1]!, { width: 390, height: 844 });
    await screenshot(phoneEn.page, 'customer-requests-phone-en-dark');
    await phoneEn.context.close();
  }, 180_000);
});
