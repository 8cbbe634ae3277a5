import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphHost } from '../../../platform/meta/graph-client.ts';
import type { GraphConversationMessage, GraphConversations } from '../../../platform/meta/graph-conversations.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { metaOutcomeOf } from '../../../platform/meta/meta-outcome.ts';
import type { PageGate } from '../../pages/index.ts';
import type { MessagingWebhookEvent } from '../ingest/message-ingest.ts';
import type { MessageBackfillRepository } from './message-backfill.repository.ts';

/** Never further back than this: older messages are history, not a gap (and long out of Meta's 24-hour window). */
export const messageBackfillMaxAgeMs = 7 * 86_400_000;
/** At most this many messages stored per account in one pass; the next pass goes on (the stored ones are known). */
export const messageBackfillMaxMessages = 500;
/** Read a little before the gap began: Meta's clock and ours are not the same clock. */
const overlapMs = 5 * 60_000;
/** 25 conversations a page of Meta's answer: at most 500 conversations read per account in one pass. */
const maxConversationPages = 20;

type Channel = {
  platform: 'messenger' | 'instagram';
  /** What the webhook of this channel names: the page, or the Instagram account. */
  object: 'page' | 'instagram';
  metaAccountId: string;
  /** Our Instagram account's id (its own plan and block are the gate's), null for Messenger. */
  instagramAccountId: number | null;
};

export type MessageBackfillOutcome = { read: number; stored: number };

