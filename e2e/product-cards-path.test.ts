import { join } from 'node:path';
import type { Conversation } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPageDomain, storeWithItems } from '../apps/server/test/store-fixtures.ts';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import {
  chooseOption,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { eventually } from './support/publishing.ts';

// Its own server: the store items and the page's domain are written to its database, as the store and domain
// screens would (they are other parts of issue 30).
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;

type SentCall = { path: string; body: { recipient?: Record<string, string>; message?: Record<string, unknown> } };

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') });
  const session = await server.login(demoOwner.username, demoOwner.password);
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  const db = server.runtime.database.db;
  await storeWithItems(db, pageId, [
    {
      names: { ar: 'فستان كتان صيفي', en: 'Linen summer dress' },
      sellPrice: 185000,
      preparationTime: 2,
      preparationUnit: 'days',
      mainImageUrl: `${server.baseUrl}/favicon.svg`,
    },
    {
      names: { ar: 'حقيبة يد جلد', en: 'Leather handbag' },
      sellPrice: 240000,
      mainImageUrl: `${server.baseUrl}/favicon.svg`,
    },
  ]);
  await setPageDomain(db, pageId, 'https://shop.example');
});
afterAll(async () => {
  await server?.stop();
});

async function conversationWith(personId: string): Promise<Conversation> {
  const list = await eventually(
    async () => {
      const response = await fetch(`${server.baseUrl}/api/inbox/conversations?channel=messenger&limit=100`, {
        headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId) },
      });
      return ((await response.json()) as { conversations: Conversation[] }).conversations;
    },
    (conversations) =>
      conversations.some(
        (item) => item.subscriber.meta_user_id === personId && item.subscriber.window.state === 'open',
      ),
  );
  return list.find((item) => item.subscriber.meta_user_id === personId)!;
}

describe('comment to order, from the reply form to the card in Messenger', () => {
  const browser = useBrowser();

  it("a campaign's private reply carries the chosen items as cards with the Order link; the inbox sends them too", async () => {
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'تشكيلة الصيف وصلت' })).id;
    const arabic = await openPage(browser(), {
      baseUrl: server.baseUrl,
      height: 1000,
      storage: rememberedTokenStorage(token, { locale: 'ar' }),
    });
    try {
      const { page } = arabic;
      await page.goto(`/dashboard/fb/reply/${post}`);
      await page.getByTestId('reply-form').waitFor();
      await page.getByTestId('reply-name').fill('من التعليق إلى الطلب');
      await page.getByTestId('reply-text-0').fill('أرسلنا لك التفاصيل على الخاص');
      await page.getByTestId('message-enabled').click();
      await page.getByTestId('message-type').getByText('منتجات', { exact: true }).click();
      await chooseOption(page, page.getByTestId('product-items'), 'فستان كتان صيفي');
      await chooseOption(page, page.getByTestId('product-items'), 'حقيبة يد جلد');
      await page.getByTestId('product-items-picker').scrollIntoViewIfNeeded();
      await screenshot(page, 'product-cards-picker-items-ar-light');
      await page.getByTestId('reply-save').click();
      await page.waitForURL('**/dashboard/fb/posts');
    } finally {
      await arabic.context.close();
    }

    const commenter = { id: '9200000000001', name: 'ريم' };
    await server.simulator.setPerson({ page_id: metaPageId, ...commenter });
    const since = await server.simulator.lastCallSeq();
    await server.simulator.createComment({ post_id: post, from: commenter, message: 'بكم الفستان؟' });
    const privateReplyOf = (calls: SentCall[]) =>
      calls.find((call) => call.path.endsWith('/messages') && call.body.recipient?.comment_id !== undefined);
    const calls = await eventually(
      async () => (await server.simulator.calls(since)) as unknown as SentCall[],
      (found) => privateReplyOf(found) !== undefined,
    );
    const attachment = privateReplyOf(calls)!.body.message!.attachment as {
      payload: { template_type: string; elements: Array<{ title: string; buttons: Array<{ url: string }> }> };
    };
    expect(attachment.payload.template_type).toBe('generic');
    expect(attachment.payload.elements.map((element) => element.title)).toEqual(['فستان كتان صيفي', 'حقيبة يد جلد']);
    const token0 = attachment.payload.elements[0]!.buttons[0]!.url.split('/order/')[1]!;
    expect(server.runtime.services.orderLinks.check(token0).ok).toBe(true);

    // The commenter answers in Messenger; the seller replies with a store item: the composer's picker, English, dark.
    await server.simulator.sendMessage({ page_id: metaPageId, from: commenter, text: 'بدي الحقيبة كمان' });
    const conversation = await conversationWith(commenter.id);
    const english = await openPage(browser(), {
      baseUrl: server.baseUrl,
      storage: rememberedTokenStorage(token, { locale: 'en', darkMode: 'true' }),
    });
    try {
      const { page } = english;
      await page.goto(`/dashboard/bot/fb/chat?conversation=${conversation.id}`);
      await page.getByTestId('thread').waitFor();
      await page.getByTestId('send-products-button').click();
      await chooseOption(page, page.getByTestId('product-items'), 'حقيبة يد جلد');
      await screenshot(page, 'product-cards-inbox-picker-en-dark');
      const before = await server.simulator.lastCallSeq();
      await page.getByTestId('send-products-confirm').click();
      const sent = await eventually(
        async () => (await server.simulator.calls(before)) as unknown as SentCall[],
        (found) => found.some((call) => call.path.endsWith('/messages') && call.body.recipient?.id === commenter.id),
      );
      const card = sent.find((call) => call.path.endsWith('/messages'))!.body.message!.attachment as {
        payload: { elements: Array<{ title: string }> };
      };
      expect(card.payload.elements.map((element) => element.title)).toEqual(['حقيبة يد جلد']);
      await page.getByTestId('thread').getByText('حقيبة يد جلد').first().waitFor();
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
      await screenshot(page, 'product-cards-inbox-sent-en-dark');
    } finally {
      await english.context.close();
    }
  });
});
