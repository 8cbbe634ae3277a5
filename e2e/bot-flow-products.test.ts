import { join } from 'node:path';
import type { Page } from 'playwright-core';
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
  lookedAt,
} from './support/browser.ts';

// Its own server: the store's items and the page's domain are written to its database, as their screens would.
let server: TestServer;
let token: string;
let pageId: number;

const looks = lookedAt([
  { locale: 'ar', dark: false, products: 'منتجات' },
  { locale: 'en', dark: false, products: 'Products' },
  { locale: 'ar', dark: true, products: 'منتجات' },
  { locale: 'en', dark: true, products: 'Products' },
] as const);

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') });
  const session = await server.login(demoOwner.username, demoOwner.password);
  token = session.access_token;
  pageId = session.pages[0]!.id;
  const db = server.runtime.database.db;
  await storeWithItems(db, pageId, [
    {
      names: { ar: 'فستان كتان صيفي', en: 'Linen summer dress' },
      sellPrice: 185000,
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

async function api<Body>(method: string, path: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Body;
}

const messageNode = (page: Page) => page.locator('[data-testid="flow-node-message"]');

describe('a flow step of product cards in the builder', () => {
  const browser = useBrowser();

  it('chooses Products in a message step, picks a store item, saves it, and tries it', async () => {
    for (const look of looks) {
      const name = `${look.locale}-${look.dark ? 'dark' : 'light'}`;
      const { flow } = await api<{ flow: { id: number; draft_revision: number } }>('POST', '/api/bot/flows', {
        name: `بطاقات ${name}`,
      });
      // A start leading to a text message: the seller turns the message into product cards.
      await api('POST', `/api/bot/flows/${flow.id}`, {
        draft_revision: flow.draft_revision,
        draft: {
          version: 2,
          nodes: [
            { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
            { id: 'cards', type: 'message', position: { x: 320, y: 0 }, data: { message: 'أهلًا' } },
          ],
          edges: [{ id: 'e1', source: 'start', source_handle: 'next', target: 'cards' }],
        },
      });
      const { context, page } = await openPage(browser(), {
        baseUrl: server.baseUrl,
        width: 1440,
        height: 900,
        storage: rememberedTokenStorage(token, { locale: look.locale, ...(look.dark ? { darkMode: 'true' } : {}) }),
      });
      try {
        await page.goto(`/dashboard/bot/builder/${flow.id}`);
        await page.getByTestId('flow-builder').waitFor();
        await messageNode(page).click();
        await page.getByTestId('node-panel').waitFor();
        await page.getByTestId('bot-message-type-products').click();
        await chooseOption(page, page.getByTestId('product-items'), 'حقيبة يد جلد');
        await messageNode(page).getByText('حقيبة يد جلد', { exact: false }).waitFor();
        await page.getByTestId('flow-message-preview').getByText('حقيبة يد جلد').first().waitFor();
        await screenshot(page, `bot-flow-products-editor-${name}`);

        await page.getByTestId('flow-save').click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="flow-builder"]')?.getAttribute('data-dirty') === 'false',
        );
        const saved = await api<{ flow: { draft: { nodes: Array<{ type: string; data: Record<string, unknown> }> } } }>(
          'GET',
          `/api/bot/flows/${flow.id}`,
        );
        const message = saved.flow.draft.nodes.find((node) => node.type === 'message')!;
        expect(message.data.message_type).toBe('products');
        expect((message.data.item_ids as number[]).length).toBe(1);

        if (look.dark) continue;
        // Try it runs the same steps for a test subscriber: the card shows, with no order link issued.
        await page.getByTestId('flow-try-toggle').click();
        const pane = page.getByTestId('flow-try');
        await pane.waitFor();
        await pane.getByTestId('try-products').waitFor();
        expect(await pane.getByTestId('try-products').innerText()).toContain('حقيبة يد جلد');
        await screenshot(page, `bot-flow-products-try-${name}`);
      } finally {
        await context.close();
      }
    }
  });
});
