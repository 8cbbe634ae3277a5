import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawJpeg } from './support/jpeg.ts';
import {
  apiLogin,
  baseUrl,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';

type DemoSession = { token: string; metaPageId: string; metaInstagramId: string | null };

async function demoSession(): Promise<DemoSession> {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  return {
    token: body.access_token,
    metaPageId: body.pages[0]!.page_id,
    metaInstagramId: body.insta_accounts[0]?.account_id ?? null,
  };
}

let personSequence = 0;

/** A new customer (a PSID of their own) so each test reads its own conversation. */
function newCustomer(name: string) {
  personSequence += 1;
  return { id: `${Date.now()}${personSequence}`, name };
}

async function openInbox(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('inbox').waitFor();
  await page.getByTestId('inbox-search').waitFor();
}

function conversationWith(page: Page, text: string | RegExp) {
  return page.getByTestId('conversation-item').filter({ hasText: text });
}

describe('the inbox', () => {
  const browser = useBrowser();

  it('shows a message sent through the simulator in an open Arabic inbox without reloading; a reply reaches Meta once', async () => {
    const { token, metaPageId } = await demoSession();
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'ar' }) });
    await openInbox(page, '/dashboard/bot/fb/chat');
    await page.evaluate(() => {
      (window as unknown as { inboxMarker: string }).inboxMarker = 'no reload';
    });

    const customer = newCustomer('سارة الحلبي');
    await simulator.setPerson({ page_id: metaPageId, ...customer });
    const question = `مرحبا، بكم هذا الفستان؟ ${customer.id}`;
    await simulator.sendMessage({ page_id: metaPageId, from: customer, text: question });
    const item = conversationWith(page, question);
    await item.waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { inboxMarker?: string }).inboxMarker)).toBe('no reload');
    expect(Number(await item.getAttribute('data-unread'))).toBeGreaterThan(0);
    await page.getByTestId('side-menu').getByTestId('inbox-menu-badge').waitFor();

    await item.click();
    const thread = page.getByTestId('thread');
    await thread.getByTestId('message-text').filter({ hasText: question }).waitFor();
    expect(await thread.getByTestId('meta-user-id').getAttribute('data-id')).toBe(customer.id);
    expect(await thread.getByTestId('window-clock').getAttribute('data-state')).toBe('open');

    const since = await simulator.lastCallSeq();
    const answer = `السعر 20 دولارًا 👍 ${customer.id}`;
    await thread.getByTestId('composer-text').fill(answer);
    await thread.getByTestId('send-button').dblclick();
    const sent = thread.getByTestId('message').filter({ hasText: answer });
    await sent.getByTestId('message-status').and(page.locator('[data-status="sent"]')).waitFor({ timeout: 20_000 });

    // A message arriving while the thread is open appears in it at once.
    const followUp = `هل يتوفر باللون الأحمر؟ ${customer.id}`;
    await simulator.sendMessage({ page_id: metaPageId, from: customer, text: followUp });
    await thread.getByTestId('message-text').filter({ hasText: followUp }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'inbox-realtime-ar-light-desktop');

    const sends = (await simulator.calls(since)).filter(
      (call) =>
        call.method === 'POST' &&
        call.path.endsWith('/messages') &&
        JSON.stringify(call.body ?? {}).includes(answer.slice(0, 10)),
    );
    expect(sends).toHaveLength(1);
    await context.close();
  });

  it('uploads an image with its progress and sends it as an image attachment, once', async () => {
    const { token, metaPageId } = await demoSession();
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    const customer = newCustomer('Photo customer');
    const text = `Send me a photo ${customer.id}`;
    await simulator.sendMessage({ page_id: metaPageId, from: customer, text });
    await openInbox(page, '/dashboard/bot/fb/chat');
    await conversationWith(page, text).click();
    const thread = page.getByTestId('thread');
    const since = await simulator.lastCallSeq();
    await thread.getByTestId('attach-input').setInputFiles({
      name: 'dress.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawJpeg(page),
    });
    await thread.getByTestId('attachment-ready').waitFor({ timeout: 20_000 });
    await thread.getByTestId('send-button').click();
    await thread.getByTestId('message').locator('[data-status="sent"]').waitFor({ timeout: 20_000 });
    const imageSends = (await simulator.calls(since)).filter(
      (call) =>
        call.method === 'POST' &&
        call.path.endsWith('/messages') &&
        JSON.stringify(call.body ?? {}).includes('"image"'),
    );
    expect(imageSends).toHaveLength(1);
    await screenshot(page, 'inbox-image-sent-en-light-desktop');
    await context.close();
  });

  it('counts the window down and disables the composer, with the reason, once it has closed', async () => {
    const { token, metaPageId } = await demoSession();
    const { context, page } = await openPage(browser(), { storage: rememberedTokenStorage(token, { locale: 'en' }) });
    await page.clock.install();
    const customer = newCustomer('Old customer');
    const text = `Is it still available? ${customer.id}`;
    await simulator.sendMessage({ page_id: metaPageId, from: customer, text });
    await openInbox(page, '/dashboard/bot/fb/chat');
    await conversationWith(page, text).click();
    const thread = page.getByTestId('thread');
    const clock = thread.getByTestId('window-clock');
    expect(await clock.getAttribute('data-state')).toBe('open');

    await page.clock.fastForward(72 * 3_600_000);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="window-clock"]')?.getAttribute('data-state') !== 'open',
    );
    const afterThreeDays = await clock.getAttribute('data-state');
    if (afterThreeDays === 'human_agent') {
      await thread.getByTestId('human-agent-notice').waitFor();
      await screenshot(page, 'inbox-human-agent-en-light-desktop');
    }

    await page.clock.fastForward(120 * 3_600_000);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="window-clock"]')?.getAttribute('data-state') === 'closed',
    );
    expect(await thread.getByTestId('composer').getAttribute('data-disabled')).toBe('true');
    expect(await thread.getByTestId('composer-disabled-reason').textContent()).toContain('24 hours');
    expect(await thread.getByTestId('send-button').count()).toBe(0);
    await screenshot(page, 'inbox-window-closed-en-light-desktop');
    await context.close();
  });

  // Nine browser contexts and twelve screenshots: about 40 s alone, longer beside another file.
  it('looks right in Arabic and English, light and dark, on a desktop and a phone (list, then thread with a way back)', async () => {
    const { token, metaPageId, metaInstagramId } = await demoSession();
    const customer = newCustomer('Lina Haddad');
    await simulator.setPerson({ page_id: metaPageId, ...customer });
    if (metaInstagramId) await simulator.setPerson({ ig_user_id: metaInstagramId, ...customer });
    await simulator.sendMessage({ page_id: metaPageId, from: customer, text: `Hello 👋 ${customer.id}` });
    await simulator.sendMessage({
      page_id: metaPageId,
      from: customer,
      attachments: [{ type: 'image', payload: { url: `${baseUrl()}/favicon.svg` } }],
    });
    if (metaInstagramId) {
      await simulator.sendMessage({ ig_user_id: metaInstagramId, from: customer, text: `Story love ${customer.id}` });
    }
    // The list names the customer once Meta's profile is read (a job), and shows their id until then.
    const listed = new RegExp(`${customer.name}|${customer.id}`);

    for (const { locale, theme } of looks) {
      const storage = rememberedTokenStorage(token, { locale, darkMode: String(theme === 'dark') });
      const desktop = await openPage(browser(), { storage });
      await openInbox(desktop.page, '/dashboard/bot/fb/chat');
      await conversationWith(desktop.page, listed).first().click();
      await desktop.page.getByTestId('thread').getByTestId('message').first().waitFor();
      await screenshot(desktop.page, `inbox-messenger-${locale}-${theme}-desktop`);
      await desktop.context.close();

      const phone = await openPage(browser(), { storage, width: 390, height: 844 });
      await openInbox(phone.page, '/dashboard/bot/fb/chat');
      await screenshot(phone.page, `inbox-list-${locale}-${theme}-mobile`);
      await conversationWith(phone.page, listed).first().click();
      await phone.page.getByTestId('thread').getByTestId('message').first().waitFor();
      expect(await phone.page.getByTestId('conversation-list').count()).toBe(0);
      await screenshot(phone.page, `inbox-thread-${locale}-${theme}-mobile`);
      await phone.page.getByTestId('inbox-back').click();
      await phone.page.getByTestId('conversation-list').waitFor();
      await phone.context.close();
    }

    if (metaInstagramId) {
      const storage = rememberedTokenStorage(token, { locale: 'ar', accountType: 'instagram' });
      const instagram = await openPage(browser(), { storage });
      await openInbox(instagram.page, '/dashboard/instagram/chat');
      await conversationWith(instagram.page, listed).first().click();
      await instagram.page.getByTestId('thread').getByTestId('message').first().waitFor();
      await screenshot(instagram.page, 'inbox-instagram-ar-light-desktop');
      await instagram.context.close();
    }
  }, 120_000);
});
