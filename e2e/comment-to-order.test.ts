import type { ReplyCampaign, StoreItem } from '@app/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  chooseOption,
  confirmDialog,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { callApi, eventually } from './support/publishing.ts';

// The proof, whole, on the demo as it is seeded (the fashion page sells from a store, its web-view domain is
// the app's origin, an order form is assigned): only the campaign is added, through the reply API.

type SentCall = {
  seq: number;
  path: string;
  body: { recipient?: Record<string, string>; message?: { text?: string; attachment?: unknown } };
};
type GenericTemplate = {
  payload: {
    template_type: string;
    elements: Array<{ title: string; buttons: Array<{ url: string; title: string }> }>;
  };
};

const runs = [
  {
    locale: 'ar',
    dark: false,
    customer: { id: '9300000000001', name: 'ريم الحسن' },
    comment: 'بكم الفستان الأزرق؟',
    reply: 'تمام، رح اطلب من الرابط',
    itemName: 'فستان سهرة أزرق',
    answers: { full_name: 'ريم الحسن', phone: '+963944123456', address: 'دمشق، المزة، شارع الجلاء' },
    send: 'أرسل الطلب',
    pending: 'قيد الانتظار',
    ready: 'جاهز في المخزن',
    told: 'أُبلغ الزبون على ماسنجر',
    message: (id: number) => `طلبك رقم ${id}`,
  },
  {
    locale: 'en',
    dark: true,
    customer: { id: '9300000000002', name: 'Lina Haddad' },
    comment: 'How much is the blue dress?',
    reply: 'Great, ordering from the link now',
    itemName: 'Blue evening dress',
    answers: { full_name: 'Lina Haddad', phone: '+963944654321', address: 'Damascus, Mezzeh, Al-Jalaa street' },
    send: 'Send the order',
    pending: 'Pending',
    ready: 'Ready in stock',
    told: 'Customer told on Messenger',
    message: (id: number) => `order #${id}`,
  },
] as const;

async function fashionShop() {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  const store = body.stores.find((candidate) => candidate.page_id !== null)!;
  const page = body.pages.find((candidate) => candidate.id === store.page_id)!;
  const items = await callApi<{ items: StoreItem[] }>(
    body.access_token,
    'GET',
    `/api/store/items/list/${store.id}?per_page=100`,
  );
  expect(items.status).toBe(200);
  const dress = items.body.items.find((item) => item.names.en === 'Blue evening dress')!;
  return { token: body.access_token, pageId: page.id, metaPageId: page.page_id, dress };
}

