import { sql, type Column } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Wide rows read many at a time (the inbox's lists) travel as one JSON array per row instead of one field per
 * column: the driver (PGlite's thread above all) decodes and copies one string, and JSON.parse does the rest. Only
 * the columns a screen shows are built, in a fixed order, which is cheaper for the database than row_to_json of
 * whole rows. `read` answers what Drizzle would have answered for those columns, except timestamps: those are ISO
 * 8601 texts (what the API shows), since parsing and formatting a Date per value cost more than the rest of a list.
 */
type PickedColumns = Record<string, Column>;
type Answered<Data> = Data extends Date ? string : Data;
export type PickedRow<Picked extends PickedColumns> = {
  [Key in keyof Picked]: Picked[Key]['_']['notNull'] extends true
    ? Answered<Picked[Key]['_']['data']>
    : Answered<Picked[Key]['_']['data']> | null;
};

/**
 * A timestamptz as PostgreSQL writes it in JSON ("2026-11-25T23:31:40.583891+00:00" in a UTC session) as
 * Date#toISOString would write it ("2026-11-25T23:31:40.583Z"); other offsets go through a Date.
 */
export function isoFromJsonTimestamp(text: string): string {
  if (text.length >= 25 && text.charCodeAt(10) === 84 /* T */ && text.endsWith('+00:00')) {
    const fraction = text.charCodeAt(19) === 46 /* . */ ? text.slice(20, -6) : '';
    return `${text.slice(0, 19)}.${(fraction + '000').slice(0, 3)}Z`;
  }
  return new Date(text).toISOString();
}

// JSON already carries these columns' values as Drizzle answers them; others (timestamps above all) are converted.
const answeredAsIs = new Set(['PgText', 'PgVarchar', 'PgInteger', 'PgBoolean', 'PgJsonb', 'PgJson', 'PgBigInt53']);

// Column lists are written out once: rendering thirty-odd column names on every request cost more than the rows.
const dialect = new PgDialect();

export function jsonColumns<Picked extends PickedColumns>(picked: Picked) {
  const columns = Object.entries(picked).map(([key, column]) => ({
    key,
    convert: answeredAsIs.has(column.columnType)
      ? null
      : column.columnType === 'PgTimestamp'
        ? (value: string) =>
            isoFromJsonTimestamp(
              (column as unknown as { withTimezone: boolean }).withTimezone ? value : `${value}+00:00`,
            )
        : (value: unknown) => column.mapFromDriverValue(value),
  }));
  return {
    size: columns.length,
    /** The columns' names in the database, in order. */
    names: Object.values(picked).map((column) => column.name),
    /** The columns, comma separated, for a json_build_array(...) of the query. */
    list: sql.raw(dialect.sqlToQuery(sql.join(Object.values(picked), sql`, `)).sql),
    /** The row from the array's values starting at `start`. */
    read(values: readonly unknown[], start = 0): PickedRow<Picked> {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index++) {
        const { key, convert } = columns[index]!;
        const value = values[start + index] ?? null;
        row[key] = value === null || !convert ? value : convert(value as string);
      }
      return row as PickedRow<Picked>;
    },
  };
}
