import { createTickBatcher } from '../../platform/db/tick-batcher.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import type { PageGate } from '../pages/index.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
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
import { createProfileFetcher } from './profile/profile-fetcher.ts';

const profileQueueDelayMs = 100;

/** What reaches the inbox without a seller: webhooks, the campaigns' private replies, profiles. */
export function createInboxIngest(deps: {
  db: Db;
  queue: JobQueue;
  events: InboxEvents;
  conversations: ConversationsRepository;
  graphClient: GraphClient;
  pages: PageGate;
  clock: Clock;
  answerStory: AnswerStory | null;
  answerMessage: AnswerMessage | null;
  answerReferral: AnswerReferral | null;
  awaitFlowAnswer: AwaitFlowAnswer | null;
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
  return {
    kinds: [...ingestedKinds],
    messages: createMessageIngest({
      repository,
      events,
      clock,
      logger,
      requestProfile,
      markedSentHere: deps.conversations.markedSentHere,
      answerStory: deps.answerStory,
      answerMessage: deps.answerMessage,
      answerReferral: deps.answerReferral,
    }),
    recordPrivateReply: createPrivateReplyRecorder({ repository, events, awaitFlowAnswer: deps.awaitFlowAnswer }),
    fetchProfiles: createProfileFetcher({
      repository,
      pages: deps.pages,
      graph: deps.graphClient,
      events,
      clock,
      logger,
    }),
  };
}
