import type { Clock } from '../../platform/clock.ts';
import type { IncomingEvent } from './split-webhook-batch.ts';
import type { WebhookEventsRepository } from './webhook-events.repository.ts';

type Waiting = { events: IncomingEvent[]; resolve: (ids: number[]) => void; reject: (error: unknown) => void };

const maxRowsPerInsert = 500;

/**
 * Group commit for webhook deliveries: requests that arrive in the same event-loop turn share one INSERT.
 * One statement per turn instead of one per request is what lets the embedded database keep up with bursts;
 * each request still answers only after its own events are durably stored.
 */
export function createBatchingInserter(
  repository: WebhookEventsRepository,
  clock: Clock,
  isHandled: (kind: string) => boolean,
) {
  const waiting: Waiting[] = [];
  let flushing = false;

  async function insertBatch(batch: Waiting[]) {
    const unique = new Map<string, IncomingEvent>();
    for (const { events } of batch)
      for (const event of events) if (!unique.has(event.naturalKey)) unique.set(event.naturalKey, event);
    return repository.insertNew([...unique.values()], clock.now(), isHandled);
  }

  function settle(batch: Waiting[], inserted: Awaited<ReturnType<typeof insertBatch>>) {
    const idByKey = new Map(inserted.filter((row) => row.status === 'pending').map((row) => [row.naturalKey, row.id]));
    for (const { events, resolve } of batch) {
      const ids: number[] = [];
      for (const event of events) {
        const id = idByKey.get(event.naturalKey);
        // The first request carrying an event owns it; a duplicate in the same batch gets nothing new.
        if (id !== undefined) {
          ids.push(id);
          idByKey.delete(event.naturalKey);
        }
      }
      resolve(ids);
    }
  }

  async function flush() {
    flushing = true;
    while (waiting.length > 0) {
      const batch: Waiting[] = [];
      let rows = 0;
      while (waiting.length > 0 && (rows === 0 || rows + waiting[0]!.events.length <= maxRowsPerInsert)) {
        const next = waiting.shift()!;
        batch.push(next);
        rows += next.events.length;
      }
      try {
        settle(batch, await insertBatch(batch));
      } catch (error) {
        // One delivery the database refuses must not fail the others that shared its statement: alone, each
        // stands or fails by itself (Meta redelivers a failed one).
        if (batch.length === 1) batch[0]!.reject(error);
        else
          for (const waiter of batch)
            await insertBatch([waiter]).then((inserted) => settle([waiter], inserted), waiter.reject);
      }
    }
    flushing = false;
  }

  return {
    insert(events: IncomingEvent[]): Promise<number[]> {
      if (events.length === 0) return Promise.resolve([]);
      return new Promise((resolve, reject) => {
        waiting.push({ events, resolve, reject });
        if (!flushing) {
          flushing = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
export type BatchingInserter = ReturnType<typeof createBatchingInserter>;
