import type { JobName, JobPayloads, JobQueue } from './platform/queue/job-queue.ts';
import type { Database } from './platform/db/database.ts';
import { createMaintenanceRepository } from './platform/db/maintenance.repository.ts';
import type { Services } from './app.ts';
import type { Config } from './platform/config.ts';

/** How a job kind is worked: one job at a time (side by side), or a fetch of them together. */
type JobHandler<N extends JobName> =
  { work: (payload: JobPayloads[N]) => Promise<unknown> } | { batch: (payloads: JobPayloads[N][]) => Promise<unknown> };

/**
 * Every job kind with its one handler: a kind without one, or with two, does not compile (one key each), and the
 * start refuses a queue whose kinds and handlers differ. Schedules are kept apart: some kinds only run on a clock.
 */
export function jobHandlers(
  queue: JobQueue,
  services: Services,
  database: Database,
): { [N in JobName]: JobHandler<N> } {
  const { publishingEngine, replyEngine, bot, dispatcher } = services;
  return {
    'maintenance.purge-expired': { work: () => services.auth.purgeExpired() },
    'maintenance.vacuum': { work: () => vacuumTableByTable(database) },
    'webhooks.process-event': { work: ({ eventId }) => dispatcher.processEvent(eventId) },
    'webhooks.sweep': { work: () => dispatcher.sweep() },
    // A burst of new customers is a burst of profiles to read: read one after another, behind the messages.
    'inbox.profile': { batch: (payloads) => services.fetchSubscriberProfiles(payloads.map((job) => job.subscriberId)) },
    'inbox.shared-media': { work: ({ messageId }) => services.readSharedMedia(messageId) },
    'inbox.sweep': { work: () => services.inbox.send.sweepInterrupted() },
    'inbox.backfill': { work: ({ pageId }) => services.backfillMessages(pageId) },
    'inbox.backfill-account': { work: ({ accountId }) => services.backfillAccountMessages(accountId) },
    'inbox.answer-retry': { work: (retry) => services.inbox.answers.retryThrottled(retry) },
    'linking.subscription-sweep': {
      work: async () => {
        await enqueueSubscriptionChecks(queue, services);
        // Accounts linked with Instagram Login have no page: their own subscriptions are checked here.
        await services.instagramLogin.healSubscriptions();
      },
    },
    'linking.subscription-check': { work: ({ pageId }) => services.subscriptionHealing.checkPage(pageId) },
    'linking.instagram-token-refresh': { work: () => services.instagramLogin.refreshTokens() },
    'bot.deliver': { work: ({ trailId }) => bot.answerer.deliverDelayed(trailId) },
    'bot.flow-wake': { work: ({ runId, revision }) => bot.flowRunner.wake(runId, revision) },
    'bot.flow-sweep': { work: () => bot.flowRunner.wakeOverdue() },
    'replies.send': { work: ({ actionId }) => replyEngine.sendAction(actionId) },
    'replies.answer-old': { work: ({ campaignId }) => replyEngine.answerOldComments(campaignId) },
    'replies.sweep': { work: () => replyEngine.sweep() },
    'replies.backfill': { work: ({ pageId }) => replyEngine.backfillPage(pageId) },
    'replies.backfill-account': { work: ({ accountId }) => replyEngine.backfillInstagramLoginAccount(accountId) },
    'replies.backfill-sweep': { work: () => enqueueBackfills(queue, services) },
    'publishing.publish': { work: ({ targetId, revision }) => publishingEngine.publishTarget(targetId, revision) },
    'publishing.prepare': { work: ({ targetId, revision }) => publishingEngine.prepareTarget(targetId, revision) },
    'publishing.sweep': { work: () => publishingEngine.sweep() },
    'billing.expiry-warnings': { work: () => services.billing.expiryWarnings.warn() },
    'home.fold-days': { work: () => services.home.foldClosedDays() },
    'cloud.measure-unsized': { work: () => services.cloud.measureUnsized() },
  };
}

