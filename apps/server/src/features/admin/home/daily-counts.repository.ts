import { and, between, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { dailyCounts } from '../../../platform/db/schema.ts';

export type DailyCountRow = { day: string; kind: string; amount: number };

/** The rollup rows: one per business day and counter, added to in place. */
export function createDailyCountsRepository(db: Db) {
  return {
    async add(rows: DailyCountRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(dailyCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [dailyCounts.day, dailyCounts.kind],
          set: { amount: sql`${dailyCounts.amount} + excluded.amount` },
        });
    },

    /** Every counter of the days `from`..`to` (`YYYY-MM-DD`, both included). */
    async between(from: string, to: string): Promise<DailyCountRow[]> {
      return db
        .select({ day: dailyCounts.day, kind: dailyCounts.kind, amount: dailyCounts.amount })
        .from(dailyCounts)
        .where(and(between(dailyCounts.day, from, to)));
    },
  };
}

export type DailyCountsRepository = ReturnType<typeof createDailyCountsRepository>;
