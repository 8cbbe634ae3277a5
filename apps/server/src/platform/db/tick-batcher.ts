/**
 * Collects the calls made during one event-loop turn and runs them as one batch: when many comments are handled
 * concurrently, each step (insert a trail row, insert actions, record an outcome) becomes one statement for all
 * of them instead of one per comment. `run` answers one result per item, in order.
 */
export function createTickBatcher<Item, Result>(run: (items: Item[]) => Promise<Result[]>, maxBatch = 500) {
  let waiting: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
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
  }

  return (item: Item): Promise<Result> =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}
