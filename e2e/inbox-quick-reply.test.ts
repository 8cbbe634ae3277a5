import { describe, expect, it } from 'vitest';
import { openPage, rememberedTokenStorage, screenshot, simulator, useBrowser } from './support/browser.ts';
import { switchBotOn } from './support/bot.ts';
import { callApi, demoPublisher, eventually } from './support/publishing.ts';

describe('a quick reply pressed in a Messenger conversation (/dashboard/bot/fb/chat)', () => {
  const browser = useBrowser();

  it('shows the button’s title as the customer saw it, with the payload only behind a copy button', async () => {
    const publisher = await demoPublisher();
    const headers = { 'page-id': String(publisher.pageId) };
    const code = String(Date.now()).slice(-6);
    const settingsBefore = await switchBotOn(publisher);
    try {
      const payload = `message-${code}:reply:1`;
      const bot = await callApi(
        publisher.token,
        'POST',
        '/api/bot/replies',
        {
          bot_name: `المقاس ${code}`,
          keyword_type: 'contains',
          keywords: [`مقاس ${code}`],
          message_type: 'quick_replies',
          message: 'أي مقاس تريد؟',
          replies: [
            { title: 'صغير', payload: `message-${code}:reply:0` },
            { title: 'كبير جدًا', payload },
          ],
        },
        headers,
      );
      expect(bot.status, JSON.stringify(bot.body)).toBe(200);

      const customer = { id: `${Date.now()}3`, name: `ليلى ${code}` };
      const since = await simulator.lastCallSeq();
      await simulator.setPerson({ page_id: publisher.pageMetaId, ...customer });
      await simulator.sendMessage({ page_id: publisher.pageMetaId, from: customer, text: `أريد مقاس ${code}` });
      await eventually(
        async () =>
          (await simulator.calls(since)).filter(
            (call) =>
              call.method === 'POST' && call.path.endsWith('/messages') && JSON.stringify(call.body).includes(payload),
          ),
        (found) => found.length > 0,
      );
      // The press as Messenger delivers it: the payload, and the title the customer saw as the text.
      await simulator.sendMessage({ page_id: publisher.pageMetaId, from: customer, quick_reply_payload: payload });
      // The name comes from a profile read queued behind the first message: on a busy machine it can take a while, and
      // the list shows the conversation by it. Waited for here, so the screen below is judged on the press alone.
      type Listed = { conversations: { subscriber: { name: string | null } }[] };
      const named = await eventually(
        async () =>
          (
            await callApi<Listed>(
              publisher.token,
              'GET',
              `/api/inbox/conversations?q=${encodeURIComponent(customer.name)}`,
              undefined,
              headers,
            )
          ).body,
        (listed) => listed.conversations.some((item) => item.subscriber.name === customer.name),
        60_000,
      );
      expect(named.conversations.map((item) => item.subscriber.name)).toContain(customer.name);

      for (const locale of ['ar', 'en'] as const) {
        const { context, page } = await openPage(browser(), {
          storage: rememberedTokenStorage(publisher.token, { locale }),
        });
        try {
          await page.goto('/dashboard/bot/fb/chat');
          await page.getByTestId('conversation-item').filter({ hasText: customer.name }).click();
          const thread = page.getByTestId('thread');
          const press = thread.getByTestId('message').filter({ has: page.locator('[data-kind="quick_reply"]') });
          await press.waitFor({ timeout: 20_000 });
          expect(await press.getByTestId('message-text').innerText()).toBe('كبير جدًا');
          expect(await press.innerText()).not.toContain(payload);
          expect(await press.getByTestId('message-payload').getAttribute('data-id')).toBe(payload);
          await screenshot(page, `inbox-quick-reply-title-${locale}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await callApi(publisher.token, 'POST', '/api/bot/settings', settingsBefore, headers);
    }
  });
});
