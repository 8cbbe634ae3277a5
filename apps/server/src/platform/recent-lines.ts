/**
 * A bounded ring of the newest entries, oldest dropped first: what a process keeps of its own logs and Graph calls
 * for the admin's tools. Adding is O(1) and allocates nothing beyond the entry; reading copies newest first.
 */
export function createRecentLines<Entry>(capacity: number) {
  const entries: (Entry | undefined)[] = new Array<Entry | undefined>(capacity);
  let next = 0;
  let count = 0;
  let sequence = 0;

  return {
    capacity,
    add(entry: Entry): number {
      entries[next] = entry;
      next = (next + 1) % capacity;
      count = Math.min(count + 1, capacity);
      return ++sequence;
    },
    get size() {
      return count;
    },
    /** Newest first. */
    newestFirst(): Entry[] {
      const result: Entry[] = [];
      for (let index = 1; index <= count; index++) result.push(entries[(next - index + capacity) % capacity]!);
      return result;
    },
    clear() {
      entries.fill(undefined);
      next = 0;
      count = 0;
    },
  };
}
export type RecentLines<Entry> = ReturnType<typeof createRecentLines<Entry>>;
