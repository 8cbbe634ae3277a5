import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { EventKind } from './split-webhook-batch.ts';
import type { StoredEvent, WebhookEventsRepository } from './webhook-events.repository.ts';

export type EventHandler = (event: StoredEvent) => Promise<void>;
type Logger = { error(object: unknown, message: string): void };

const leaseMs = 60_000;
const maxInFlight = 16;

/**
 * The one point where stored events reach feature handlers (replies, bot, chat...). New events are processed
 * in-process right after they are stored; failures are retried with backoff through the durable queue and,
 * after the last attempt, stay `failed` where admins see them. A sweep picks up anything a crash left behind.
 */
export function createEventDispatcher(deps: { repository: WebhookEventsRepository; queue: JobQueue; clock: Clock; logger: Logger; maxAttempts?: number }) {
  const { repository, queue, clock, logger } = deps;
  const maxAttempts = deps.maxAttempts ?? 5;
  const handlers = new Map<EventKind, EventHandler[]>();
  const backlog: number[] = [];
  let inFlight = 0;
  const idleWaiters: (() => void)[] = [];

  async function processEvent(id: number): Promise<void> {
    const now = clock.now();
    const event = await repository.claim(id, now, leaseMs);
    if (!event) return;
    try {
      for (const handler of handlers.get(event.kind as EventKind) ?? []) await handler(event);
      await repository.markDone(id, clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (event.attempts >= maxAttempts) {
        logger.error({ err: error, eventId: id, kind: event.kind }, 'webhook event failed for good');
        await repository.markFailed(id, message, clock.now());
        return;
      }
      const delayMs = 5_000 * 2 ** (event.attempts - 1);
      const startAfter = new Date(clock.now().getTime() + delayMs);
      await repository.markRetry(id, message, startAfter);
      await queue.enqueue('webhooks.process-event', { eventId: id }, { startAfter });
    }
  }

  function pump() {
    while (inFlight < maxInFlight && backlog.length > 0) {
      const id = backlog.shift()!;
      inFlight++;
      processEvent(id)
        .catch((error: unknown) => logger.error({ err: error, eventId: id }, 'webhook event processing crashed'))
        .finally(() => {
          inFlight--;
          pump();
          if (inFlight === 0 && backlog.length === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
        });
    }
  }

  return {
    on(kinds: EventKind[], handler: EventHandler) {
      for (const kind of kinds) handlers.set(kind, [...(handlers.get(kind) ?? []), handler]);
    },

    dispatch(ids: number[]) {
      backlog.push(...ids);
      pump();
    },

    processEvent,

    /** Events stored but never finished (crash, restart) or due for a retry. */
    async sweep() {
      const now = clock.now();
      const due = await repository.findDue(now, new Date(now.getTime() - 30_000), 500);
      for (const id of due) await processEvent(id);
      return due.length;
    },

    idle(): Promise<void> {
      if (inFlight === 0 && backlog.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
