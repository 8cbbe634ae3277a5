import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteWorker } from './pglite-worker-client.ts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyRepeatableSql } from './repeatable-sql.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for the few infrastructure pieces that speak SQL themselves (the job queue). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  driver: 'pglite' | 'postgres';
  db: Db;
  executeSql: SqlExecutor;
  /** The Drizzle migrations, then the repeatable SQL files (functions kept beside their features). */
  migrate(repeatableSql?: readonly string[]): Promise<void>;
  /**
   * PostgreSQL only: a dedicated connection LISTENing on a channel (reconnected when it drops), so that several
   * server processes share notifications. Answers the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * `template` (PGlite, tests): a tarball of a migrated data directory (PGlite's `dumpDataDir`), loaded instead of running
 * initdb where `dataDir` holds no database yet; `migrate` then finds the migrations applied.
 */
export type DatabaseOptions =
  { driver: 'pglite'; dataDir: string | null; template?: Uint8Array } | { driver: 'postgres'; url: string };

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
// Any fixed number works; all server processes must agree on it so only one migrates at a time.
const migrationLockId = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'pglite' ? openPglite(options.dataDir, options.template) : openPostgres(options.url);
}

async function openPglite(dataDir: string | null, template?: Uint8Array): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await openPgliteWorker(dataDir, template ?? null);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    driver: 'pglite',
    db,
    // PGlite's query() takes one statement; pg-boss sends multi-statement scripts without parameters.
    executeSql: async (text, values) => {
      if (values && values.length > 0)
        return client.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: async (repeatableSql = []) => {
      await migratePglite(drizzlePglite({ client: client as unknown as PGlite }), { migrationsFolder });
      await applyRepeatableSql((text) => client.exec(text), repeatableSql);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    driver: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values),
    migrate: async (repeatableSql = []) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
        await applyRepeatableSql((text) => client.query(text), repeatableSql);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onNotify) => listenOn(url, channel, onNotify),
    close: () => pool.end(),
  };
}

async function listenOn(url: string, channel: string, onNotify: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      // The connection dropped: listen again on a new one (notifications sent meanwhile are lost).
      next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
