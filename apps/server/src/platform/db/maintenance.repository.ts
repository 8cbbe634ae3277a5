import type { Database } from './database.ts';

const grownPagesAtLeast = 8;
/** A tenth of Postgres's default sample: enough for sizes and common values; the vacuum's full count follows. */
const grownTableStatisticsTarget = 10;

/** Housekeeping the embedded database needs because single-user Postgres never autovacuums. */
export function createMaintenanceRepository(database: Database) {
  return {
    /** Every table of the product and of the queue, schema-qualified and quoted. */
    async listTables(): Promise<string[]> {
      const { rows } = await database.executeSql(
        `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname in ('public', 'pgboss') order by 1`,
        [],
      );
      return (rows as { name: string }[]).map((row) => row.name);
    },

    /**
     * The tables that at least doubled (by a few pages or more) since the planner last counted them, or were never
     * counted and are no longer empty. A fresh database's tables grow from nothing, and plans made while they were
     * empty grow slower with every row until counted again (pg-boss's completion scanned every job of its queue's
     * name). Measured in pages: single-user Postgres keeps no count of changed rows. Doubling, not autovacuum's
     * tenth: here a count holds up every other statement, so counts are spaced as a table grows.
     */
    async listGrownTables(): Promise<string[]> {
      const { rows } = await database.executeSql(
        `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'pgboss')
            and c.relkind = 'r'
            and pg_relation_size(c.oid) / current_setting('block_size')::int
                >= greatest(c.relpages, 0) * 2 + ${grownPagesAtLeast}
          order by 1`,
        [],
      );
      return (rows as { name: string }[]).map((row) => row.name);
    },

    /** `table` comes from listTables (already quoted). */
    async vacuumAnalyze(table: string): Promise<void> {
      await database.executeSql(`vacuum (analyze) ${table}`);
    },

    /** `table` comes from listGrownTables (already quoted). A small sample: the count holds up the database. */
    async analyzeQuickly(table: string): Promise<void> {
      await database.executeSql(
        `begin; set local default_statistics_target = ${grownTableStatisticsTarget}; analyze ${table}; commit`,
      );
    },
  };
}
