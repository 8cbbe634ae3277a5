import { PgBoss, type JobResult } from 'pg-boss';
import type { SqlExecutor } from '../db/database.ts';

/** Every job the system knows, with its payload. Adding a job starts here. */
export type JobPayloads = {
  'maintenance.purge-expired': Record<string, never>;
  'maintenance.vacuum': Record<string, never>;
  'webhooks.process-event': { eventId: number };
  'webhooks.sweep': Record<string, never>;
  'replies.send': { actionId: number };
  'replies.answer-old': { campaignId: number };
  'replies.sweep': Record<string, never>;
};
export type JobName = keyof JobPayloads;

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string; retryLimit?: number };

export type JobQueue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<string | null>;
  work<N extends JobName>(name: N, handler: (payload: JobPayloads[N]) => Promise<void>): Promise<void>;
  schedule<N extends JobName>(name: N, cron: string, payload: JobPayloads[N]): Promise<void>;
};

const jobsPerFetch = 10;

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

  async function ensureQueue(name: string) {
    if (createdQueues.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
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
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      });
    },
    work: async (name, handler) => {
      await ensureQueue(name);
      // Up to 10 jobs a fetch, and at once again while fetches come back full: with one job a fetch, pg-boss waits
      // the polling interval between jobs, which held a burst of reply retries (Graph 5xx) back for minutes.
      // Each job keeps its own outcome: one failing job is retried alone.
      await boss.work(
        name,
        { pollingIntervalSeconds: 2, batchSize: jobsPerFetch, burstWhenBatchFull: true, perJobResults: true },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data as never);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              logger.error({ err: error, job: name, jobId: job.id }, 'job failed; retried by the queue');
              results.push({
                id: job.id,
                status: 'failed',
                output: { message: error instanceof Error ? error.message : String(error) },
              });
            }
          }
          return results;
        },
      );
    },
    schedule: async (name, cron, payload) => {
      await ensureQueue(name);
      await boss.schedule(name, cron, payload as object, { tz: 'UTC' });
    },
  };
}
