import type { BusinessTime } from '../../../platform/business-time.ts';
import type { DailyCountsRepository } from './daily-counts.repository.ts';

export const dailyCountKinds = ['replies', 'messages', 'revenue'] as const;
export type DailyCountKind = (typeof dailyCountKinds)[number];

/** How long counts gather in memory before one upsert writes them: busy pages must not queue on one hot row. */
export const dailyCountsFlushMs = 1_000;

/**
 * The admin home's counters. Each event adds to a sum kept in memory per business day and counter; the sums are
 * written as one upsert a second later, so a burst of ten thousand replies costs one statement, not ten thousand
 * updates of the same row. `flush` writes at once (shutdown, and reading the statistics).
 */
export function createDailyCounts(repository: DailyCountsRepository, businessTime: BusinessTime) {
  let pending = new Map<string, { day: string; kind: DailyCountKind; amount: number }>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return writing;
    const rows = [...pending.values()];
    pending = new Map();
    const write = writing.then(() => repository.add(rows));
    // A failed write keeps its sums for the next one instead of losing them.
    writing = write.catch(() => {
      for (const row of rows) add(row.kind, row.amount, row.day);
    });
    return write;
  }

  function add(kind: DailyCountKind, amount: number, day: string) {
    const key = `${day}|${kind}`;
    const sum = pending.get(key);
    if (sum) sum.amount += amount;
    else pending.set(key, { day, kind, amount });
    timer ??= setTimeout(() => void flush().catch(() => undefined), dailyCountsFlushMs);
    timer.unref?.();
  }

  function count(kind: DailyCountKind, amount: number, at: Date) {
    if (amount === 0) return;
    add(kind, amount, businessTime.dayOf(at));
  }

  return {
    count,
    /** A confirmed invoice's amount (Syrian pounds) counts in this month's revenue: the invoices feature calls it. */
    countRevenue: (amount: number, at: Date) => count('revenue', amount, at),
    flush,
  };
}

export type DailyCounts = ReturnType<typeof createDailyCounts>;
