import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { flowCanvasAtRest } from './support/screen-checks.ts';
import { createFlow, switchBotOn } from './support/bot.ts';
import { callApi, demoPublisher, eventually, type DemoPublisher } from './support/publishing.ts';

const builder = '/dashboard/bot/builder';
const nodeCard = (page: Page, id: string) => page.locator(`.flow-node[data-node-id="${id}"]`);

/** Start → a message with two quick replies → (first) an email question → thanks, (second) a person. */
function orderFlow(start: string, code: string) {
  return {
    version: 2,
    nodes: [
      { id: start, type: 'start', position: { x: 0, y: 80 }, data: {} },
      {
        id: 'offer',
        type: 'message',
        position: { x: 300, y: 40 },
        data: {
          message_type: 'quick_replies',
          message: `أهلًا 👋 كيف نتواصل معك؟ ${code}`,
          buttons: [],
          cards: [],
          replies: [
            { title: 'بالبريد', payload: 'EMAIL' },
            { title: 'اتصلوا بي', payload: 'CALL' },
          ],
          media_id: null,
        },
      },
      {
        id: 'email',
        type: 'question',
        position: { x: 640, y: 0 },
        data: { text: 'ما بريدك الإلكتروني؟', field: 'email', answer_kind: 'email', retry_text: 'هذا ليس بريدًا صحيحًا' },
      },
      {
        id: 'thanks',
        type: 'message',
        position: { x: 960, y: 0 },
        data: {
          message_type: 'text',
          message: 'شكرًا! سنراسلك قريبًا',
          buttons: [],
          cards: [],
          replies: [],
          media_id: null,
        },
      },
      { id: 'human', type: 'handover', position: { x: 640, y: 260 }, data: {} },
    ],
    edges: [
      { id: 'e1', source: start, source_handle: 'next', target: 'offer' },
      { id: 'e2', source: 'offer', source_handle: 'reply:0', target: 'email' },
      { id: 'e3', source: 'offer', source_handle: 'reply:1', target: 'human' },
      { id: 'e4', source: 'email', source_handle: 'answered', target: 'thanks' },
    ],
  };
}

/** A real subscriber runs the published flow through the simulator: the keyword, then the first quick reply. */
async function runThroughSimulator(publisher: DemoPublisher, flowId: number, code: string) {
  const headers = { 'page-id': String(publisher.pageId) };
  await switchBotOn(publisher);
  const bot = await callApi(
    publisher.token,
    'POST',
    '/api/bot/replies',
    {
      bot_name: `طلب ${code}`,
      reply_type: 'flow',
      flow_id: flowId,
      keyword_type: 'contains',
      keywords: [`طلب ${code}`],
    },
    headers,
  );
  expect(bot.status).toBe(200);
  const customer = { id: `${Date.now()}7`, name: 'سارة' };
  const since = await simulator.lastCallSeq();
  await simulator.setPerson({ page_id: publisher.pageMetaId, ...customer });
  await simulator.sendMessage({ page_id: publisher.pageMetaId, from: customer, text: `أريد طلب ${code}` });
  const sends = await eventually(
    async () =>
      (await simulator.calls(since)).filter(
        (call) => call.method === 'POST' && call.path.endsWith('/messages') && JSON.stringify(call.body).includes(code),
      ),
    (found) => found.length > 0,
  );
  const sent = JSON.stringify(sends[0]!.body);
  const payload = /"payload":"(FLOW:[^"]+reply:0)"/.exec(sent.replaceAll('\\"', '"'))?.[1];
  expect(payload, sent).toBeTruthy();
  await simulator.sendMessage({
    page_id: publisher.pageMetaId,
    from: customer,
    text: 'بالبريد',
    quick_reply_payload: payload!,
  });
  await eventually(
    () =>
      callApi<{ nodes: { node_id: string; reached: number }[] }>(
        publisher.token,
        'GET',
        `/api/bot/flows/${flowId}/stats`,
        undefined,
        headers,
      ),
    (answer) => answer.body.nodes.some((node) => node.node_id === 'email' && node.reached > 0),
  );
  return customer;
}

