import { z } from 'zod';

/** The largest value of a Postgres `integer` column: every id of ours that a request names fits in one. */
export const maxDatabaseId = 2_147_483_647;

/**
 * A numeric id of ours in a path, a query, a header or a body: digits only, bounded to what the column holds,
 * so an id past the range is a clear 4xx and never reaches the database.
 */
export const idSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(maxDatabaseId))
  .describe('Numeric id, 1 to 2147483647');

export const idParams = z.object({ id: idSchema });

/** Parses a header or query id without zod (start-up code and the request context use it). */
export function parseDatabaseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= maxDatabaseId ? id : null;
}

/** An id of a `bigint` column (events, trail rows): bounded to the integers JavaScript holds exactly. */
export const bigIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,16}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .describe('Numeric id, 1 to 9007199254740991');

export const bigIdParams = z.object({ id: bigIdSchema });