async function productsCampaign(shop: Awaited<ReturnType<typeof fashionShop>>, name: string, postText: string) {
  const post = (await simulator.createPost({ page_id: shop.metaPageId, message: postText })).id;
  const form = new FormData();
  const fields = {
    name,
    post,
    comment_enabled: 'true',
    comments: JSON.stringify(['أرسلنا لك التفاصيل على الخاص']),
    message_enabled: 'true',
    message_type: 'products',
    item_ids: JSON.stringify([shop.dress.id]),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${baseUrl()}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shop.token}`, 'page-id': String(shop.pageId), locale: 'en' },
    body: form,
  });
  const created = (await response.json()) as { campaign: ReplyCampaign };
  expect(response.status, JSON.stringify(created)).toBe(200);
  return { post, campaign: created.campaign };
}

/** Ant Design's drawer slides and its dialogs zoom: a screenshot waits until they have settled. */
async function settled(screen: Page) {
  await screen.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

const messagesTo = (calls: SentCall[], metaPageId: string) =>
  calls.filter((call) => call.path.endsWith(`/${metaPageId}/messages`) && call.body.message !== undefined);

describe('comment to order, the whole path', () => {
  const browser = useBrowser();

  for (const run of runs) {
    const look = `${run.locale}-${run.dark ? 'dark' : 'light'}`;
    it(`a comment becomes an order the customer hears about, in ${run.locale === 'ar' ? 'Arabic' : 'English'}`, async () => {
      const shop = await fashionShop();
      const { post, campaign } = await productsCampaign(
        shop,
        run.locale === 'ar' ? 'من التعليق إلى الطلب' : 'Comment to order',
        run.locale === 'ar' ? 'فستان السهرة الأزرق وصل' : 'The blue evening dress is in',
      );

      // The owner watches the requests screen before anything happens.
      const owner = await openPage(browser(), {
        storage: rememberedTokenStorage(shop.token, {
          locale: run.locale,
          darkMode: String(run.dark),
          page: String(shop.pageId),
          accountType: 'fb',
        }),
      });
      await owner.page.goto('/dashboard/webview/requests');
      await owner.page.getByTestId('order-requests').waitFor();
      await screenshot(owner.page, `comment-to-order-1-requests-before-${look}`);

      // The customer comments; the campaign answers in private with the dress as a card.
      await simulator.setPerson({ page_id: shop.metaPageId, ...run.customer });
      const since = await simulator.lastCallSeq();
      await simulator.createComment({ post_id: post, from: run.customer, message: run.comment });
      const privateReplyOf = (calls: SentCall[]) =>
        calls.find((call) => call.path.endsWith('/messages') && call.body.recipient?.comment_id !== undefined);
      const calls = await eventually(
        async () => (await simulator.calls(since)) as unknown as SentCall[],
        (found) => privateReplyOf(found) !== undefined,
      );
      const card = privateReplyOf(calls)!.body.message!.attachment as GenericTemplate;
      expect(card.payload.template_type).toBe('generic');
      expect(card.payload.elements.map((element) => element.title)).toEqual(['فستان سهرة أزرق']);
      const orderUrl = card.payload.elements[0]!.buttons[0]!.url;
      expect(orderUrl.startsWith(`${baseUrl()}/order/`)).toBe(true);

      // A comment and a private reply do not open Messenger's 24-hour window: the customer answers the private reply.
      await simulator.sendMessage({ page_id: shop.metaPageId, from: run.customer, text: run.reply });

      // The customer taps Order: the web view on a phone, in the customer's language.
      const customer = await openPage(browser(), {
        width: 390,
        height: 844,
        phone: true,
        locale: run.locale,
        colorScheme: run.dark ? 'dark' : 'light',
      });
      await customer.page.goto(orderUrl);
      await customer.page.locator('form').waitFor();
      expect(await customer.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(
        run.locale === 'ar' ? ['ar', 'rtl'] : ['en', 'ltr'],
      );
      await customer.page.getByText(run.itemName).first().waitFor();
      await screenshot(customer.page, `comment-to-order-2-web-view-${look}`);
      for (const [name, value] of Object.entries(run.answers))
        await customer.page.locator(`[name="${name}"]`).fill(value);
      await customer.page.locator('[name="size"]').selectOption('M');
      await customer.page.locator('[name="full_name"]').scrollIntoViewIfNeeded();
      await screenshot(customer.page, `comment-to-order-3-web-view-filled-${look}`);
      await customer.page.getByRole('button', { name: run.send }).click();
      await customer.page.locator('.thanks').waitFor();
      const number = (await customer.page.locator('.request-number').textContent())!;
      const requestId = Number(/#(\d+)/.exec(number)![1]);
      await screenshot(customer.page, `comment-to-order-4-thanks-${look}`);
      await customer.context.close();

      // The owner's list shows it without a reload.
      const screen = owner.page;
      // The demo has requests of its own (some by customers of the same names): the row is found by its number.
      const row = screen.locator('.ant-table-row').filter({ hasText: new RegExp(`#${requestId}(?!\\d)`) });
      await row.waitFor({ timeout: 10_000 });
      await expect(row.textContent()).resolves.toContain(run.customer.name);
      await expect(row.getByTestId('request-status').textContent()).resolves.toBe(run.pending);
      await settled(screen);
      await screenshot(screen, `comment-to-order-5-request-live-${look}`);
      await row.getByTestId('request-open').click();
      const drawer = screen.getByTestId('request-detail');
      await drawer.waitFor();
      await expect(drawer.getByTestId('request-answers').textContent()).resolves.toContain(run.answers.address);
      await settled(screen);
      await screenshot(screen, `comment-to-order-6-request-detail-${look}`);

      const before = await simulator.lastCallSeq();
      await drawer.getByTestId('request-to-ready_inventory').click();
      await settled(screen);
      await screenshot(screen, `comment-to-order-7-confirm-${look}`);
      await confirmDialog(screen);
      await screen.locator('.ant-modal-content').waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await drawer.getByTestId('request-history').textContent()) ?? '')
        .toContain(run.told);
      await expect(row.getByTestId('request-status').textContent()).resolves.toBe(run.ready);
      await settled(screen);
      await screenshot(screen, `comment-to-order-8-status-changed-${look}`);

      // The customer's Messenger gets the new status.
      const told = messagesTo((await simulator.calls(before)) as unknown as SentCall[], shop.metaPageId).filter(
        (call) => call.body.recipient?.id === run.customer.id,
      );
      expect(told).toHaveLength(1);
      expect(told[0]!.body.message!.text).toContain(run.message(requestId));
      // The same message in the page's conversation with the customer, one click from the request.
      await drawer.getByTestId('request-conversation').click();
      await screen.getByTestId('thread').getByText(told[0]!.body.message!.text!).waitFor();
      // The private reply shows the card it carried.
      await screen.getByTestId('thread').getByText('فستان سهرة أزرق').waitFor();
      await screenshot(screen, `comment-to-order-9-conversation-${look}`);

      // The campaign's funnel on the reports: one comment, one private reply, one form opened, one order.
      await screen.goto('/dashboard/fb/reports');
      await chooseOption(screen, screen.getByTestId('reports-campaign'), campaign.name);
      await screen.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      const funnel = screen.getByTestId('order-funnel');
      await funnel.waitFor();
      await expect
        .poll(async () =>
          Promise.all(
            ['comments', 'privateSent', 'formsOpened', 'orders'].map(async (step) =>
              (
                await funnel.getByTestId(`funnel-${step}`).locator('.ant-statistic-content-value').textContent()
              )?.trim(),
            ),
          ),
        )
        .toEqual(['1', '1', '1', '1']);
      await funnel.scrollIntoViewIfNeeded();
      await screenshot(screen, `comment-to-order-10-funnel-${look}`);
      await owner.context.close();
    }, 90_000);
  }
});
