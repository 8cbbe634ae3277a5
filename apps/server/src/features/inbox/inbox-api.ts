import type { ProductCards } from '../orders/index.ts';
import type { BotSettings } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createGraphMessaging } from '../../platform/meta/graph-messaging.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { PageGate } from '../pages/index.ts';
import { createConversationsRepository } from './conversations/conversations.repository.ts';
import { createConversationsService } from './conversations/conversations.service.ts';
import { createInboxRealtime } from './realtime/inbox-realtime.ts';
import type { InboxDeps } from './conversations/inbox-deps.ts';
import { createAnswerPath } from './answers/answer-message.ts';
import { createAnswerTrailReports } from './answers/answer-trails.repository.ts';
import { createSendService } from './send/send-message.ts';
import { createSubscribersRepository } from './subscribers/subscribers.repository.ts';
import { createSubscribersService } from './subscribers/subscribers.service.ts';

/**
 * The inbox as the seller uses it: conversations, replies, the realtime channel and the subscribers list, built once.
 * The bot's settings are the bot's; the story answers are their own feature's.
 */
export function createInboxApi(deps: {
  database: Database;
  graphClient: GraphClient;
  cipher: TokenCipher;
  pages: PageGate;
  clock: Clock;
  businessTime: BusinessTime;
  humanAgent: boolean;
  instagramEnabled: boolean;
  appUrl: string;
  logger: AppLogger;
  events: DomainEvents;
  /** The page's bot settings (the bot's): mark-seen and the typing indicator follow them. */
  botSettingsOf: (pageId: number | null) => Promise<BotSettings>;
  productCards?: ProductCards;
  /** Where automatic answers Meta throttled wait their turn (`inbox.answer-retry`). */
  queue: Pick<JobQueue, 'enqueue'>;
}) {
  const { database, clock, humanAgent, logger } = deps;
  const repository = createConversationsRepository(database.db, database.executeSql);
  const realtime = createInboxRealtime({ database, repository, clock, humanAgent, logger });
  // Realtime follows what the inbox stored, whoever stored it (ingest, a send, the bot's answers, a read).
  deps.events.on('inbox.message-stored', (event) => realtime.publish({ type: 'message', ...event }));
  deps.events.on('inbox.conversation-changed', (event) => realtime.publish({ type: 'conversation', ...event }));
  deps.events.on('inbox.conversation-read', (event) => realtime.publish({ type: 'read', ...event }));
  deps.events.on('order.requested', (event) => realtime.publish({ type: 'request', ...event }));
  deps.events.on('order.changed', (event) => realtime.publish({ type: 'request', ...event }));
  deps.events.on('notification.created', ({ userId }) => realtime.publish({ type: 'notification', userId }));
  const inboxDeps: InboxDeps = {
    repository,
    messaging: createGraphMessaging(deps.graphClient),
    cipher: deps.cipher,
    pages: deps.pages,
    events: deps.events,
    clock,
    humanAgent,
    instagramEnabled: deps.instagramEnabled,
    appUrl: deps.appUrl,
    logger,
    botSettingsOf: deps.botSettingsOf,
    productCards: deps.productCards,
  };
  const conversations = createConversationsService(inboxDeps);
  return {
    /** The one path by which the bot, its flows and the story answers record and send their answers. */
    answers: createAnswerPath({ ...inboxDeps, db: database.db, queue: deps.queue }),
    /** The screens' reads of that path's one trail (the bot's and the story answers' reports). */
    trails: createAnswerTrailReports(database.db),
    /** What an automatic answer of another feature (the bot, the story answers) needs to send through the inbox. */
    deps: inboxDeps,
    repository,
    realtime,
    conversations,
    send: createSendService(inboxDeps, conversations),
    subscribers: createSubscribersService({
      repository: createSubscribersRepository(database.db),
      clock,
      businessTime: deps.businessTime,
      humanAgent,
    }),
  };
}
