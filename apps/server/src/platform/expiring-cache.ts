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
  /**
   * Past `ttlMs` and until this age, the old answer is given at once while one read brings a new one, so no request
   * waits for that read (a screen whose figures may lag a little); without it an entry is gone at `ttlMs`.
   */
  staleMs?: number;
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

  function known(key: string): { value: Value; fresh: boolean } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const age = clock.elapsedMs() - entry.storedAt;
    if (age >= Math.max(options.ttlMs, options.staleMs ?? 0)) {
      entries.delete(key);
      return undefined;
    }
    return { value: entry.value, fresh: age < options.ttlMs };
  }

  function startRead(key: string, read: () => Promise<Value | null>): Promise<Value | null> {
    const shared = reading.get(key);
    if (shared && shared.generation === generation) return shared.answer;
    const readSince = generation;
    const entry = { generation: readSince, answer: null as unknown as Promise<Value | null> };
    entry.answer = read()
      .then((value) => {
        // Nothing to answer any more (the record is gone): a stale answer must not outlive it.
        if (value === null) entries.delete(key);
        else store(key, value, readSince);
        return value;
      })
      .finally(() => {
        if (reading.get(key) === entry) reading.delete(key);
      });
    reading.set(key, entry);
    return entry.answer;
  }

  return {
    /**
     * The entry, or what `read` answers (kept unless null). Requests missing the same key meanwhile wait for that
     * read instead of starting their own, unless something was forgotten since it started.
     */
    async load(key: string, read: () => Promise<Value | null>): Promise<Value | null> {
      const entry = known(key);
      if (entry?.fresh) return entry.value;
      const answer = startRead(key, read);
      if (!entry) return answer;
      // A stale entry (within `staleMs`): answered now; the read's failure waits for the next request.
      answer.catch(() => undefined);
      return entry.value;
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
