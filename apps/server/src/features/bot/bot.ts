import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { AnswerPath, AnswerTrailReports, InboxDeps } from '../inbox/index.ts';
import { createBotPages } from './bot-page.ts';
import { createBotAnswerer } from './engine/bot-answerer.ts';
import { createBotEngineRepository } from './engine/bot-engine.repository.ts';
import { createBotFlowsRepository } from './flows/bot-flows.repository.ts';
import { createBotFlowsService } from './flows/bot-flows.service.ts';
import { createFlowRunner } from './flows/run/flow-runner.ts';
import { createFlowRunsRepository } from './flows/run/flow-runs.repository.ts';
import { createBotRepliesRepository } from './replies/bot-replies.repository.ts';
import { createBotRepliesService } from './replies/bot-replies.service.ts';
import type { BotSettingsService } from './settings/bot-settings.service.ts';

/**
 * The Messenger bot: its keyword replies' form and trail (`replies/`), its flows (`flows/`), the page's bot settings
 * (`settings/`, built first: the inbox's sends follow them too) and the runtime (`engine/`), built once.
 */
export function createBot(deps: {
  db: Db;
  /**
   * The inbox's sending deps, its one answer path, which records and sends every answer of the bot, and the reads of
   * that path's trail.
   */
  inbox: { deps: InboxDeps; answers: AnswerPath; trails: AnswerTrailReports };
  settings: BotSettingsService;
  queue: JobQueue;
  events: DomainEvents;
  clock: Clock;
  appUrl: string;
}) {
  const runs = createFlowRunsRepository(deps.db);
  const flowRunner = createFlowRunner({
    ...deps.inbox.deps,
    answers: deps.inbox.answers,
    runs,
    queue: deps.queue,
    mediaUrlOf: async (mediaId) => {
      const blobKey = await runs.mediaBlobKey(mediaId);
      return blobKey === null ? null : `${deps.appUrl}/${blobKey}`;
    },
  });
  const answerer = createBotAnswerer({
    ...deps.inbox.deps,
    answers: deps.inbox.answers,
    engine: createBotEngineRepository(deps.db),
    queue: deps.queue,
    flows: flowRunner,
  });
  deps.events.on('bot.settings-changed', ({ pageId }) => answerer.forget(pageId));
  const pages = createBotPages(deps.db);
  const replies = createBotRepliesService({
    repository: createBotRepliesRepository(deps.db),
    trails: deps.inbox.trails,
    pages,
    clock: deps.clock,
    appUrl: deps.appUrl,
    onBotsChanged: answerer.forget,
  });
  const flows = createBotFlowsService({
    repository: createBotFlowsRepository(deps.db),
    runs,
    pages,
    clock: deps.clock,
    appUrl: deps.appUrl,
    productCards: deps.inbox.deps.productCards,
    onFlowsChanged: answerer.forget,
  });
  return { settings: deps.settings, replies, flows, answerer, flowRunner };
}
export type Bot = ReturnType<typeof createBot>;
