import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFlow } from './support/bot.ts';
import { looks, networkQuiet, openPage, rememberedTokenStorage, screenshot, useBrowser } from './support/browser.ts';
import { demoPublisher } from './support/publishing.ts';
import { flowCanvasAtRest } from './support/screen-checks.ts';

const builder = '/dashboard/bot/builder';
type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/** How far the page scrolls sideways: more than nothing means it is wider than the screen. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The canvas's zoom, from React Flow's viewport transform. */
const zoomOf = (page: Page) =>
  page.locator('.react-flow__viewport').evaluate((viewport) => new DOMMatrix(getComputedStyle(viewport).transform).a);

/** The message's character count ends above whatever the panel shows next (antd draws it under the field). */
const countClearOfWhatFollows = (page: Page) =>
  page.evaluate(() => {
    const count = document.querySelector('.flow-side-panel .ant-input-data-count');
    if (!count) throw new Error('no character count');
    let node: Element | null = count.closest('.ant-input-textarea-show-count');
    let next: Element | null = null;
    while (node && !next) {
      next = node.nextElementSibling;
      while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
      node = node.parentElement;
    }
    if (!next) throw new Error('nothing after the field');
    return count.getBoundingClientRect().bottom <= next.getBoundingClientRect().top + 0.5;
  });

describe('the flow builder on a phone and on a desktop', () => {
  const browser = useBrowser();

  it('fits a phone screen (390 x 844) in Arabic and English, light and dark', async () => {
    const publisher = await demoPublisher();
    const flowId = await createFlow(publisher, 'Phone layout', (start) => ({
      version: 2,
      nodes: [
        { id: start, type: 'start', position: { x: 0, y: 0 }, data: {} },
        {
          id: 'hello',
          type: 'message',
          position: { x: 320, y: 0 },
          data: {
            message_type: 'text',
            message: 'Hello! What would you like to order?',
            buttons: [],
            cards: [],
            replies: [],
            media_id: null,
          },
        },
      ],
      edges: [{ id: 'e1', source: start, source_handle: 'next', target: 'hello' }],
    }));
    for (const { locale, dark } of looks) {
      const { context, page } = await openPage(browser(), {
        width: 390,
        height: 844,
        storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
      });
      try {
        await page.goto(`${builder}/${flowId}`);
        await page.locator('[data-testid="flow-node-message"]').waitFor();
        await networkQuiet(page);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `bot-flow-builder-phone-${locale}-${dark ? 'dark' : 'light'}`);
        // The start's panel says how a conversation gets to the flow.
        await page.locator('[data-testid="flow-node-start"]').click();
        await page.getByTestId('flow-entrances').scrollIntoViewIfNeeded();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `bot-flow-builder-phone-start-${locale}-${dark ? 'dark' : 'light'}`);
        await page.goto(builder);
        await page.getByTestId('flow-row-link').first().waitFor();
        await networkQuiet(page);
        await screenshot(page, `bot-flows-list-phone-${locale}-${dark ? 'dark' : 'light'}`);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    }
  });

  it('places every step added from the palette inside the visible canvas, never under the palette, and fit view keeps steps readable', async () => {
    const publisher = await demoPublisher();
    const flowId = await createFlow(publisher, 'Desktop layout', (start) => ({
      version: 2,
      nodes: [{ id: start, type: 'start', position: { x: 0, y: 0 }, data: {} }],
      edges: [],
    }));
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser(), {
        width: 1366,
        height: 860,
        storage: rememberedTokenStorage(publisher.token, { locale }),
      });
      try {
        await page.goto(`${builder}/${flowId}`);
        await page.locator('[data-testid="flow-node-start"]').waitFor();
        await networkQuiet(page);
        const palette = await boxOf(page.getByTestId('flow-palette'));
        const canvas = await boxOf(page.getByTestId('flow-canvas'));
        const kinds = ['message', 'question', 'wait', 'label', 'condition', 'notify', 'message', 'wait'];
        for (const [index, kind] of kinds.entries()) {
          await page.getByTestId(`palette-${kind}`).click();
          const added = page.locator('.react-flow__node').nth(index + 1);
          await added.waitFor();
          await flowCanvasAtRest(page);
          const box = await boxOf(added);
          expect(intersects(box, palette), `step ${index + 1} (${kind}) under the palette`).toBe(false);
          expect(within(box, canvas), `step ${index + 1} (${kind}) outside the canvas`).toBe(true);
          if (index === 0) {
            // A new step is selected: its editor is open in the side panel.
            await page.getByTestId('bot-message').fill('أهلًا بك! اختر ما تريد من القائمة أدناه.');
            await screenshot(page, `bot-flow-builder-message-panel-${locale}`);
            expect(await countClearOfWhatFollows(page), 'the character count covers the text under the field').toBe(
              true,
            );
          }
        }
        await screenshot(page, `bot-flow-builder-added-steps-${locale}`);

        await page.locator('.react-flow__controls-fitview').click();
        await flowCanvasAtRest(page);
        expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.65);
        await screenshot(page, `bot-flow-builder-fit-view-${locale}`);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    }
  });
});
