import type { Clock } from './clock.ts';

/**
 * A small in-process map whose entries live a few seconds at most, for answers read on every request (who a token
 * belongs to, which pages a user owns). Writes made in this process forget the entries they change; writes made by
 * another process are seen once the entry expires, so `ttlMs` is how stale an answer can be there.
 * Ages are measured on the clock's monotonic reading (`elapsedMs`): setting the business clock does not keep entries,
 * and a test's manual clock ages them by advancing instead of sleeping.
 */
export function createExpiringCache<Value>(options: {
  ttlMs: number;
  maxEntries: number;
  clock: Pick<Clock, 'elapsedMs'>;
}) {
  const { clock } = options;
  const entries = new Map<string, { value: Value; storedAt: number }>();
  // Bumped by every forget: an answer read from the database before a forget may be stale, so it is not stored.
  let generation = 0;
  // Reads under way, per key: when an entry expires under load, the requests that miss it at once share one read.
  const reading = new Map<string, { generation: number; answer: Promise<Value | null> }>();

  /** Stores an answer read since `readSince`, unless something was forgotten meanwhile. */
  function store(key: string, value: Value, readSince: number) {
    if (readSince !== generation) return;
    entries.delete(key);
    // Maps keep insertion order: the first key is the oldest entry.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, storedAt: clock.elapsedMs() });
  }

  function fresh(key: string): Value | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (clock.elapsedMs() - entry.storedAt >= options.ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  return {
    /**
     * The entry, or what `read` answers (kept unless null). Requests missing the same key meanwhile wait for that
     * read instead of starting their own, unless something was forgotten since it started.
     */
    async load(key: string, read: () => Promise<Value | null>): Promise<Value | null> {
      const known = fresh(key);
      if (known !== undefined) return known;
      const shared = reading.get(key);
      if (shared && shared.generation === generation) return shared.answer;
      const readSince = generation;
      const answer = read().then((value) => {
        if (value !== null) store(key, value, readSince);
        return value;
      });
      const entry = { generation: readSince, answer };
      reading.set(key, entry);
      try {
        return await answer;
      } finally {
        if (reading.get(key) === entry) reading.delete(key);
      }
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
