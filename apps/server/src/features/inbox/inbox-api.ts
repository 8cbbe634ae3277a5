import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createGraphMessaging } from '../../platform/meta/graph-messaging.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { LinkingService } from '../linking/index.ts';
import { createConversationsRepository } from './conversations/conversations.repository.ts';
import { createConversationsService } from './conversations/conversations.service.ts';
import { createInboxRealtime } from './realtime/inbox-realtime.ts';
import { createSendService } from './send/send-message.ts';

/** The inbox as the seller uses it: conversations, replies and the realtime channel, built once. */
export function createInboxApi(deps: {
  database: Database;
  graphClient: GraphClient;
  cipher: TokenCipher;
  linking: LinkingService;
  clock: Clock;
  humanAgent: boolean;
  appUrl: string;
  logger: AppLogger;
}) {
  const { database, clock, humanAgent, logger } = deps;
  const repository = createConversationsRepository(database.db);
  const realtime = createInboxRealtime({ database, repository, clock, humanAgent, logger });
  const inboxDeps = {
    repository,
    messaging: createGraphMessaging(deps.graphClient),
    cipher: deps.cipher,
    linking: deps.linking,
    events: realtime,
    clock,
    humanAgent,
    appUrl: deps.appUrl,
    logger,
  };
  const conversations = createConversationsService(inboxDeps);
  return { repository, realtime, conversations, send: createSendService(inboxDeps, conversations) };
}
