import { PgBoss } from 'pg-boss';
import type { SqlExecutor } from '../db/database.ts';
import { attemptBudget, workRetry } from '../work/leases.ts';

/** Every job the system knows, with its payload. Adding a job starts here. */
/**
 * Automatic answers Meta throttled, waiting their turn: the conversation, who decided them, and the rows still to
 * send in order (the first was refused; a flow's later messages follow it), with what each sends.
 */
export type AnswerRetry = {
  conversationId: number;
  decidedBy: 'bot' | 'flow';
  messages: { messageId: number; contents: unknown[]; typingOn: boolean | null }[];
  /** The how-manieth wait this is (from 1): each job is its own, named by it. */
  wait: number;
};

export type JobPayloads = {
  'maintenance.purge-expired': Record<string, never>;
  'maintenance.vacuum': Record<string, never>;
  'webhooks.process-event': { eventId: number };
  'webhooks.sweep': Record<string, never>;
  'replies.send': { actionId: number };
  'replies.answer-old': { campaignId: number };
  'replies.sweep': Record<string, never>;
  'replies.backfill': { pageId: number };
  'replies.backfill-account': { accountId: number };
  'replies.backfill-sweep': Record<string, never>;
  'publishing.publish': { targetId: number; revision: number };
  'publishing.prepare': { targetId: number; revision: number };
  'publishing.sweep': Record<string, never>;
  'inbox.profile': { subscriberId: number };
  'inbox.shared-media': { messageId: number };
  'inbox.sweep': Record<string, never>;
  'inbox.backfill': { pageId: number };
  'inbox.backfill-account': { accountId: number };
  'inbox.answer-retry': AnswerRetry;
  'linking.subscription-sweep': Record<string, never>;
  'linking.subscription-check': { pageId: number };
  'linking.instagram-token-refresh': Record<string, never>;
  'bot.deliver': { trailId: number };
  'bot.flow-wake': { runId: number; revision: number };
  'bot.flow-sweep': Record<string, never>;
  'billing.expiry-warnings': Record<string, never>;
  'home.fold-days': Record<string, never>;
  'cloud.measure-unsized': Record<string, never>;
};
export type JobName = keyof JobPayloads;

/** The same kinds at run time: the start checks that each has exactly one handler. */
export const jobNames = [
  'maintenance.purge-expired',
  'maintenance.vacuum',
  'webhooks.process-event',
  'webhooks.sweep',
  'replies.send',
  'replies.answer-old',
  'replies.sweep',
  'replies.backfill',
  'replies.backfill-account',
  'replies.backfill-sweep',
  'publishing.publish',
  'publishing.prepare',
  'publishing.sweep',
  'inbox.profile',
  'inbox.shared-media',
  'inbox.sweep',
  'inbox.backfill',
  'inbox.backfill-account',
  'inbox.answer-retry',
  'linking.subscription-sweep',
  'linking.subscription-check',
  'linking.instagram-token-refresh',
  'bot.deliver',
  'bot.flow-wake',
  'bot.flow-sweep',
  'billing.expiry-warnings',
  'home.fold-days',
  'cloud.measure-unsized',
] as const satisfies readonly JobName[];
// A kind added to JobPayloads and not listed above does not compile.
const everyKindListed: Exclude<JobName, (typeof jobNames)[number]> extends never ? true : never = true;
void everyKindListed;

/**
 * How often the queue itself runs a failed job again. Leased work keeps its attempts, its backoff and its lease in its
 * own table, and its sweep takes it back when a job is lost or fails: the queue does not retry it as well (the two
 * would stack). Sweeps and maintenance run again on their clock. The rest is retried by the queue with the project's
 * one backoff.
 */
export const queueRetries: Record<JobName, number> = {
  'maintenance.purge-expired': 0,
  'maintenance.vacuum': 0,
  'webhooks.process-event': 0,
  'webhooks.sweep': 0,
  'replies.send': 0,
  'replies.answer-old': attemptBudget.queuedJob,
  'replies.sweep': 0,
  'replies.backfill': attemptBudget.queuedJob,
  'replies.backfill-account': attemptBudget.queuedJob,
  'replies.backfill-sweep': 0,
  'publishing.publish': 0,
  'publishing.prepare': 0,
  'publishing.sweep': 0,
  'inbox.profile': attemptBudget.queuedJob,
  'inbox.shared-media': attemptBudget.queuedJob,
  'inbox.sweep': 0,
  'inbox.backfill': attemptBudget.queuedJob,
  'inbox.backfill-account': attemptBudget.queuedJob,
  'inbox.answer-retry': attemptBudget.queuedJob,
  'linking.subscription-sweep': 0,
  'linking.subscription-check': 0,
  'linking.instagram-token-refresh': 0,
  'bot.deliver': attemptBudget.queuedJob,
  'bot.flow-wake': 0,
  'bot.flow-sweep': 0,
  'billing.expiry-warnings': 0,
  'home.fold-days': 0,
  'cloud.measure-unsized': 0,
};

