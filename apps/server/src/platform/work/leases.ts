import { and, getTableColumns, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
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
