import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SqlExecutor } from './database.ts';

const dialect = new PgDialect();

/**
 * Statements read on every request whose SQL text depends only on their shape (which filters are present, the page
 * size): Drizzle builds each shape once, with `sql.placeholder(name)` for the values, and later requests only fill
 * the values in. Building the inbox list with Drizzle on each request cost more than a tenth of its main-thread
 * time.
 */
export function createShapedStatements(executeSql: SqlExecutor, maxShapes = 200) {
  const built = new Map<string, { text: string; params: unknown[] }>();
  return async function run(
    shape: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown>[]> {
    let statement = built.get(shape);
    if (!statement) {
      const query = dialect.sqlToQuery(build());
      statement = { text: query.sql, params: query.params };
      // Maps keep insertion order: the first key is the oldest shape.
      if (built.size >= maxShapes) built.delete(built.keys().next().value!);
      built.set(shape, statement);
    }
    return (await executeSql(statement.text, fillPlaceholders(statement.params, values))).rows;
  };
}
