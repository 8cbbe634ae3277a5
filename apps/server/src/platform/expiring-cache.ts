/**
 * A small in-process map whose entries live a few seconds at most, for answers read on every request (who a token
 * belongs to, which pages a user owns). Writes made in this process forget the entries they change; writes made by
 * another process are seen once the entry expires, so `ttlMs` is how stale an answer can be there.
 * Ages are measured on the monotonic clock: moving the business clock (tests, time zones) does not keep entries.
 */
export function createExpiringCache<Value>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: Value; storedAt: number }>();
  // Bumped by every forget: an answer read from the database before a forget may be stale, so it is not stored.
  let generation = 0;

  return {
    get(key: string): Value | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (performance.now() - entry.storedAt >= options.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },

    /** Call before reading the database; pass the answer to `set`. */
    generation: () => generation,

    /** Stores an answer read since `readSince` (from `generation()`), unless something was forgotten meanwhile. */
    set(key: string, value: Value, readSince: number) {
      if (readSince !== generation) return;
      entries.delete(key);
      // Maps keep insertion order: the first key is the oldest entry.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, storedAt: performance.now() });
    },

    /** Forgets every entry whose value matches (bounded by maxEntries, and only on rare writes). */
    forgetWhere(matches: (value: Value, key: string) => boolean) {
      generation++;
      for (const [key, entry] of entries) if (matches(entry.value, key)) entries.delete(key);
    },

    clear() {
      generation++;
      entries.clear();
    },
  };
}
export type ExpiringCache<Value> = ReturnType<typeof createExpiringCache<Value>>;