/** The queue's retry settings of a kind, given with every job (a queue made by an earlier version keeps its own). */
const retryOf = (name: JobName) => ({
  retryLimit: queueRetries[name],
  retryDelay: workRetry.baseMs / 1000,
  retryBackoff: true,
  retryDelayMax: workRetry.maxMs / 1000,
});

/**
 * `startAfter`: an instant (a scheduled post's time), or seconds from now as the database counts them (a delay:
 * it does not depend on the process's clock, which tests replace).
 */
export type EnqueueOptions = { startAfter?: Date | number; singletonKey?: string };

export type JobQueue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<string | null>;
  /** Many jobs of one kind in one statement; a job whose singleton key is already queued is skipped. */
  enqueueMany<N extends JobName>(name: N, jobs: { payload: JobPayloads[N]; singletonKey?: string }[]): Promise<void>;
  work<N extends JobName>(name: N, handler: (payload: JobPayloads[N]) => Promise<void>): Promise<void>;
  /**
   * A fetch's jobs handled together, one after another fetch (background reads that gather well: a profile for each
   * new customer). A failure retries the fetch's jobs, so the handler must be safe to run again.
   */
  workBatch<N extends JobName>(name: N, handler: (payloads: JobPayloads[N][]) => Promise<void>): Promise<void>;
  schedule<N extends JobName>(name: N, cron: string, payload: JobPayloads[N]): Promise<void>;
  unschedule(name: JobName): Promise<void>;
  /** Throws unless every job kind has a handler (a second handler for a kind throws when it is registered). */
  assertEveryKindWorked(): void;
  /** What the admin's queue monitor reads and does (pg-boss's own statistics, retry and delete). */
  monitor: QueueMonitor;
};

export type QueueJobRow = {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  data: unknown;
  output: unknown;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
};
export type QueueMonitor = {
  queues(): Promise<
    { name: string; ready: number; deferred: number; retrying: number; active: number; failed: number; total: number }[]
  >;
  jobs(name: string, state: 'created' | 'retry' | 'active' | 'failed', limit: number): Promise<QueueJobRow[]>;
  /** False when the queue has no such job in the failed state. */
  retryFailed(name: string, id: string): Promise<boolean>;
  deleteFailed(name: string, id: string): Promise<boolean>;
};

const jobsPerFetch = 20;
/** Up to 20 jobs a fetch, fetched again at once while fetches come back full. */
const fetchOptions = { pollingIntervalSeconds: 2, batchSize: jobsPerFetch, burstWhenBatchFull: true };

export type QueueLogger = { error(object: unknown, message: string): void };

