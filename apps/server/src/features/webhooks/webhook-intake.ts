import path from 'node:path';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import { createBatchingInserter } from './batching-inserter.ts';
import type { EventDispatcher } from './event-dispatcher.ts';
import type { IncomingEvent } from './split-webhook-batch.ts';
import { createWebhookJournal } from './webhook-journal.ts';
import type { WebhookEventsRepository } from './webhook-events.repository.ts';

export type WebhookIntake = {
  /** Resolves when the events are durably stored (the delivery may then be acknowledged). */
  accept(events: IncomingEvent[]): Promise<void>;
  recover(): Promise<void>;
  /** Resolves when everything accepted so far is in the events table and handed to the dispatcher. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * PGlite (one process, one thread): a local write-ahead journal, imported in batches after the answer.
 * PostgreSQL (many stateless processes): one group-committed INSERT per event-loop turn, before the answer.
 */
export function createWebhookIntake(deps: {
  database: Database;
  dataDir: string;
  repository: WebhookEventsRepository;
  dispatcher: EventDispatcher;
  clock: Clock;
  logger: AppLogger;
}): WebhookIntake {
  const { database, dataDir, repository, dispatcher, clock, logger } = deps;
  async function unsettled(events: IncomingEvent[]): Promise<IncomingEvent[]> {
    const settled = await Promise.all(events.map((event) => dispatcher.settledAlready(event)));
    return events.filter((_, index) => !settled[index]);
  }
  if (database.driver === 'pglite') {
    const journal = createWebhookJournal({
      dir: path.join(dataDir, 'webhook-journal'),
      db: database.db,
      clock,
      dispatcher,
      logger,
    });
    return {
      accept: async (events) => journal.accept(await unsettled(events)),
      recover: journal.recover,
      settled: journal.settled,
      close: journal.close,
    };
  }
  const inserter = createBatchingInserter(repository, clock, dispatcher.hasHandlers);
  return {
    async accept(events) {
      const ids = await inserter.insert(await unsettled(events));
      if (ids.length > 0) setImmediate(() => dispatcher.dispatch(ids));
    },
    recover: async () => undefined,
    settled: async () => undefined,
    close: async () => undefined,
  };
}
