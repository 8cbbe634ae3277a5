/**
 * Collects calls and runs them as one batch: when many comments are handled concurrently, each step (insert a
 * trail row, insert actions, record an outcome) becomes one statement for all of them instead of one per
 * comment. `run` answers one result per item, in order.
 *
 * One batch runs at a time: calls made while it runs wait and form the next batch. The database works through
 * statements one after another anyway, so this costs no time and makes batches grow with the load instead of
 * the statement count. `delayMs` lets background writes (outcomes, completions) gather for a while first.
 */
export function createTickBatcher<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  options: { maxBatch?: number; delayMs?: number } = {},
) {
  const maxBatch = options.maxBatch ?? 500;
  const delayMs = options.delayMs ?? 0;
  let waiting: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;
  let running = false;

  async function flush() {
    scheduled = false;
    running = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxBatch);
        waiting = waiting.slice(maxBatch);
        try {
          const results = await run(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.resolve(results[index] as Result));
        } catch (error) {
          batch.forEach((entry) => entry.reject(error));
        }
      }
    } finally {
      running = false;
    }
  }

  return (item: Item): Promise<Result> =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (scheduled || running) return;
      scheduled = true;
      if (delayMs > 0) setTimeout(() => void flush(), delayMs);
      else setImmediate(() => void flush());
    });
}
