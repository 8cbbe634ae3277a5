import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inboxEndpoints } from '@app/contract';
import type { CallRecord } from '@app/meta-sim/client';
import { botSettings, subscribers } from '../src/platform/db/schema.ts';
import { webhooksHandled, type TestServer } from './test-server.ts';

/** Waits until the webhooks the simulator sent are stored and handled. */
export const settle = webhooksHandled;

/** A customer writes to the page through the simulator (Meta's webhook reaches the product). */
export async function customerWrites(server: TestServer, metaPageId: string, personId: string, text: string) {
  const sent = await server.simulator.sendMessage({
    page_id: metaPageId,
    from: { id: personId, name: `زبون ${personId}` },
    text,
  });
  await settle(server);
  return sent.mid;
}

/**
 * The conversation of a person with a page: the row the webhook ingestion made; where that ingestion is not in
 * this build, the same row stored directly (as the webhook would have: the window opened now).
 */
export async function conversationOf(
  server: TestServer,
  pageId: number,
  personId: string,
  instagramAccountId?: number,
): Promise<number> {
  const db = server.runtime.database.db;
  const account = instagramAccountId
    ? eq(subscribers.instagramAccountId, instagramAccountId)
    : eq(subscribers.pageId, pageId);
  const [found] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(account, eq(subscribers.metaUserId, personId)));
  if (found) return found.id;
  const now = server.clock.now();
  const row = await server.runtime.services.inbox.repository.insertSubscriber({
    channel: instagramAccountId ? 'instagram' : 'messenger',
    pageId: instagramAccountId ? null : pageId,
    instagramAccountId: instagramAccountId ?? null,
    metaUserId: personId,
    name: `زبون ${personId}`,
    source: 'message',
    firstInteractionAt: now,
    lastInteractionAt: now,
    lastIncomingAt: now,
    unreadCount: 1,
  });
  return row.id;
}

export async function setBotSwitches(
  server: TestServer,
  pageId: number,
  switches: { typing_on: boolean; mark_seen: boolean },
) {
  const db = server.runtime.database.db;
  await db
    .insert(botSettings)
    .values({ pageId, settings: switches })
    .onConflictDoUpdate({ target: botSettings.pageId, set: { settings: switches } });
}

export const sendApiCalls = (calls: CallRecord[], metaPageId: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === `/v21.0/${metaPageId}/messages`);
export const messagesSent = (calls: CallRecord[], metaPageId: string) =>
  sendApiCalls(calls, metaPageId).filter((call) => call.body?.message !== undefined);
export const senderActions = (calls: CallRecord[], metaPageId: string) =>
  sendApiCalls(calls, metaPageId)
    .map((call) => call.body?.sender_action)
    .filter((action) => action !== undefined);

export const newClientId = () => randomUUID();

/**
 * The conversation's last message as the list shows it (kept on the subscriber row) and as its thread shows it
 * (read from the messages): the two must always agree.
 */
export async function lastMessageListedAndThreaded(
  server: TestServer,
  token: string,
  account: { 'page-id': string } | { 'insta-id': string },
  id: number,
) {
  const channel = 'page-id' in account ? 'messenger' : 'instagram';
  const list = await server.call(inboxEndpoints.conversations, {
    query: { channel, limit: 100 } as never,
    headers: account,
    token,
  });
  const thread = await server.call(inboxEndpoints.thread, { params: { id }, headers: account, token });
  return {
    listed: list.body.conversations.find((conversation) => conversation.id === id)?.last_message,
    threaded: thread.body.conversation.last_message,
  };
}