/** The jobs that run on a clock (UTC cron). */
function schedules(database: Database, config: Pick<Config, 'linking'>): [JobName, string][] {
  return [
    ['maintenance.purge-expired', '17 * * * *'],
    // PGlite runs Postgres in single-user mode, where autovacuum never runs: without this, every update leaves
    // a dead row behind and the planner's statistics never change as tables grow.
    ...(database.driver === 'pglite' ? [['maintenance.vacuum', '*/15 * * * *'] as [JobName, string]] : []),
    ['webhooks.sweep', '* * * * *'],
    ['inbox.sweep', '* * * * *'],
    ['bot.flow-sweep', '* * * * *'],
    ['replies.sweep', '* * * * *'],
    // Missed comments: a safety net every 10 minutes, besides start-up, reconnects and re-subscriptions.
    ['replies.backfill-sweep', '*/10 * * * *'],
    ['publishing.sweep', '* * * * *'],
    // Meta unsubscribes apps whose deliveries keep failing, silently: each page's subscription is checked.
    ['linking.subscription-sweep', config.linking.subscriptionCheckCron],
    // Instagram Login's 60-day tokens: each is refreshed once a day old with fewer than 30 days left.
    ['linking.instagram-token-refresh', '41 */6 * * *'],
    // Trials and plans ending in 3 days, or today: each warning once (claimed in expiry_warnings).
    ['billing.expiry-warnings', '23 * * * *'],
    // The home's daily rollups: the day that closed is folded here, not by the first home read after midnight
    // (the business time zone's midnight falls on a whole UTC hour for Asia/Damascus; the check is cheap when done).
    ['home.fold-days', '2 * * * *'],
    // Files recorded without a size (before the cloud measured uploads) are sized from their bytes.
    ['cloud.measure-unsized', '47 * * * *'],
  ];
}

/** The worker side: every job handler and schedule, in one place. */
export async function registerJobs(
  queue: JobQueue,
  services: Services,
  database: Database,
  config: Pick<Config, 'linking'>,
) {
  const handlers = jobHandlers(queue, services, database);
  for (const name of Object.keys(handlers) as JobName[]) {
    const handler = handlers[name] as JobHandler<typeof name>;
    if ('batch' in handler) await queue.workBatch(name, async (payloads) => void (await handler.batch(payloads)));
    else await queue.work(name, async (payload) => void (await handler.work(payload)));
  }
  queue.assertEveryKindWorked();
  for (const [name, cron] of schedules(database, config)) await queue.schedule(name, cron, {} as never);
}

/** One backfill job per page with a running campaign; a page already waiting for one is not queued twice. */
export async function enqueueBackfills(queue: JobQueue, services: Pick<Services, 'replyEngine'>) {
  for (const pageId of await services.replyEngine.pagesToBackfill())
    await queue.enqueue('replies.backfill', { pageId }, { singletonKey: `backfill:${pageId}` });
  for (const accountId of await services.replyEngine.instagramLoginAccountsToBackfill())
    await queue.enqueue('replies.backfill-account', { accountId }, { singletonKey: `backfill-account:${accountId}` });
}

/** One check per linked page, each its own job: one page's failure (or Meta's refusal) never holds up the others. */
export async function enqueueSubscriptionChecks(queue: JobQueue, services: Pick<Services, 'subscriptionHealing'>) {
  const pageIds = await services.subscriptionHealing.pagesToCheck();
  await queue.enqueueMany(
    'linking.subscription-check',
    pageIds.map((pageId) => ({ payload: { pageId }, singletonKey: `subscription-check:${pageId}` })),
  );
}

/**
 * One table at a time: the embedded database does one thing at a time, and a whole-database VACUUM would hold
 * up every webhook and reply behind it for as long as it takes; between tables, waiting statements get their turn.
 */
async function vacuumTableByTable(database: Database) {
  const maintenance = createMaintenanceRepository(database);
  for (const table of await maintenance.listTables()) await maintenance.vacuumAnalyze(table);
}
