import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Wide rows read many at a time (the inbox's lists) travel as one JSON text per row instead of one field per
 * column: the driver (PGlite's thread above all) decodes and copies one string, and JSON.parse does the rest.
 * `rowJson` selects the row of a table named in the query (null when an outer join found none); `fromRowJson`
 * answers what Drizzle would have answered for the row.
 */
export function rowJson(table: PgTable): SQL<string | null> {
  return sql<string | null>`row_to_json(${table})::text`;
}

/** Rows of a subquery aliased `alias`, newest first or as ordered inside, as one JSON array text ('[]' when none). */
export function rowsJson(subquery: SQL, alias: string): SQL<string> {
  return sql<string>`(select coalesce(json_agg(${sql.identifier(alias)}), '[]')::text from (${subquery}) ${sql.identifier(alias)})`;
}

// JSON already carries these columns' values as Drizzle answers them; others (timestamps above all) are converted.
const answeredAsIs = new Set(['PgText', 'PgVarchar', 'PgInteger', 'PgBoolean', 'PgJsonb', 'PgJson', 'PgBigInt53']);
type JsonColumn = { key: string; name: string; convert: Column | null };
const columnsByTable = new WeakMap<PgTable, JsonColumn[]>();

function columnsOf(table: PgTable): JsonColumn[] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      convert: answeredAsIs.has(column.columnType) ? null : column,
    }));
    columnsByTable.set(table, columns);
  }
  return columns;
}

export function fromJsonRecord<T extends PgTable>(table: T, record: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { key, name, convert } of columnsOf(table)) {
    const value = record[name] ?? null;
    row[key] = value === null || !convert ? value : convert.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export function fromRowJson<T extends PgTable>(table: T, text: string): T['$inferSelect'] {
  return fromJsonRecord(table, JSON.parse(text) as Record<string, unknown>);
}