/** A message read back, as the webhook Meta did not deliver would have carried it. */
function asWebhookEvent(channel: Channel, message: GraphConversationMessage): MessagingWebhookEvent | null {
  const senderId = message.from?.id;
  const recipientId = message.to?.data?.[0]?.id;
  if (!senderId || !recipientId) return null;
  const echo = senderId === channel.metaAccountId;
  const attachments = (message.attachments?.data ?? []).map((attachment) =>
    attachment.image_data
      ? { type: 'image', payload: { url: attachment.image_data.url ?? null } }
      : { type: 'file', payload: { url: attachment.file_url ?? null } },
  );
  const at = new Date(message.created_time);
  return {
    naturalKey: `msg:${message.id}`,
    object: channel.object,
    accountId: channel.metaAccountId,
    kind: echo ? 'message.echo' : 'message',
    payload: {
      sender: { id: senderId },
      recipient: { id: recipientId },
      timestamp: at.getTime(),
      message: {
        mid: message.id,
        ...(message.message ? { text: message.message } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        ...(echo ? { is_echo: true } : {}),
      },
    },
    occurredAt: at,
    late: true,
  };
}

/**
 * Direct messages Meta did not deliver while the app was unsubscribed from a page (Meta unsubscribes apps whose
 * deliveries keep failing): once the page is subscribed again, its conversations are read back through the
 * conversations API, from where the gap can have begun (the last time the subscription check saw the page
 * subscribed, else the newest message the product knows, never before the page was linked, at most 7 days), and each
 * message the inbox does not know (by Meta's mid) goes through the webhooks' own ingest, oldest first, marked
 * "arrived late": stored once, and answered by the bot once if Meta's 24-hour window is still open.
 */
export function createMessageBackfill(deps: {
  repository: MessageBackfillRepository;
  graph: GraphConversations;
  pages: PageGate;
  clock: Clock;
  logger: AppLogger;
  instagramEnabled: boolean;
  ingest: (event: MessagingWebhookEvent) => Promise<void>;
}) {
  const { repository, graph, pages, clock, logger } = deps;

  async function floorOf(pageId: number, now: Date): Promise<Date | null> {
    return floorWithin(await repository.gapBounds(pageId), now);
  }

  function floorWithin(
    bounds: { linkedAt: Date; seenAt: Date | null; newestKnown: Date | null } | null,
    now: Date,
  ): Date | null {
    if (!bounds) return null;
    const gapStart = bounds.seenAt ?? bounds.newestKnown ?? bounds.linkedAt;
    return new Date(
      Math.max(now.getTime() - messageBackfillMaxAgeMs, bounds.linkedAt.getTime(), gapStart.getTime() - overlapMs),
    );
  }

  /** Meta's messages of the channel created between `floor` and `upTo` that the inbox does not know, oldest first. */
  async function unknownMessages(
    token: string,
    metaPageId: string,
    channel: Channel,
    floor: Date,
    upTo: Date,
    host: GraphHost = 'facebook',
  ) {
    const found: GraphConversationMessage[] = [];
    let read = 0;
    let after: string | undefined;
    const caller = { metaPageId, token, limitKey: channel.metaAccountId, host };
    for (let pageNumber = 0; pageNumber < maxConversationPages; pageNumber++) {
      const batch = await graph.conversationsPage(caller, channel.platform, after);
      // Most recently updated first: a conversation not updated since the floor has nothing newer, nor the rest.
      const recent = batch.conversations.filter((conversation) => new Date(conversation.updated_time) >= floor);
      for (const conversation of recent) {
        for (const message of conversation.messages?.data ?? []) {
          read += 1;
          const at = new Date(message.created_time);
          if (at >= floor && at <= upTo) found.push(message);
        }
      }
      if (recent.length < batch.conversations.length || !batch.after) break;
      after = batch.after;
    }
    const stored = await repository.storedMids(found.map((message) => message.id));
    const unknown = found
      .filter((message) => !stored.has(message.id))
      .sort((a, b) => Date.parse(a.created_time) - Date.parse(b.created_time))
      .slice(0, messageBackfillMaxMessages);
    return { read, unknown };
  }

  async function backfillChannel(
    pageId: number | null,
    token: string,
    metaPageId: string,
    channel: Channel,
    floor: Date,
    upTo: Date,
    host: GraphHost = 'facebook',
  ): Promise<MessageBackfillOutcome> {
    const { read, unknown } = await unknownMessages(token, metaPageId, channel, floor, upTo, host);
    let stored = 0;
    for (const message of unknown) {
      const event = asWebhookEvent(channel, message);
      if (!event) continue;
      try {
        await deps.ingest(event);
        stored += 1;
      } catch (error) {
        // One message's failure never stops the others; it stays unknown to the inbox, so a later pass reads it again.
        logger.error({ err: error, pageId, mid: message.id }, 'storing a direct message read back failed');
      }
    }
    return { read, stored };
  }

  /** The gate for reading one channel's conversations, and what a refusal does to the page. */
  async function readChannel(
    pageId: number,
    channel: Channel,
    run: (token: string, metaPageId: string) => Promise<MessageBackfillOutcome>,
  ): Promise<MessageBackfillOutcome> {
    const subject =
      channel.instagramAccountId === null ? { pageId } : { instagramAccountId: channel.instagramAccountId };
    const gate = await pages.check(subject, 'inbox');
    // An account moved to another page since is read through that page, by its own pass.
    if (!gate.open || gate.health.pageId !== pageId) return { read: 0, stored: 0 };
    try {
      return await run(gate.token, gate.health.metaPageId);
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      // Meta's "try later": the job is tried again by the queue (what was stored meanwhile is known by then).
      if (metaOutcomeOf(error).item.kind === 'retry') throw error;
      await pages.recordMetaFailure(
        pageId,
        'inbox',
        error,
        channel.platform === 'instagram' ? 'instagram' : 'facebook',
      );
      logger.warn({ err: error, pageId, platform: channel.platform }, 'reading conversations back failed');
      return { read: 0, stored: 0 };
    }
  }

  return {
    /**
     * An account linked with Instagram Login (no page) is subscribed again: its conversations are read back on
     * graph.instagram.com with its own token, as a page's are.
     */
    async backfillInstagramLoginAccount(accountId: number): Promise<MessageBackfillOutcome> {
      if (!deps.instagramEnabled) return { read: 0, stored: 0 };
      const now = clock.now();
      const floor = floorWithin(await repository.accountGapBounds(accountId), now);
      if (!floor) return { read: 0, stored: 0 };
      const gate = await pages.check({ instagramAccountId: accountId }, 'inbox');
      if (!gate.open || gate.health.pageId !== null || !gate.health.instagram) return { read: 0, stored: 0 };
      const { metaAccountId } = gate.health.instagram;
      const channel: Channel = {
        platform: 'instagram',
        object: 'instagram',
        metaAccountId,
        instagramAccountId: accountId,
      };
      try {
        const outcome = await backfillChannel(null, gate.token, metaAccountId, channel, floor, now, gate.graph);
        if (outcome.stored > 0)
          logger.info({ accountId, ...outcome }, 'stored direct messages the webhooks had missed');
        return outcome;
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        if (metaOutcomeOf(error).item.kind === 'retry') throw error;
        await pages.recordAccountMetaFailure(accountId, error);
        logger.warn({ err: error, accountId }, 'reading conversations back failed');
        return { read: 0, stored: 0 };
      }
    },

    async backfillPage(pageId: number): Promise<MessageBackfillOutcome> {
      const now = clock.now();
      const floor = await floorOf(pageId, now);
      if (!floor) return { read: 0, stored: 0 };
      const health = await pages.health({ pageId });
      if (!health) return { read: 0, stored: 0 };
      const channels: Channel[] = [
        { platform: 'messenger', object: 'page', metaAccountId: health.metaPageId, instagramAccountId: null },
      ];
      if (deps.instagramEnabled)
        for (const account of await repository.instagramAccountsOf(pageId))
          channels.push({
            platform: 'instagram',
            object: 'instagram',
            metaAccountId: account.metaAccountId,
            instagramAccountId: account.id,
          });
      const total: MessageBackfillOutcome = { read: 0, stored: 0 };
      for (const channel of channels) {
        const outcome = await readChannel(pageId, channel, (token, metaPageId) =>
          backfillChannel(pageId, token, metaPageId, channel, floor, now),
        );
        total.read += outcome.read;
        total.stored += outcome.stored;
      }
      if (total.stored > 0) logger.info({ pageId, ...total }, 'stored direct messages the webhooks had missed');
      return total;
    },
  };
}
export type MessageBackfill = ReturnType<typeof createMessageBackfill>;
