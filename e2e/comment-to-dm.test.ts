import type { BotSettings } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { createFlow } from './support/bot.ts';
import { callApi, demoPublisher, eventually, type DemoPublisher } from './support/publishing.ts';

/** A published flow of one message, started by a campaign's private reply once the commenter answers it. */
async function publishedWelcome(publisher: DemoPublisher, code: string): Promise<{ id: number; name: string }> {
  const headers = { 'page-id': String(publisher.pageId) };
  const name = `ترحيب ${code}`;
  const id = await createFlow(
    publisher,
    name,
    (start) => ({
      version: 2,
      nodes: [
        { id: start, type: 'start', position: { x: 0, y: 0 }, data: {} },
        {
          id: 'prices',
          type: 'message',
          position: { x: 300, y: 0 },
          data: {
            message_type: 'text',
            message: `قائمة الأسعار ${code}`,
            buttons: [],
            cards: [],
            replies: [],
            media_id: null,
          },
        },
      ],
      edges: [{ id: 'e1', source: start, source_handle: 'next', target: 'prices' }],
    }),
    { publish: true },
  );
  const { body } = await callApi<{ settings: BotSettings }>(
    publisher.token,
    'GET',
    '/api/bot/settings',
    undefined,
    headers,
  );
  await callApi(publisher.token, 'POST', '/api/bot/settings', { ...body.settings, bot_enabled: true }, headers);
  return { id, name };
}

describe('comment to DM (a reply campaign starts a bot flow)', () => {
  const browser = useBrowser();

  it('picks the flow in the campaign form; a commenter who answers the private reply gets the flow', async () => {
    const publisher = await demoPublisher();
    const code = String(Date.now()).slice(-6);
    const flow = await publishedWelcome(publisher, code);
    const post = (await simulator.createPost({ page_id: publisher.pageMetaId, message: `عرض ${code}` })).id;

    const { context, page } = await openPage(browser(), {
      height: 1100,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar' }),
    });
    try {
      await page.goto(`/dashboard/fb/reply/${post}`);
      await page.getByTestId('reply-form').waitFor();
      await page.getByTestId('reply-name').fill(`من التعليق ${code}`);
      await page.getByTestId('reply-text-0').fill('أرسلنا لك على الخاص');
      await page.getByTestId('message-enabled').click();
      await page.getByTestId('private-message').fill('اكتب لنا أي كلمة لنرسل لك الأسعار');
      await chooseOption(page, page.getByTestId('reply-start-flow'), flow.name);
      await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      await screenshot(page, 'comment-to-dm-form-ar-light');
      await page.getByTestId('reply-save').click();
      await page.waitForURL('**/dashboard/fb/posts');
    } finally {
      await context.close();
    }

    // The same field in English, dark: the flow's name stays in its own direction.
    const english = await openPage(browser(), {
      height: 1100,
      storage: rememberedTokenStorage(publisher.token, { locale: 'en', darkMode: 'true' }),
    });
    try {
      await english.page.goto(`/dashboard/fb/reply/${post}`);
      await english.page.getByTestId('message-enabled').click();
      await chooseOption(english.page, english.page.getByTestId('reply-start-flow'), flow.name);
      await english.page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      await english.page.getByText('When they answer, start a bot flow').scrollIntoViewIfNeeded();
      await screenshot(english.page, 'comment-to-dm-form-en-dark');
    } finally {
      await english.context.close();
    }

    const commenter = { id: `${Date.now()}3`, name: 'ريم' };
    await simulator.setPerson({ page_id: publisher.pageMetaId, ...commenter });
    const since = await simulator.lastCallSeq();
    await simulator.createComment({ post_id: post, from: commenter, message: 'بكم؟' });
    const messagesTo = async () =>
      (await simulator.calls(since)).filter((call) => call.method === 'POST' && call.path.endsWith('/messages'));
    await eventually(messagesTo, (calls) => calls.some((call) => JSON.stringify(call.body).includes('comment_id')));
    // The run waits for the answer; the first words of the commenter start the flow.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await simulator.sendMessage({ page_id: publisher.pageMetaId, from: commenter, text: 'تمام' });
    const sent = await eventually(messagesTo, (calls) =>
      calls.some((call) => JSON.stringify(call.body).includes(`قائمة الأسعار ${code}`)),
    );
    expect(sent.filter((call) => JSON.stringify(call.body).includes(`قائمة الأسعار ${code}`))).toHaveLength(1);
  });
});
