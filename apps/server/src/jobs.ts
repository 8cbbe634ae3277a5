import type { JobQueue } from './platform/queue/job-queue.ts';
import type { Database } from './platform/db/database.ts';
import { createMaintenanceRepository } from './platform/db/maintenance.repository.ts';
import type { Services } from './app.ts';

/** The worker side: every job handler and schedule, in one place. */
export async function registerJobs(queue: JobQueue, services: Services, database: Database) {
  await queue.work('maintenance.purge-expired', () => services.auth.purgeExpired());
  await queue.schedule('maintenance.purge-expired', '17 * * * *', {});
  if (database.driver === 'pglite') {
    // PGlite runs Postgres in single-user mode, where autovacuum never runs: without this, every update leaves
    // a dead row behind and the planner's statistics never change as tables grow.
    await queue.work('maintenance.vacuum', () => vacuumTableByTable(database));
    await queue.schedule('maintenance.vacuum', '*/15 * * * *', {});
  }
  await queue.work('webhooks.process-event', ({ eventId }) => services.dispatcher.processEvent(eventId));
  await queue.work('webhooks.sweep', async () => {
    await services.dispatcher.sweep();
  });
  await queue.schedule('webhooks.sweep', '* * * * *', {});
  // A burst of new customers is a burst of profiles to read: read one after another, behind the messages themselves.
  await queue.workBatch('inbox.profile', (payloads) =>
    services.fetchSubscriberProfiles(payloads.map(({ subscriberId }) => subscriberId)),
  );
  await queue.work('inbox.sweep', async () => {
    await services.inbox.send.sweepInterrupted();
  });
  await queue.schedule('inbox.sweep', '* * * * *', {});
  await queue.work('bot.deliver', ({ trailId }) => services.bot.answerer.deliverDelayed(trailId));
  await queue.work('bot.flow-wake', ({ runId, revision }) => services.bot.flowRunner.wake(runId, revision));
  await queue.work('bot.flow-sweep', () => services.bot.flowRunner.wakeOverdue());
  await queue.schedule('bot.flow-sweep', '* * * * *', {});
  await queue.work('replies.send', ({ actionId }) => services.replyEngine.sendAction(actionId));
  await queue.work('replies.answer-old', ({ campaignId }) => services.replyEngine.answerOldComments(campaignId));
  await queue.work('replies.sweep', () => services.replyEngine.sweep());
  await queue.schedule('replies.sweep', '* * * * *', {});
  // Missed comments: a safety net every 10 minutes, besides start-up, reconnects and re-subscriptions.
  await queue.work('replies.backfill', async ({ pageId }) => {
    await services.replyEngine.backfillPage(pageId);
  });
  await queue.work('replies.backfill-sweep', () => enqueueBackfills(queue, services));
  await queue.schedule('replies.backfill-sweep', '*/10 * * * *', {});
  const { publishingEngine } = services;
  await queue.work('publishing.publish', ({ targetId, revision }) =>
    publishingEngine.publishTarget(targetId, revision),
  );
  await queue.work('publishing.prepare', ({ targetId, revision }) =>
    publishingEngine.prepareTarget(targetId, revision),
  );
  await queue.work('publishing.sweep', () => publishingEngine.sweep());
  await queue.schedule('publishing.sweep', '* * * * *', {});
}

/** One backfill job per page with a running campaign; a page already waiting for one is not queued twice. */
export async function enqueueBackfills(queue: JobQueue, services: Services) {
  for (const pageId of await services.replyEngine.pagesToBackfill())
    await queue.enqueue('replies.backfill', { pageId }, { singletonKey: `backfill:${pageId}` });
}

/**
 * One table at a time: the embedded database does one thing at a time, and a whole-database VACUUM would hold
 * up every webhook and reply behind it for as long as it takes; between tables, waiting statements get their turn.
 */
async function vacuumTableByTable(database: Database) {
  const maintenance = createMaintenanceRepository(database);
  for (const table of await maintenance.listTables()) await maintenance.vacuumAnalyze(table);
}
