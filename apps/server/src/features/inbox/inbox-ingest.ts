import { createTickBatcher } from '../../platform/db/tick-batcher.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createGraphConversations } from '../../platform/meta/graph-conversations.ts';
import type { PageGate } from '../pages/index.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import { createMessageBackfill } from './backfill/message-backfill.ts';
import { createMessageBackfillRepository } from './backfill/message-backfill.repository.ts';
import type { ConversationsRepository } from './conversations/conversations.repository.ts';
import type { InboxEvents } from './inbox-events.ts';
import { createInboxRepository } from './inbox.repository.ts';
import {
  createMessageIngest,
  ingestedKinds,
  type AnswerMessage,
  type AnswerReferral,
  type AnswerStory,
} from './ingest/message-ingest.ts';
import { createPrivateReplyRecorder, type AwaitFlowAnswer } from './ingest/private-reply.ts';
import { createSharedMediaReader } from './ingest/shared-media.ts';
import { createSharedMediaRepository } from './ingest/shared-media.repository.ts';
import { createProfileFetcher } from './profile/profile-fetcher.ts';

const profileQueueDelayMs = 100;

/** What reaches the inbox without a seller: webhooks, the campaigns' private replies, profiles. */
export function createInboxIngest(deps: {
  db: Db;
  queue: JobQueue;
  events: InboxEvents & Pick<DomainEvents, 'on'>;
  conversations: ConversationsRepository;
  graphClient: GraphClient;
  pages: PageGate;
  clock: Clock;
  answerStory: AnswerStory | null;
  answerMessage: AnswerMessage | null;
  answerReferral: AnswerReferral | null;
  awaitFlowAnswer: AwaitFlowAnswer | null;
  instagramEnabled: boolean;
  logger: AppLogger;
}) {
  const { queue, events, clock, logger } = deps;
  const repository = createInboxRepository(deps.db);
  // New customers arrive in bursts: their profile reads are queued together, one statement for a burst.
  const queueProfiles = createTickBatcher(
    async (subscriberIds: number[]) => {
      const unique = [...new Set(subscriberIds)];
      await queue.enqueueMany(
        'inbox.profile',
        unique.map((subscriberId) => ({ payload: { subscriberId }, singletonKey: `inbox.profile:${subscriberId}` })),
      );
      return subscriberIds.map(() => undefined);
    },
    { delayMs: profileQueueDelayMs },
  );
  const requestProfile = (subscriberId: number) => {
    queueProfiles(subscriberId).catch((error: unknown) =>
      logger.error({ err: error, subscriberId }, 'queueing a profile fetch failed'),
    );
  };
  const requestSharedMedia = (messageId: number) => {
    queue
      .enqueue('inbox.shared-media', { messageId }, { singletonKey: `inbox.shared-media:${messageId}` })
      .catch((error: unknown) => logger.error({ err: error, messageId }, 'queueing a shared media read failed'));
  };
  const messages = createMessageIngest({
    repository,
    events,
    clock,
    logger,
    requestProfile,
    requestSharedMedia,
    markedSentHere: deps.conversations.markedSentHere,
    answerStory: deps.answerStory,
    answerMessage: deps.answerMessage,
    answerReferral: deps.answerReferral,
  });
  // Webhooks reach us again for this page: the direct messages it missed meanwhile are read back, once.
  events.on('page.subscribed', async ({ pageId }) => {
    await queue.enqueue('inbox.backfill', { pageId }, { singletonKey: `inbox.backfill:${pageId}` });
  });
  // The same for an account linked with Instagram Login, which has no page.
  events.on('instagram.subscribed', async ({ accountId }) => {
    await queue.enqueue(
      'inbox.backfill-account',
      { accountId },
      { singletonKey: `inbox.backfill-account:${accountId}` },
    );
  });
  const backfill = createMessageBackfill({
    repository: createMessageBackfillRepository(deps.db),
    graph: createGraphConversations(deps.graphClient),
    pages: deps.pages,
    clock,
    logger,
    instagramEnabled: deps.instagramEnabled,
    ingest: messages.handle,
  });
  return {
    kinds: [...ingestedKinds],
    messages,
    backfillMessages: backfill.backfillPage,
    backfillAccountMessages: backfill.backfillInstagramLoginAccount,
    recordPrivateReply: createPrivateReplyRecorder({ repository, events, awaitFlowAnswer: deps.awaitFlowAnswer }),
    fetchProfiles: createProfileFetcher({
      repository,
      pages: deps.pages,
      graph: deps.graphClient,
      events,
      clock,
      logger,
    }),
    readSharedMedia: createSharedMediaReader({
      repository: createSharedMediaRepository(deps.db),
      pages: deps.pages,
      graph: deps.graphClient,
      events,
      logger,
    }),
  };
}
