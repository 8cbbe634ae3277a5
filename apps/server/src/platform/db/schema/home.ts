import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The seller home's rollups: per page (`owner_kind` 'page') or Instagram account ('instagram'), per business day and
 * figure (contract `homeFigureNames`, and the funnel's `funnel_*`), how many. A closed day's rows are recomputed from
 * the events (features/home/home-rollups.ts), so the home reads a few rows instead of scanning millions of events.
 */
export const homeDailyFigures = pgTable(
  'home_daily_figures',
  {
    ownerKind: text('owner_kind', { enum: ['page', 'instagram'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    figure: text('figure').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerKind, table.ownerId, table.day, table.figure] })],
);

/**
 * How far the rollups go (one row): every business day up to `folded_through` is in `home_daily_figures`; the days
 * after it are read live from the events, bounded by id.
 */
export const homeRollupState = pgTable(
  'home_rollup_state',
  {
    id: smallint('id').primaryKey().default(1),
    foldedThrough: date('folded_through', { mode: 'string' }).notNull(),
    /** Every event stored since the day after `folded_through` began has a higher id (the live read's bound). */
    liveAfter: jsonb('live_after').$type<HomeEventIds>().notNull(),
    /** The same for `folded_through` itself, refolded once more at the next fold (statuses settled late). */
    refoldAfter: jsonb('refold_after').$type<HomeEventIds>().notNull(),
  },
  (table) => [check('home_rollup_state_one_row', sql`${table.id} = 1`)],
);

/** Per event table, an id below which no event is needed (0: read from the start). */
export type HomeEventIds = { trails: number; messages: number; orders: number; links: number };
