import type { Database } from './database.ts';

const grownPagesAtLeast = 4;

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
     * The tables that grew by a tenth (and at least a few pages) since the planner last counted them, or were never
     * counted and are no longer empty: autovacuum's analyze threshold, measured in pages since single-user Postgres
     * keeps no count of changed rows. A fresh database's tables grow from nothing, and plans made while they were
     * empty (a queue's completion scanning every job of its name) grow slower with every row until counted again.
     */
    async listGrownTables(): Promise<string[]> {
      const { rows } = await database.executeSql(
        `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'pgboss')
            and c.relkind = 'r'
            and pg_relation_size(c.oid) / current_setting('block_size')::int
                >= greatest(c.relpages, 0) * 1.1 + ${grownPagesAtLeast}
          order by 1`,
        [],
      );
      return (rows as { name: string }[]).map((row) => row.name);
    },

    /** `table` comes from listTables (already quoted). */
    async vacuumAnalyze(table: string): Promise<void> {
      await database.executeSql(`vacuum (analyze) ${table}`);
    },

    /** `table` comes from listGrownTables (already quoted). */
    async analyze(table: string): Promise<void> {
      await database.executeSql(`analyze ${table}`);
    },
  };
}
