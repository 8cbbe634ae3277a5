/**
 * The newest records of a log, oldest first, each with a `seq` that only grows: pollers read what came after
 * the last `seq` they saw. Long demo sessions would otherwise grow it without bound.
 */
export function createSeqLog<T extends { seq: number }>(maxKept = 20_000) {
  let items: T[] = [];

  /** Index of the first record whose seq is above `seq` (binary search: the log is ordered by seq). */
  function firstAfter(seq: number): number {
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (items[middle]!.seq > seq) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  return {
    push(item: T) {
      items.push(item);
      // Trimmed a quarter at a time: copying the whole log on every record would cost more than the record.
      if (items.length > maxKept * 1.25) items = items.slice(items.length - maxKept);
    },
    since: (seq: number): T[] => items.slice(firstAfter(seq)),
    find(seq: number): T | undefined {
      const candidate = items[firstAfter(seq - 1)];
      return candidate?.seq === seq ? candidate : undefined;
    },
    clear() {
      items = [];
    },
  };
}
