import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Conversation } from '@app/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/server/test/test-server.ts';
import {
  chooseOption,
  demoOwner,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  looks,
} from './support/browser.ts';
import { settled as screenSettled } from './support/screen-checks.ts';

// This file runs its own server (the real runtime, serving the built web app): its campaigns and failing images
// would show up in the other browser tests' screens.
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let instagram: { id: number; account_id: string };

const customers = {
  commenter: { id: '9100000000001', name: 'Lina Haddad' },
  arabic: { id: '9100000000002', name: 'سارة الحلبي' },
  button: { id: '9100000000003', name: 'Omar Khalil' },
  instagram: { id: '17841000000000001', name: 'نور الشامي' },
};

async function ownerApi<Body>(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'page-id': String(pageId),
      'insta-id': String(instagram.id),
      locale: 'en',
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** Waits until the webhooks the simulator sent are stored and handled (the inbox's own settle). */
async function settle() {
  await server.simulator.deliveriesIdle(5000);
  await server.runtime.services.webhookIntake.settled();
  await server.runtime.services.dispatcher.idle();
}

async function conversationOf(
  channel: 'messenger' | 'instagram',
  personId: string,
  ready: (c: Conversation) => boolean,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await settle();
    const list = await ownerApi<{ conversations: Conversation[] }>(
      `/api/inbox/conversations?channel=${channel}&limit=100`,
    );
    const found = list.body.conversations.find((item) => item.subscriber.meta_user_id === personId);
    if (found && ready(found)) return found;
    if (Date.now() > deadline) throw new Error(`No ready conversation with ${personId}: ${JSON.stringify(found)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** A private-reply campaign answers a comment: the conversation starts with the comment and an automatic message. */
async function conversationStartedByComment(): Promise<Conversation> {
  const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'Linen summer dress' })).id;
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Dress prices',
    post,
    comment_enabled: 'false',
    message_enabled: 'true',
    message_type: 'text',
    message: 'Thanks for asking! The linen dress is 25 USD, in red, blue and white.',
    keywords: JSON.stringify(['price']),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const added = await ownerApi('/api/facebook/reply/add', { method: 'POST', body: form });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  await server.simulator.createComment({
    post_id: post,
    from: customers.commenter,
    message: 'What is the price of this dress? 😍',
  });
  await server.runtime.services.replyEngine.idle();
  return conversationOf('messenger', customers.commenter.id, (item) => item.started_by_comment !== null);
}

async function seed() {
  for (const person of [customers.commenter, customers.arabic, customers.button]) {
    await server.simulator.setPerson({ page_id: metaPageId, ...person });
  }
  await server.simulator.setPerson({ ig_user_id: instagram.account_id, ...customers.instagram });

  await server.simulator.sendMessage({
    page_id: metaPageId,
    from: customers.button,
    postback_payload: 'GET_STARTED',
  });
  await server.simulator.sendMessage({
    page_id: metaPageId,
    from: customers.arabic,
    text: 'مرحبا، هل يتوفر هذا الفستان بمقاس كبير؟ وكم تكلفة التوصيل إلى حلب؟',
  });

  const started = await conversationStartedByComment();
  const from = customers.commenter;
  await server.simulator.sendMessage({ page_id: metaPageId, from, text: 'Great, do you have it in red, size M?' });
  await server.simulator.sendMessage({
    page_id: metaPageId,
    from,
    attachments: [{ type: 'image', payload: { url: `${server.baseUrl}/_meta/pictures/red-dress.svg` } }],
  });
  // A picture Meta's CDN no longer serves: the bubble says so instead of staying empty.
  await server.simulator.sendMessage({
    page_id: metaPageId,
    from,
    attachments: [{ type: 'image', payload: { url: 'https://scontent.invalid/v/expired-photo.jpg' } }],
  });
  await settle();
  const reply = await ownerApi(`/api/inbox/conversations/${started.id}/messages`, {
    method: 'POST',
    body: JSON.stringify({ client_id: randomUUID(), text: 'Yes! Red in M is in stock. Shall I reserve one for you?' }),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  await server.simulator.sendMessage({ page_id: metaPageId, from, text: 'Yes please 🙏' });

  const ig = { ig_user_id: instagram.account_id, from: customers.instagram };
  await server.simulator.sendMessage({ ...ig, story_mention: true });
  await server.simulator.sendMessage({ ...ig, text: 'هل ما زال العرض متاحًا؟', reply_to_story_id: 'story-91' });
  await server.simulator.sendMessage({ ...ig, text: 'I love this collection ❤️' });
  await settle();

  // Labels for the subscribers screen.
  for (const [person, labels] of [
    [customers.commenter, ['VIP', 'Red dress']],
    [customers.arabic, ['عميل جديد']],
  ] as const) {
    const conversation = await conversationOf('messenger', person.id, (item) => item.subscriber.name === person.name);
    const saved = await ownerApi(`/api/bot/subscribers/${conversation.subscriber.id}/labels`, {
      method: 'POST',
      body: JSON.stringify({ labels }),
    });
    expect(saved.status).toBe(200);
  }
  await conversationOf(
    'instagram',
    customers.instagram.id,
    (item) => item.subscriber.name === customers.instagram.name,
  );
  return started;
}

beforeAll(async () => {
  server = await startTestServer({
    WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
  });
  const session = await server.login(demoOwner.username, demoOwner.password);
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
  const accounts = await server.request<{
    insta_accounts: { id: number; account_id: string; page_id: number | null }[];
  }>('GET', '/api/user/accounts', { token });
  instagram = accounts.body.insta_accounts.find((candidate) => candidate.page_id === pageId)!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const viewports = {
  desktop: { width: 1366, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Lets images load (and fail, retried once) and the thread scroll before the picture is taken. */
async function settled(page: Page) {
  await networkQuiet(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await networkQuiet(page);
  await screenSettled(page);
}

/** The thread opens at its newest message, even after its pictures loaded or failed. */
async function expectNewestInView(page: Page) {
  const messages = await page.getByTestId('messages').boundingBox();
  const newest = await page.getByTestId('message').last().boundingBox();
  expect(newest!.y + newest!.height).toBeLessThanOrEqual(messages!.y + messages!.height + 1);
  expect(newest!.y).toBeGreaterThanOrEqual(messages!.y);
}

describe('inbox, subscribers and bot settings screenshots (e2e/artifacts/screens-*.png)', () => {
  const browser = useBrowser();
  let started: Conversation;

  beforeAll(async () => {
    started = await seed();
  }, 120_000);

  it('subscribers: filters by window and label, exports what is shown, opens the Messenger and Instagram conversations', async () => {
    const storage = rememberedTokenStorage(token, { locale: 'en' });
    const { context, page } = await openPage(browser(), { baseUrl: server.baseUrl, storage });
    const ids = async () => {
      await networkQuiet(page);
      return page.locator('.subscribers-meta-id').allInnerTexts();
    };
    const choose = async (testId: string, option: string) => {
      await chooseOption(page, page.getByTestId(testId), option);
    };
    await page.goto('/dashboard/bot/subscribers');
    await page.locator('.subscribers-meta-id', { hasText: customers.commenter.id }).waitFor();
    expect((await ids()).sort()).toEqual([customers.commenter.id, customers.arabic.id, customers.button.id]);

    await choose('subscribers-window', 'Closed');
    await page.waitForFunction(() => document.querySelectorAll('.subscribers-meta-id').length === 0);
    expect(await ids()).toEqual([]);
    await choose('subscribers-window', 'Open');
    await page.locator('.subscribers-meta-id', { hasText: customers.button.id }).waitFor();
    expect(await ids()).toHaveLength(3);

    await choose('subscribers-label', 'VIP');
    await page.waitForFunction(() => document.querySelectorAll('.subscribers-meta-id').length === 1);
    expect(await ids()).toEqual([customers.commenter.id]);

    const downloading = page.waitForEvent('download');
    await page.getByTestId('subscribers-export').click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    expect(csv).toContain(customers.commenter.id);
    expect(csv).not.toContain(customers.arabic.id);

    await page.locator('[data-testid^="open-conversation-"]').click();
    await page.waitForURL(/\/dashboard\/bot\/fb\/chat\?conversation=\d+$/);
    expect(await page.getByTestId('thread').getByTestId('thread-name').innerText()).toBe(customers.commenter.name);

    await page.goto('/dashboard/bot/subscribers');
    await choose('subscribers-channel', 'Instagram');
    await page.locator('.subscribers-meta-id', { hasText: customers.instagram.id }).waitFor();
    await page.locator('[data-testid^="open-conversation-"]').click();
    await page.waitForURL(/\/dashboard\/instagram\/chat\?conversation=\d+$/);
    expect(await page.getByTestId('thread').getByTestId('thread-name').innerText()).toBe(customers.instagram.name);
    await context.close();
  });

  for (const { locale, theme } of looks) {
    for (const device of ['desktop', 'mobile'] as const) {
      const suffix = `${locale}-${theme}-${device}`;
      it(`screens ${suffix}`, async () => {
        const storage = rememberedTokenStorage(token, { locale, darkMode: String(theme === 'dark') });
        const { context, page } = await openPage(browser(), {
          baseUrl: server.baseUrl,
          storage,
          ...viewports[device],
        });

        // Messenger: the conversation started by a comment, with an automatic message, images and the clock.
        await page.goto(`/dashboard/bot/fb/chat?conversation=${started.id}`);
        const thread = page.getByTestId('thread');
        await thread.getByTestId('started-by-comment').waitFor();
        await thread.getByTestId('automatic-tag').first().waitFor();
        await thread.getByTestId('window-clock').waitFor();
        await thread.getByTestId('image-fallback').waitFor({ timeout: 20_000 });
        await settled(page);
        await expectNewestInView(page);
        await screenshot(page, `screens-inbox-fb-thread-${suffix}`);
        // The list's filters ("All", "Unread", "Window open") are shown whole, none cut with an ellipsis.
        const cutFilters = await page
          .getByTestId('inbox-filter')
          .locator('.ant-segmented-item-label')
          .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
        if (device === 'desktop') expect(cutFilters).toBe(0);
        await thread.getByTestId('messages').evaluate((element) => element.scrollTo({ top: 0 }));
        await screenshot(page, `screens-inbox-fb-thread-top-${suffix}`);
        if (device === 'mobile') {
          await page.getByTestId('inbox-back').click();
          await page.getByTestId('conversation-list').waitFor();
          await settled(page);
          await screenshot(page, `screens-inbox-fb-list-${suffix}`);
        }

        // Instagram: a story mention and a story reply.
        await page.goto('/dashboard/instagram/chat');
        await page.getByTestId('conversation-item').filter({ hasText: customers.instagram.name }).click();
        await page.getByTestId('thread').getByTestId('message-story').first().waitFor();
        await settled(page);
        await screenshot(page, `screens-inbox-instagram-${suffix}`);

        await page.goto('/dashboard/bot/subscribers');
        await page.locator('.subscribers-meta-id', { hasText: customers.commenter.id }).waitFor();
        await settled(page);
        await screenshot(page, `screens-subscribers-${suffix}`);

        await page.goto('/dashboard/bot/settings');
        await page.getByTestId('bot-settings').waitFor();
        await settled(page);
        await screenshot(page, `screens-bot-settings-${suffix}`);
        await context.close();
      });
    }
  }
});
