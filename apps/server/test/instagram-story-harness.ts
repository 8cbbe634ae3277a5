import { expect } from 'vitest';
import { messagesSent, settle } from './inbox-send-helpers.ts';
import { postSignedWebhook, startTestServer, type TestServer } from './test-server.ts';

/** The demo owner's Instagram account that has a linked page (its messages are sent through that page). */
export type InstagramAccountUnderTest = {
  server: TestServer;
  token: string;
  account: { id: number; account_id: string };
  metaPageId: string;
  headers: Record<string, string>;
};

export async function startWithInstagramAccount(): Promise<InstagramAccountUnderTest> {
  const server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  const account = session.insta_accounts.find((item) => item.page_id !== null)!;
  const metaPageId = session.pages.find((page) => page.id === account.page_id)!.page_id;
  return {
    server,
    token: session.access_token,
    account,
    metaPageId,
    headers: { locale: 'en', 'insta-id': String(account.id) },
  };
}

/** A person messages the account through the simulator; answers with Meta's mid and the Send API calls it caused. */
export async function instagramMessageFrom(
  { server, account, metaPageId }: InstagramAccountUnderTest,
  personId: string,
  message: { text?: string; reply_to_story_id?: string; story_mention?: boolean },
) {
  const before = await server.simulator.lastCallSeq();
  const sent = await server.simulator.sendMessage({
    ig_user_id: account.account_id,
    from: { id: personId },
    ...message,
  });
  await settle(server);
  return { mid: sent.mid, sends: messagesSent(await server.simulator.calls(before), metaPageId) };
}

/** A message as Meta posts it, signed and with our own mid: the same call twice is a redelivery. */
export async function deliverInstagramMessage(
  { server, account }: InstagramAccountUnderTest,
  personId: string,
  message: Record<string, unknown>,
) {
  const event = {
    sender: { id: personId },
    recipient: { id: account.account_id },
    timestamp: server.clock.now().getTime(),
    message,
  };
  const raw = JSON.stringify({
    object: 'instagram',
    entry: [{ id: account.account_id, time: Date.now(), messaging: [event] }],
  });
  const response = await postSignedWebhook(server, raw);
  expect(response.status).toBe(200);
  await settle(server);
}
