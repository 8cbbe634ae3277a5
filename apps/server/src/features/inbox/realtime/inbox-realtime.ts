import { randomUUID } from 'node:crypto';
import type { InterfaceLocale, InboxChannel } from '@app/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { Clock } from '../../../platform/clock.ts';
import { toConversationDto, toMessageDto } from '../conversations/conversation-dto.ts';
import type { ConversationsRepository, SubscriberRow } from '../conversations/conversations.repository.ts';
import type { InboxEvent } from '../inbox-events.ts';

/** One open event stream: who reads it, what it is limited to, and how to write to it. */
export type InboxStream = {
  userId: number;
  isAdmin: boolean;
  locale: InterfaceLocale;
  channel: InboxChannel | null;
  /** Admins see the page or account they act on (page-id / insta-id), owners their own. */
  pageId: number | null;
  instagramAccountId: number | null;
  write(type: InboxEvent['type'], data: unknown): void;
  end(): void;
};

const notifyChannel = 'inbox_events';
const ownersCacheMs = 5_000;

/**
 * The realtime channel: events go to the streams of this process at once and, on PostgreSQL, to the other
 * processes through NOTIFY (each LISTENs and ignores what it sent itself). Only ids travel; each process loads
 * the rows for its own streams.
 */
export function createInboxRealtime(deps: {
  database: Database;
  repository: ConversationsRepository;
  clock: Clock;
  humanAgent: boolean;
  logger: AppLogger;
}) {
  const origin = randomUUID();
  const streams = new Set<InboxStream>();
  let stopListening: (() => Promise<void>) | null = null;

  function audienceOf(subscriber: SubscriberRow, owners: number[]): InboxStream[] {
    return [...streams].filter((stream) => {
      if (stream.channel && stream.channel !== subscriber.channel) return false;
      if (owners.includes(stream.userId)) return true;
      if (!stream.isAdmin) return false;
      return (
        (stream.pageId !== null && stream.pageId === subscriber.pageId) ||
        (stream.instagramAccountId !== null && stream.instagramAccountId === subscriber.instagramAccountId)
      );
    });
  }

  // Owners change rarely; at 100 messages a second the same page's owners are read once a few seconds.
  const owners = new Map<string, { ids: number[]; until: number }>();
  async function ownersOf(subscriber: Pick<SubscriberRow, 'pageId' | 'instagramAccountId'>): Promise<number[]> {
    const key = subscriber.pageId ? `page:${subscriber.pageId}` : `instagram:${subscriber.instagramAccountId}`;
    const cached = owners.get(key);
    if (cached && cached.until > Date.now()) return cached.ids;
    const ids = await deps.repository.ownerIds(subscriber);
    owners.set(key, { ids, until: Date.now() + ownersCacheMs });
    return ids;
  }

  /** A request event carries its ids only: the screen reads the list again. */
  async function deliverRequest(event: Extract<InboxEvent, { type: 'request' }>): Promise<void> {
    const page = { pageId: event.pageId, instagramAccountId: null };
    const owners = await ownersOf(page);
    for (const stream of streams) {
      if (stream.channel === 'instagram') continue;
      if (owners.includes(stream.userId) || (stream.isAdmin && stream.pageId === event.pageId))
        stream.write('request', { request_id: event.requestId, page_id: event.pageId });
    }
  }

  async function deliver(event: InboxEvent): Promise<void> {
    if (streams.size === 0) return;
    if (event.type === 'request') return deliverRequest(event);
    if (event.type === 'notification') {
      for (const stream of streams) if (stream.userId === event.userId) stream.write('notification', {});
      return;
    }
    const found = await deps.repository.conversationWithLast(event.conversationId);
    if (!found) return;
    const { subscriber, lastMessage } = found;
    const audience = audienceOf(subscriber, await ownersOf(subscriber));
    if (audience.length === 0) return;
    const message =
      event.messageId === undefined
        ? null
        : event.messageId === lastMessage?.id
          ? lastMessage
          : await deps.repository.message(event.messageId);
    const byLocale = new Map<InterfaceLocale, unknown>();
    for (const stream of audience) {
      let data = byLocale.get(stream.locale);
      if (!data) {
        const conversation = toConversationDto(subscriber, lastMessage, {
          now: deps.clock.now(),
          locale: stream.locale,
          humanAgent: deps.humanAgent,
        });
        data = message ? { conversation, message: toMessageDto(message, stream.locale) } : { conversation };
        byLocale.set(stream.locale, data);
      }
      stream.write(event.type, data);
    }
  }

  const deliverSafely = (event: InboxEvent) =>
    deliver(event).catch((error: unknown) => deps.logger.error({ err: error, event }, 'inbox event delivery failed'));

  return {
    publish(event: InboxEvent): void {
      void deliverSafely(event);
      if (deps.database.driver !== 'postgres') return;
      deps.database
        .executeSql('select pg_notify($1, $2)', [notifyChannel, JSON.stringify({ origin, ...event })])
        .catch((error: unknown) => deps.logger.error({ err: error }, 'inbox NOTIFY failed'));
    },

    /** On PostgreSQL, events published by the other server processes reach this one's streams too. */
    async start(): Promise<void> {
      if (!deps.database.listen || stopListening) return;
      stopListening = await deps.database.listen(notifyChannel, (payload) => {
        let parsed: (InboxEvent & { origin?: string }) | null;
        try {
          parsed = JSON.parse(payload) as InboxEvent & { origin?: string };
        } catch {
          return;
        }
        if (!parsed || parsed.origin === origin) return;
        if (parsed.type === 'request') {
          if (typeof parsed.pageId === 'number' && typeof parsed.requestId === 'number')
            void deliverSafely({ type: 'request', pageId: parsed.pageId, requestId: parsed.requestId });
          return;
        }
        if (parsed.type === 'notification') {
          if (typeof parsed.userId === 'number') void deliverSafely({ type: 'notification', userId: parsed.userId });
          return;
        }
        if (typeof parsed.conversationId !== 'number') return;
        const { type, conversationId, messageId } = parsed;
        void deliverSafely(messageId === undefined ? { type, conversationId } : { type, conversationId, messageId });
      });
    },

    open(stream: InboxStream): () => void {
      streams.add(stream);
      return () => streams.delete(stream);
    },

    /** Ends every stream (the server is closing) and stops listening. */
    async close(): Promise<void> {
      for (const stream of streams) stream.end();
      streams.clear();
      await stopListening?.();
      stopListening = null;
    },
  };
}
export type InboxRealtime = ReturnType<typeof createInboxRealtime>;
