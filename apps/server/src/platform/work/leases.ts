import { and, Column, getTableColumns, inArray, is, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/**
 * Send-once work (a reply, a webhook event, a post's attempt, a bot answer) is claimed under a lease before it runs:
 * one worker holds it, a worker that dies lets it go when the lease runs out, and the sweeps take it back then.
 * The lease lengths of every engine, in one place: each is longer than its work ever takes while held.
 */
export const leaseMs = {
  /** A webhook event's handlers (they are idempotent: an expired lease only runs them again). */
  webhookEvent: 60_000,
  /** A reply's Graph call, with the client's own retries. */
  replySend: 120_000,
  /** A post's attempt: one call to Meta or one container poll round, renewed while polling. */
  publishAttempt: 2 * 60_000,
  /** A claimed post waiting in-process for its due instant. */
  publishWaiting: 30_000,
  /** An inbox send is never leased again: a row pending this long lost its process and is shown failed. */
  inboxSend: 5 * 60_000,
} as const;

/** The end of a lease of `lengthMs` taken at `now`. */
export const leaseEnd = (now: Date, lengthMs: number) => new Date(now.getTime() + lengthMs);

/**
 * One backoff for all work tried again: a Meta call Meta answered "try later", a webhook handler that failed, a job
 * the queue runs again. Attempt n (from 1) waits this long before the next.
 */
export const workRetry = { baseMs: 2_000, maxMs: 5 * 60_000 } as const;
export const retryDelayMs = (attempt: number) =>
  Math.min(workRetry.baseMs * 2 ** Math.max(0, attempt - 1), workRetry.maxMs);

/** How many attempts an item gets before it fails for good, per kind of failure. */
export const attemptBudget = {
  /** Meta answered "try later" (a reply, a post). */
  metaCall: 6,
  /** Our own handler of a webhook event threw. */
  webhookEvent: 5,
  /** A queued job whose work keeps no attempts of its own threw (jobs.ts says which). */
  queuedJob: 5,
} as const;

/** Where a table keeps a lease: its expiry column (by its field), and the statuses a held row is in (null: any). */
export type LeaseColumns<T extends PgTable = PgTable> = {
  table: T;
  leaseUntil: keyof T['$inferInsert'] & string;
  status: PgColumn;
  heldStatuses: readonly string[] | null;
};

const untilOf = <T extends PgTable>(columns: LeaseColumns<T>) => getTableColumns(columns.table)[columns.leaseUntil]!;

const held = <T extends PgTable>(columns: LeaseColumns<T>): SQL | undefined =>
  columns.heldStatuses ? inArray(columns.status, [...columns.heldStatuses]) : isNotNull(untilOf(columns));

/** A held row whose lease has run out: its worker died, and the sweep may take it back. */
export const leaseExpired = <T extends PgTable>(columns: LeaseColumns<T>, now: Date): SQL =>
  and(held(columns), isNotNull(untilOf(columns)), lte(untilOf(columns), now))!;

/**
 * The claim's condition: work waiting in one of `waiting.statuses` whose time has come, or held by a worker whose
 * lease ran out. `due` is the column of its time (due once it is at or before now), or the engine's own condition for
 * waiting work it may take now. The claim statement then moves it to a held status with a new lease end.
 */
export const claimableNow = <T extends PgTable>(
  columns: LeaseColumns<T> & { heldStatuses: readonly string[] },
  waiting: { statuses: readonly string[]; due: PgColumn | SQL },
  now: Date,
): SQL => {
  const due = is(waiting.due, Column) ? lte(waiting.due, now) : waiting.due;
  return or(and(inArray(columns.status, [...waiting.statuses]), due), leaseExpired(columns, now))!;
};

/**
 * Recovering orphans at start, for a process that knows it is the database's only one (PGlite): the leases an earlier
 * run took (before `startedAt`; none lasts longer than `lengthMs`) are ended now rather than when they would run out.
 * Leases this process took since are its own work in flight and are left alone. Answers how many were ended.
 */
export async function releaseLeasesTakenBefore<T extends PgTable>(
  db: Db,
  columns: LeaseColumns<T>,
  startedAt: Date,
  lengthMs: number,
  now: Date,
): Promise<number> {
  const until = untilOf(columns);
  const rows = await db
    .update(columns.table)
    .set({ [columns.leaseUntil]: now } as never)
    .where(and(held(columns), sql`${until} > ${now}`, lte(until, new Date(startedAt.getTime() + lengthMs))))
    .returning({ one: sql<number>`1` });
  return rows.length;
}
