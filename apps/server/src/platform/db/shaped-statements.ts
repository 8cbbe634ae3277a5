import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, SqlExecutor } from './database.ts';

const dialect = new PgDialect();

/** Each shape's statement, made once from Drizzle's build of it; the oldest shape is forgotten past `maxShapes`. */
function builtOnce<T>(maxShapes: number, make: (query: Query) => T) {
  const built = new Map<string, T>();
  return (shape: string, build: () => SQL): T => {
    let statement = built.get(shape);
    if (statement === undefined) {
      statement = make(dialect.sqlToQuery(build()));
      // Maps keep insertion order: the first key is the oldest shape.
      if (built.size >= maxShapes) built.delete(built.keys().next().value!);
      built.set(shape, statement);
    }
    return statement;
  };
}

/**
 * Statements read on every request whose SQL text depends only on their shape (which filters are present, the page
 * size): Drizzle builds each shape once, with `sql.placeholder(name)` for the values, and later requests only fill
 * the values in. Building the inbox list with Drizzle on each request cost more than a tenth of its main-thread
 * time.
 */
export function createShapedStatements(executeSql: SqlExecutor, maxShapes = 200) {
  const statementOf = builtOnce(maxShapes, (query) => query);
  return async function run(
    shape: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown>[]> {
    const statement = statementOf(shape, build);
    return (await executeSql(statement.sql, fillPlaceholders(statement.params, values))).rows;
  };
}

/**
 * The same for the writes on the bot's path (every message is stored, answered and marked sent), through Drizzle's
 * own session so that each answers what `db.execute` would: building these statements on every message cost more
 * main-thread time than running them.
 */
export function createPrebuiltStatements(db: Db, maxShapes = 50) {
  const preparedOf = builtOnce(maxShapes, (query) => db._.session.prepareQuery(query, undefined, undefined, false));
  return function execute(shape: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> {
    return preparedOf(shape, build).execute(values) as Promise<unknown>;
  };
}
