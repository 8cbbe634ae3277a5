import type { CallRecord } from '@app/meta-sim/client';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { botSettings, subscribers } from '../src/platform/db/schema.ts';
import { messagesSent, settle as settleInbox } from './inbox-send-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** What a customer may do in Messenger: write, press a quick reply or a button (a postback). */
export type CustomerInput = {
  text?: string;
  quick_reply_payload?: string;
  postback_payload?: string;
  postback_title?: string;
  referral_ref?: string;
};

export const sentText = (call: CallRecord | undefined) => (call?.body?.message as { text?: string } | undefined)?.text;

/**
 * The bot's tests on one page: its switch, customers writing through the simulator, and the page's answers to
 * each of them (read from the simulator's record of Send API calls).
 */
export function botHarness(server: TestServer, page: { id: number; metaPageId: string }) {
  /** The webhooks handled, and the bot's answers (sent after their claim, off the webhook's path) settled. */
  async function settle() {
    await settleInbox(server);
    await server.runtime.services.bot.answerer.idle();
  }

  return {
    settle,

    async setBotEnabled(enabled: boolean) {
      const settings = { bot_enabled: enabled, typing_on: false, mark_seen: false };
      await server.runtime.database.db
        .insert(botSettings)
        .values({ pageId: page.id, settings })
        .onConflictDoUpdate({ target: botSettings.pageId, set: { settings } });
      // Written behind the settings service's back: the bot is told, as the service would tell it.
      server.runtime.services.bot.answerer.forget(page.id);
    },

    /** A customer writes (or presses) through the simulator; answers the mid and the page's Send API calls meanwhile. */
    async customer(
      personId: string,
      input: CustomerInput,
    ): Promise<{ mid: string; calls: CallRecord[]; sends: CallRecord[] }> {
      const before = await server.simulator.lastCallSeq();
      const sent = await server.simulator.sendMessage({
        page_id: page.metaPageId,
        from: { id: personId, name: `زبون ${personId}` },
        ...input,
      });
      await settle();
      const calls = await server.simulator.calls(before);
      return { mid: sent.mid, calls, sends: sendsTo(calls, personId) };
    },

    /** The page's messages to one person since a call sequence number. */
    async sendsSince(personId: string, since: number) {
      return sendsTo(await server.simulator.calls(since), personId);
    },

    /**
     * Messaging events of one person as Meta posts them, signed, in one webhook body (several are a batch): the same
     * body twice is a redelivery. Each event is the part after sender, recipient and timestamp.
     */
    messagingWebhook(
      personId: string,
      events: Record<string, unknown>[],
      timestamp: number = server.clock.now().getTime(),
    ): string {
      const messaging = events.map((event) => ({
        sender: { id: personId },
        recipient: { id: page.metaPageId },
        timestamp,
        ...event,
      }));
      return JSON.stringify({ object: 'page', entry: [{ id: page.metaPageId, time: timestamp, messaging }] });
    },

    async conversationId(personId: string): Promise<number> {
      const [row] = await server.runtime.database.db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(and(eq(subscribers.pageId, page.id), eq(subscribers.metaUserId, personId)));
      expect(row, `no conversation of ${personId}`).toBeDefined();
      return row!.id;
    },
  };

  function sendsTo(calls: CallRecord[], personId: string) {
    return messagesSent(calls, page.metaPageId).filter(
      (call) => (call.body?.recipient as { id?: string } | undefined)?.id === personId,
    );
  }
}
export type BotHarness = ReturnType<typeof botHarness>;

/** A test server signed in as the demo owner, whose first page has the bot turned on. */
export async function startBotTestServer() {
  const server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  const page = { id: session.pages[0]!.id, metaPageId: session.pages[0]!.page_id };
  const bot = botHarness(server, page);
  await bot.setBotEnabled(true);
  return {
    server,
    token: session.access_token,
    pageId: page.id,
    metaPageId: page.metaPageId,
    headers: { locale: 'en', 'page-id': String(page.id) } as Record<string, string>,
    bot,
  };
}