describe('trying a flow and its statistics (/dashboard/bot/builder/{id})', () => {
  const browser = useBrowser();

  it('publishes, tries it (a quick reply, a wrong then a right email), and shows the statistics of a real run', async () => {
    const publisher = await demoPublisher();
    const code = String(Date.now()).slice(-6);
    const name = `مسار التواصل ${code}`;
    const flowId = await createFlow(publisher, name, (start) => orderFlow(start, code));
    let customer: { id: string; name: string } | null = null;

    for (const [locale, dark] of [
      ['ar', true],
      ['en', false],
    ] as const) {
      const { context, page } = await openPage(browser(), {
        width: 1440,
        height: 900,
        storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
      });
      const theme = `${locale}-${dark ? 'dark' : 'light'}`;
      try {
        await page.goto(`${builder}/${flowId}`);
        await nodeCard(page, 'thanks').waitFor();
        if (locale === 'ar') {
          await page.getByTestId('flow-publish').click();
          await page.getByText('تم نشر الإصدار 1.').waitFor();
        }

        await page.getByTestId('flow-try-toggle').click();
        const pane = page.getByTestId('flow-try');
        await pane.getByText(`كيف نتواصل معك؟ ${code}`).waitFor();
        expect(await nodeCard(page, 'offer').getAttribute('data-current')).toBe('true');
        expect(await pane.getByTestId('preview-quick-reply').allInnerTexts()).toEqual(['بالبريد', 'اتصلوا بي']);
        await pane.getByTestId('preview-quick-reply').first().click();
        await pane.getByText('ما بريدك الإلكتروني؟').waitFor();
        await nodeCard(page, 'email').and(page.locator('[data-current="true"]')).waitFor();

        await pane.getByTestId('try-text').fill('ليس بريدًا');
        await pane.getByTestId('try-send').click();
        await pane.getByText('هذا ليس بريدًا صحيحًا').waitFor();
        await pane.getByTestId('try-text').fill('sara@example.com');
        await pane.getByTestId('try-text').press('Enter');
        const field = pane.getByTestId('try-field');
        await field.waitFor();
        expect(await field.innerText()).toContain('sara@example.com');
        await pane.getByText('شكرًا! سنراسلك قريبًا').waitFor();
        await pane.getByTestId('try-end').waitFor();
        expect(await pane.getAttribute('data-phase')).toBe('ended');
        await networkQuiet(page);
        await screenshot(page, `bot-flow-try-${theme}`);

        // The real subscriber reaches the question in the Arabic pass, and has answered it by the English one.
        if (locale === 'ar') customer = await runThroughSimulator(publisher, flowId, code);
        const answered = locale === 'en';
        await page.getByTestId('try-close').click();
        await page.getByTestId('flow-stats-toggle').click();
        const running = page.getByTestId('flow-stats-running');
        await running.waitFor();
        expect(await running.innerText()).toBe(locale === 'ar' ? 'فيه الآن: 1' : '0 running');
        expect(await page.getByTestId('flow-stats-finished').innerText()).toBe(
          locale === 'ar' ? 'أنهوه: 0' : '1 finished',
        );
        expect(await nodeCard(page, 'offer').getByTestId('flow-stat-reached').innerText()).toBe(
          locale === 'ar' ? 'وصل 1' : 'reached 1',
        );
        expect(await nodeCard(page, 'offer').getByTestId('flow-stat-pressed').allInnerTexts()).toEqual(
          locale === 'ar' ? ['ضُغط 1', 'ضُغط 0'] : ['pressed 1', 'pressed 0'],
        );
        expect(await nodeCard(page, 'thanks').getByTestId('flow-stat-reached').innerText()).toBe(
          answered ? 'reached 1' : 'وصل 0',
        );
        // The whole flow in view (the canvas's own control) for the picture.
        await page
          .getByRole('button', { name: locale === 'ar' ? 'إظهار المسار كاملًا' : 'Fit the flow in view' })
          .click();
        await flowCanvasAtRest(page);
        await networkQuiet(page);
        await screenshot(page, `bot-flow-stats-${theme}`);

        if (locale === 'ar') {
          // The trail names the flow that answered.
          await page.goto('/dashboard/bot/templates?tab=trail');
          const row = page.getByTestId('bot-trail-row').filter({ hasText: `أريد طلب ${code}` });
          await row.getByTestId('bot-trail-flow').waitFor({ timeout: 20_000 });
          expect(await row.getByTestId('bot-trail-flow').innerText()).toContain(name);
          expect(await row.getByTestId('bot-trail-bot').innerText()).toBe(`طلب ${code}`);

          // The answer to the question is saved on the subscriber and shown in the conversation.
          await simulator.sendMessage({ page_id: publisher.pageMetaId, from: customer!, text: 'sara@example.com' });
          await row.getByRole('link').click();
          const saved = page.locator('[data-testid="subscriber-field"][data-field="email"]');
          await saved.waitFor({ timeout: 20_000 });
          expect(await saved.innerText()).toContain('sara@example.com');
          await networkQuiet(page);
          await screenshot(page, 'bot-inbox-subscriber-fields-ar-dark');
        }
      } finally {
        await context.close();
      }
    }
  });

  it('starts a flow from the bot form: asks for the flow in each language and marks an unpublished one', async () => {
    const publisher = await demoPublisher();
    const code = String(Date.now()).slice(-6);
    const draftName = `مسودة ${code}`;
    await createFlow(publisher, draftName, (start) => orderFlow(start, code));
    for (const [locale, dark] of [
      ['ar', false],
      ['en', true],
    ] as const) {
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
      });
      try {
        await page.goto('/dashboard/bot/templates');
        await page.getByTestId('bot-add').click();
        await page.getByTestId('bot-name').fill(`بوت ${code} ${locale}`);
        // Keywords, not the default reply: a page has only one of those.
        await page.getByTestId('bot-keyword-type-contains').click();
        await page.getByTestId('bot-keywords').locator('input').fill(`مسودة ${code} ${locale}`);
        await page.getByTestId('bot-keywords').locator('input').press('Enter');
        await page.getByTestId('bot-reply-type-flow').click();
        await page.getByTestId('bot-flow').waitFor();
        expect(await page.getByTestId('bot-message').count()).toBe(0);
        await page.getByTestId('bot-save').click();
        await page.getByText(locale === 'ar' ? 'أدخل المسار من فضلك' : 'Enter the flow please').waitFor();

        await page.getByTestId('bot-flow').click();
        const option = page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: draftName });
        expect(await option.innerText()).toContain(locale === 'ar' ? 'غير منشور' : 'Not published');
        await option.click();
        await page.getByTestId('bot-flow-unpublished').waitFor();
        await networkQuiet(page);
        await screenshot(page, `bot-reply-form-flow-${locale}-${dark ? 'dark' : 'light'}`);
        await page.getByTestId('bot-save').click();
        await page
          .getByTestId('bot-row')
          .filter({ hasText: `بوت ${code} ${locale}` })
          .waitFor();
      } finally {
        await context.close();
      }
    }
  });
});
