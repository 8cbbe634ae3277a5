import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createGraphMessaging } from '../../platform/meta/graph-messaging.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { PageGate } from '../pages/index.ts';
import { createConversationsRepository, type Viewer } from './conversations/conversations.repository.ts';
import { createConversationsService } from './conversations/conversations.service.ts';
import { createInboxRealtime } from './realtime/inbox-realtime.ts';
import { createSendService } from './send/send-message.ts';
import { createBotSettings } from './settings/bot-settings.ts';
import { createStoryAnswerer } from './story-replies/story-answerer.ts';
import { createStoryCampaignsRepository } from './story-replies/story-campaigns.repository.ts';
import { createStoryCampaignsService, type CurrentStory } from './story-replies/story-campaigns.service.ts';
import { createStoryQuickRepliesRepository } from './story-replies/story-quick-replies.repository.ts';
import { createStoryQuickRepliesService } from './story-replies/story-quick-replies.service.ts';

/**
 * The inbox as the seller uses it: conversations, replies, the realtime channel, the bot settings and the Instagram
 * story quick replies, built once.
 */
export function createInboxApi(deps: {
  database: Database;
  graphClient: GraphClient;
  cipher: TokenCipher;
  pages: PageGate;
  events: DomainEvents;
  clock: Clock;
  humanAgent: boolean;
  instagramEnabled: boolean;
  appUrl: string;
  logger: AppLogger;
  /** The account's stories as Meta lists them now (the publishing feature reads them). */
  currentStories: (viewer: Viewer, accountId: number) => Promise<CurrentStory[]>;
}) {
  const { database, clock, humanAgent, logger } = deps;
  const repository = createConversationsRepository(database.db, database.executeSql);
  const realtime = createInboxRealtime({ database, repository, clock, humanAgent, logger });
  const inboxDeps = {
    repository,
    messaging: createGraphMessaging(deps.graphClient),
    cipher: deps.cipher,
    pages: deps.pages,
    events: realtime,
    clock,
    humanAgent,
    instagramEnabled: deps.instagramEnabled,
    appUrl: deps.appUrl,
    logger,
  };
  const conversations = createConversationsService(inboxDeps);
  const botSettings = createBotSettings({
    db: database.db,
    graphClient: deps.graphClient,
    pages: deps.pages,
    events: deps.events,
    clock,
  });
  const stories = createStoryQuickRepliesRepository(database.db);
  const campaigns = createStoryCampaignsRepository(database.db);
  const answerStory = createStoryAnswerer({ ...inboxDeps, stories, campaigns });
  return {
    /** What an automatic answer of another feature (the bot) needs to send through the inbox. */
    deps: inboxDeps,
    repository,
    realtime,
    conversations,
    send: createSendService(inboxDeps, conversations),
    botSettings,
    storyQuickReplies: createStoryQuickRepliesService({
      stories,
      conversations: repository,
      clock,
      appUrl: deps.appUrl,
    }),
    storyCampaigns: createStoryCampaignsService({
      campaigns,
      stories,
      conversations: repository,
      currentStories: deps.currentStories,
      clock,
      appUrl: deps.appUrl,
    }),
    // With Instagram turned off, its story mentions and replies are still stored but never answered.
    answerStory: deps.instagramEnabled ? answerStory : null,
  };
}
