import type { Database } from './database.ts';

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

    /** `table` comes from listTables (already quoted). */
    async vacuumAnalyze(table: string): Promise<void> {
      await database.executeSql(`vacuum (analyze) ${table}`);
    },
  };
}
