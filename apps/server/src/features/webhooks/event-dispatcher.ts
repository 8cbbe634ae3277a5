import { attemptBudget, leaseMs, retryDelayMs } from '../../platform/work/leases.ts';
import type { Clock } from '../../platform/clock.ts';
import { createTickBatcher } from '../../platform/db/tick-batcher.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { EventKind, IncomingEvent } from './split-webhook-batch.ts';
import type { StoredEvent, WebhookEventsRepository } from './webhook-events.repository.ts';

export type EventHandler = (event: StoredEvent) => Promise<void>;
type Logger = { error(object: unknown, message: string): void };

/** How long a claimed event stays with the process that claimed it before another may take it over. */
export const eventLeaseMs = leaseMs.webhookEvent;
const batchSize = 200;
// One batch at a time: ids that arrive meanwhile wait and form the next, larger batch, so a burst costs a few
// statements instead of a few per event (the embedded database runs on the same thread as the HTTP server).
const maxBatchesInFlight = 1;
// Completions are recorded in the background: they gather for a moment into fewer, larger statements.
const completionDelayMs = 200;

/**
 * The one point where stored events reach feature handlers (replies, bot, chat...). New events are processed
 * in-process right after they are stored, claimed and completed in batches; failures are retried with backoff
 * through the durable queue and, after the last attempt, stay `failed` where admins see them. A sweep picks up
 * anything a crash left behind.
 */
export function createEventDispatcher(deps: {
  repository: WebhookEventsRepository;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
  maxAttempts?: number;
}) {
  const { repository, queue, clock, logger } = deps;
  const maxAttempts = deps.maxAttempts ?? attemptBudget.webhookEvent;
  const handlers = new Map<EventKind, EventHandler[]>();
  const settledChecks: ((event: IncomingEvent) => boolean | Promise<boolean>)[] = [];
  const backlog: number[] = [];
  // Events stored already claimed by this process (the embedded journal import): no claim statement needed.
  const preclaimed = new Map<number, StoredEvent>();
  let batchesInFlight = 0;
  let completionsInFlight = 0;
  const markDone = createTickBatcher(
    async (groups: number[][]) => {
      await repository.markDone(groups.flat(), clock.now());
      return groups.map(() => undefined);
    },
    { delayMs: completionDelayMs },
  );
  const idleWaiters: (() => void)[] = [];

  async function handleFailure(event: StoredEvent, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (event.attempts >= maxAttempts) {
      logger.error({ err: error, eventId: event.id, kind: event.kind }, 'webhook event failed for good');
      await repository.markFailed(event.id, message, clock.now());
      return;
    }
    const startAfter = new Date(clock.now().getTime() + retryDelayMs(event.attempts));
    await repository.markRetry(event.id, message, startAfter);
    await queue.enqueue('webhooks.process-event', { eventId: event.id }, { startAfter });
  }

  async function processBatch(ids: number[]): Promise<void> {
    const claimedAlready = ids
      .map((id) => preclaimed.get(id))
      .filter((event): event is StoredEvent => event !== undefined);
    for (const event of claimedAlready) preclaimed.delete(event.id);
    const claimedIds = new Set(claimedAlready.map((event) => event.id));
    const toClaim = ids.filter((id) => !claimedIds.has(id));
    const events = [...claimedAlready, ...(await repository.claim(toClaim, clock.now(), eventLeaseMs))];
    const succeeded: number[] = [];
    await Promise.all(
      events.map(async (event) => {
        try {
          for (const handler of handlers.get(event.kind as EventKind) ?? []) await handler(event);
          succeeded.push(event.id);
        } catch (error) {
          await handleFailure(event, error);
        }
      }),
    );
    // Recorded in the background, shared with other batches: the next batch need not wait for it, and a crash
    // before it only means the events are handled again when their lease ends (handlers are idempotent).
    if (succeeded.length > 0) {
      completionsInFlight++;
      markDone(succeeded)
        .catch((error: unknown) =>
          logger.error({ err: error, eventIds: succeeded }, 'marking webhook events done failed'),
        )
        .finally(() => {
          completionsInFlight--;
          resolveIdleWaiters();
        });
    }
  }

  function resolveIdleWaiters() {
    if (batchesInFlight === 0 && backlog.length === 0 && completionsInFlight === 0)
      idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  function pump() {
    while (batchesInFlight < maxBatchesInFlight && backlog.length > 0) {
      const ids = backlog.splice(0, batchSize);
      batchesInFlight++;
      processBatch(ids)
        .catch((error: unknown) => logger.error({ err: error, eventIds: ids }, 'webhook event processing crashed'))
        .finally(() => {
          batchesInFlight--;
          pump();
          resolveIdleWaiters();
        });
    }
  }

  function dispatch(ids: number[]) {
    backlog.push(...ids);
    if (backlog.length === ids.length) setImmediate(pump);
  }

  /** Events stored but never finished (crash, restart) or due for a retry. */
  async function sweep() {
    const now = clock.now();
    const due = await repository.findDue(now, new Date(now.getTime() - 30_000), 500);
    for (let start = 0; start < due.length; start += batchSize) await processBatch(due.slice(start, start + batchSize));
    return due.length;
  }

  return {
    hasHandlers: (kind: string) => (handlers.get(kind as EventKind)?.length ?? 0) > 0,

    on(kinds: EventKind[], handler: EventHandler) {
      for (const kind of kinds) handlers.set(kind, [...(handlers.get(kind) ?? []), handler]);
    },

    /**
     * A feature tells which events it has settled already (Meta's echo of a send it recorded): they carry nothing
     * that is not stored, so intake acknowledges them without storing or processing them.
     */
    settles(check: (event: IncomingEvent) => boolean | Promise<boolean>) {
      settledChecks.push(check);
    },

    async settledAlready(event: IncomingEvent): Promise<boolean> {
      for (const check of settledChecks) if (await check(event)) return true;
      return false;
    },

    dispatch,

    /** Events this process stored as `processing` under its own lease, with their rows at hand. */
    dispatchClaimed(events: StoredEvent[]) {
      for (const event of events) preclaimed.set(event.id, event);
      dispatch(events.map((event) => event.id));
    },

    processEvent: (id: number) => processBatch([id]),

    sweep,

    /**
     * The embedded database has one process: events it did not claim itself since `startedAt` were left under lease
     * by a crashed run and are taken back now, instead of when their lease would have run out.
     */
    async recoverOrphans(startedAt: Date) {
      const released = await repository.releaseLeasesTakenBefore(startedAt, clock.now());
      return released > 0 ? sweep() : 0;
    },

    idle(): Promise<void> {
      if (batchesInFlight === 0 && backlog.length === 0 && completionsInFlight === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
