import { and, between, eq, sql } from 'drizzle-orm';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/database.ts';
import { homeDailyFigures, homeRollupState, type HomeEventIds } from '../../platform/db/schema.ts';
import { homeFiguresSql, type HomeOwner } from './home-events.sql.ts';

/** The days a fold starts from when none ran before: this business week and the last fit in them. */
export const firstFoldDays = 14;

export type FigureRow = { day: string; figure: string; amount: number };

const noBound: HomeEventIds = { trails: 0, messages: 0, orders: 0, links: 0 };
const eventTables: Record<keyof HomeEventIds, string> = {
  trails: 'reply_trails',
  messages: 'inbox_messages',
  orders: 'order_requests',
  links: 'order_links',
};

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The home's rollups. A fold (the first home read of a business day does it) recomputes every owner's figures of
 * the days closed since the last fold, and the last folded day once more (a private reply still pending at midnight
 * is sent by then), as replaced rows: folding twice counts nothing twice. The days after the last fold are read live
 * for the one owner, from the events stored since (an id range per table, found by the fold).
 */
export function createHomeRollups(db: Db, businessTime: BusinessTime) {
  const zone = businessTime.zone;

  /** Per table, the id below which every event was stored before `at` (read above `bound` only: an index range). */
  async function idsBefore(tx: Pick<Db, 'execute'>, at: Date, bound: HomeEventIds): Promise<HomeEventIds> {
    const ids = { ...noBound };
    for (const key of Object.keys(eventTables) as (keyof HomeEventIds)[]) {
      const table = sql.raw(eventTables[key]);
      const [row] = rowsOf<{ id: number | string | null }>(
        await tx.execute(sql`
          select coalesce(
            (select min(id) - 1 from ${table} where id > ${bound[key]} and created_at >= ${at}),
            (select max(id) from ${table}),
            0
          ) as id`),
      );
      ids[key] = Number(row?.id ?? 0);
    }
    return ids;
  }

  return {
    async state() {
      const [row] = await db.select().from(homeRollupState).where(eq(homeRollupState.id, 1));
      return row ?? null;
    },

    /** Folds the days closed before `today` (a business day) that are not folded yet; nothing when none is. */
    async fold(today: string) {
      const yesterday = addDays(today, -1);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('home_rollup_fold'))`);
        const [state] = await tx.select().from(homeRollupState).where(eq(homeRollupState.id, 1));
        if (state && state.foldedThrough >= yesterday) return;
        const fromDay = state ? state.foldedThrough : addDays(today, -firstFoldDays);
        const bound = state?.refoldAfter ?? noBound;
        const range = { from: businessTime.startOfDay(fromDay), to: businessTime.startOfDay(today), zone };
        await tx.delete(homeDailyFigures).where(between(homeDailyFigures.day, fromDay, yesterday));
        await tx.execute(sql`
          insert into home_daily_figures (owner_kind, owner_id, day, figure, amount)
          ${homeFiguresSql(range, null, bound)}`);
        const next = {
          foldedThrough: yesterday,
          refoldAfter: await idsBefore(tx, businessTime.startOfDay(yesterday), bound),
          liveAfter: await idsBefore(tx, businessTime.startOfDay(today), bound),
        };
        await tx
          .insert(homeRollupState)
          .values({ id: 1, ...next })
          .onConflictDoUpdate({ target: homeRollupState.id, set: next });
      });
    },

    /** The owner's folded figures of the days `from`..`to` (YYYY-MM-DD, both included). */
    async folded(owner: HomeOwner, from: string, to: string): Promise<FigureRow[]> {
      if (to < from) return [];
      return db
        .select({ day: homeDailyFigures.day, figure: homeDailyFigures.figure, amount: homeDailyFigures.amount })
        .from(homeDailyFigures)
        .where(
          and(
            eq(homeDailyFigures.ownerKind, owner.kind),
            eq(homeDailyFigures.ownerId, owner.id),
            between(homeDailyFigures.day, from, to),
          ),
        );
    },

    /** The owner's figures from the events stored since `from` (a business day's start), up to `to`. */
    async live(owner: HomeOwner, from: Date, to: Date, after: HomeEventIds | null): Promise<FigureRow[]> {
      const rows = rowsOf<{ day: string; figure: string; amount: number | string }>(
        await db.execute(
          sql`select day::text as day, figure, amount from (${homeFiguresSql({ from, to, zone }, owner, after)}) as live`,
        ),
      );
      return rows.map((row) => ({ day: row.day, figure: row.figure, amount: Number(row.amount) }));
    },
  };
}
export type HomeRollups = ReturnType<typeof createHomeRollups>;