/** A durable queue on the product's own database: PGlite in the embedded default, PostgreSQL in production. */
export function createPgBossQueue(executeSql: SqlExecutor, logger: QueueLogger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: executeSql as never },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  const createdQueues = new Set<string>();
  const worked = new Set<JobName>();

  function claimHandler(name: JobName) {
    if (worked.has(name)) throw new Error(`The job ${name} has a second handler`);
    worked.add(name);
  }

  async function ensureQueue(name: string) {
    if (createdQueues.has(name)) return;
    await boss.createQueue(name, retryOf(name as JobName));
    createdQueues.add(name);
  }

  return {
    start: async () => {
      await boss.start();
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    enqueue: async (name, payload, options = {}) => {
      await ensureQueue(name);
      return boss.send(name, payload as object, {
        ...retryOf(name),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    enqueueMany: async (name, jobs) => {
      if (jobs.length === 0) return;
      await ensureQueue(name);
      await boss.insert(
        name,
        jobs.map((job) => ({
          ...retryOf(name),
          data: job.payload as object,
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
        })),
      );
    },
    work: async (name, handler) => {
      claimHandler(name);
      await ensureQueue(name);
      // Up to 20 jobs a fetch, fetched again at once while fetches come back full, and run together: with one job a
      // fetch pg-boss waited its polling interval between jobs, and one after the other each reply retry waited for
      // its own batched write; a burst of retries after Graph 5xx was held back for minutes. Every handler claims
      // its work, so jobs of one fetch may run side by side. Each job keeps its own outcome: one failure is retried
      // alone. A failed job is failed here, so that pg-boss then completes the fetch by its ids (active jobs only):
      // its per-job settlement joins a recordset whose plan, on a young job table, reads every job of the name.
      await boss.work(name, fetchOptions, async (jobs): Promise<void> => {
        const failed: { id: string; message: string }[] = [];
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data as never);
            } catch (error) {
              logger.error(
                { err: error, job: name, jobId: job.id },
                queueRetries[name] > 0
                  ? 'job failed; retried by the queue'
                  : 'job failed; its sweep takes the work back',
              );
              failed.push({ id: job.id, message: error instanceof Error ? error.message : String(error) });
            }
          }),
        );
        for (const { id, message } of failed) await boss.fail(name, id, { message });
      });
    },
    workBatch: async (name, handler) => {
      claimHandler(name);
      await ensureQueue(name);
      // The fetch's jobs succeed or fail together, so pg-boss settles them by their ids (`id = any(...)`); its
      // per-job settlement joins a recordset whose plan, on a young job table, reads every job of the queue's name.
      await boss.work(name, fetchOptions, async (jobs): Promise<void> => {
        try {
          await handler(jobs.map((job) => job.data as never));
        } catch (error) {
          logger.error(
            { err: error, job: name, jobs: jobs.length },
            queueRetries[name] > 0
              ? 'jobs failed; retried by the queue'
              : 'jobs failed; their sweep takes the work back',
          );
          throw error;
        }
      });
    },
    schedule: async (name, cron, payload) => {
      await ensureQueue(name);
      await boss.schedule(name, cron, payload as object, { tz: 'UTC', ...retryOf(name) });
    },
    unschedule: (name) => boss.unschedule(name),
    monitor: createQueueMonitor(boss, executeSql),
    assertEveryKindWorked() {
      const missing = jobNames.filter((name) => !worked.has(name));
      if (missing.length > 0) throw new Error(`Job kinds without a handler: ${missing.join(', ')}`);
    },
  };
}

function createQueueMonitor(boss: PgBoss, executeSql: SqlExecutor): QueueMonitor {
  const failedJob = async (name: string, id: string) =>
    (await executeSql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND id = $2 AND state = 'failed'`, [name, id])).rows
      .length > 0;
  return {
    async queues() {
      // pg-boss's own counts (getQueues) are refreshed by its monitor every minute or so; a monitor an admin acts
      // from counts now. The queue names still come from pg-boss, so a queue with no jobs shows its zeros.
      const names = (await boss.getQueues())
        .map((queue) => queue.name)
        // pg-boss's own queues (its scheduler's `__pgboss__send-it`) are not the product's work.
        .filter((name) => !name.startsWith('__pgboss__'));
      const { rows } = await executeSql(
        `SELECT name,
                count(*) FILTER (WHERE state = 'created' AND start_after <= now())::int AS ready,
                count(*) FILTER (WHERE state = 'created' AND start_after > now())::int AS deferred,
                count(*) FILTER (WHERE state = 'retry')::int AS retrying,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'failed')::int AS failed,
                count(*)::int AS total
           FROM pgboss.job GROUP BY name`,
      );
      const counts = new Map(rows.map((row) => [String(row.name), row]));
      return names.sort().map((name) => {
        const row = counts.get(name);
        const count = (column: string) => Number(row?.[column] ?? 0);
        return {
          name,
          ready: count('ready'),
          deferred: count('deferred'),
          retrying: count('retrying'),
          active: count('active'),
          failed: count('failed'),
          total: count('total'),
        };
      });
    },
    async jobs(name, state, limit) {
      const { rows } = await executeSql(
        `SELECT id, name, state, retry_count, retry_limit, data, output, created_on, started_on, completed_on
           FROM pgboss.job WHERE name = $1 AND state = $2 ORDER BY created_on DESC LIMIT $3`,
        [name, state, limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        state: String(row.state),
        retryCount: Number(row.retry_count),
        retryLimit: Number(row.retry_limit),
        data: row.data,
        output: row.output,
        createdOn: new Date(row.created_on as string),
        startedOn: row.started_on ? new Date(row.started_on as string) : null,
        completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
      }));
    },
    async retryFailed(name, id) {
      if (!(await failedJob(name, id))) return false;
      await boss.retry(name, id);
      return true;
    },
    async deleteFailed(name, id) {
      if (!(await failedJob(name, id))) return false;
      await boss.deleteJob(name, id);
      return true;
    },
  };
}
