import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { InboxDeps } from '../inbox/index.ts';
import { createBotAnswerer } from './engine/bot-answerer.ts';
import { createBotEngineRepository } from './engine/bot-engine.repository.ts';
import { createBotRepliesRepository } from './replies/bot-replies.repository.ts';
import { createBotRepliesService } from './replies/bot-replies.service.ts';

/** The Messenger bot's keyword replies: the form and trail (`replies/`) and the runtime (`engine/`), built once. */
export function createBot(deps: { db: Db; inbox: InboxDeps; queue: JobQueue; clock: Clock; appUrl: string }) {
  const answerer = createBotAnswerer({
    ...deps.inbox,
    engine: createBotEngineRepository(deps.db),
    queue: deps.queue,
  });
  const replies = createBotRepliesService({
    repository: createBotRepliesRepository(deps.db),
    clock: deps.clock,
    appUrl: deps.appUrl,
    onBotsChanged: answerer.forget,
  });
  return { replies, answerer };
}
export type Bot = ReturnType<typeof createBot>;
