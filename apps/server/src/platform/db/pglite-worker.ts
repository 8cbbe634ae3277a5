import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './prepared-statements.ts';

/**
 * The embedded database in its own thread: PGlite runs Postgres compiled to WebAssembly synchronously, so on the
 * main thread every statement would stall HTTP. Here it works in parallel on the second core, and the main thread
 * only passes messages (pglite-worker-client.ts).
 */
type Request =
  | {
      id: number;
      op: 'query';
      txId?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
    }
  | { id: number; op: 'exec'; txId?: number; sql: string }
  | { id: number; op: 'begin'; txId: number }
  | { id: number; op: 'commit'; txId: number }
  | { id: number; op: 'rollback'; txId: number }
  | { id: number; op: 'close' };

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;
type OpenTransaction = { inbox: Request[]; wake: (() => void) | null };

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir: string | null; template: Uint8Array | null };
// A template (a tarball of a data directory, see database.ts) replaces initdb where there is no database yet.
const fromTemplate = template && !(dataDir && existsSync(path.join(dataDir, 'PG_VERSION')));
const database = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(fromTemplate ? { loadDataDir: new Blob([template]) } : {}),
});
// Every 16 MB of write-ahead log Postgres starts a new file, by default writing 16 MB of zeros first: through
// PGlite's file layer that stalls every statement for a moment. WAL records carry their own checksums, so
// skipping the zero-fill changes speed, not safety.
await database.exec('set wal_init_zero = off');
const transactions = new Map<number, OpenTransaction>();
const statements = new PreparedStatements(database);

class RollbackRequested extends Error {}

// For benchmarks: PGLITE_STATEMENT_STATS=<file> writes there, every 5 s, how often each statement ran and for how
// long, its time in Postgres alone (not its wait for the database's lock).
const statementStatsFile = process.env.PGLITE_STATEMENT_STATS;
const statementStats = new Map<string, { count: number; ms: number }>();
if (statementStatsFile) {
  setInterval(() => {
    const rows = [...statementStats].map(([sql, { count, ms }]) => ({ ms: Math.round(ms), count, sql }));
    writeFileSync(
      statementStatsFile,
      JSON.stringify(
        rows.sort((a, b) => b.ms - a.ms),
        null,
        1,
      ),
    );
  }, 5000).unref();
}
// With it, PGLITE_SLOW_STATEMENT_MS=<ms> prints each statement that took longer, with the time it ended (a
// benchmark's slow second is then matched with what held the database up).
const slowStatementMs = Number(process.env.PGLITE_SLOW_STATEMENT_MS ?? Infinity);
function reportIfSlow(sql: string, ms: number) {
  if (!statementStatsFile || ms <= slowStatementMs) return;
  const text = sql.slice(0, 160).replace(/\s+/g, ' ');
  console.error(`slow statement, ended ${new Date().toISOString().slice(11, 23)}: ${ms.toFixed(0)} ms ${text}`);
}

function timed<T>(sql: string, work: () => Promise<T>): () => Promise<T> {
  if (!statementStatsFile) return work;
  return async () => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const stats = statementStats.get(sql) ?? { count: 0, ms: 0 };
      stats.count += 1;
      const took = performance.now() - started;
      stats.ms += took;
      reportIfSlow(sql, took);
      statementStats.set(sql, stats);
    }
  };
}

function reply(id: number, result: unknown) {
  port.postMessage({ id, ok: true, result });
}

function fail(id: number, error: unknown) {
  const source = error as Record<string, unknown>;
  const detail: Record<string, unknown> = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity', 'hint', 'where']) {
    if (source?.[key] !== undefined) detail[key] = source[key];
  }
  port.postMessage({ id, ok: false, error: detail });
}

async function run(target: Queryable, request: Extract<Request, { op: 'query' | 'exec' }>) {
  if (request.op === 'query' && statements.isCacheable(request.sql)) return query(target, request);
  // DDL or SET may change what prepared statements mean: forget them before (queued statements prepare again)
  // and after (in case one prepared while this waited for its turn).
  statements.clear();
  const started = performance.now();
  try {
    return request.op === 'exec' ? await execute(target, request) : await query(target, request);
  } finally {
    reportIfSlow(request.sql, performance.now() - started);
    statements.clear();
    // PGlite's parsers are its own object, which a refresh of its types changes in place: merged again on next use.
    mergedParsers.clear();
  }
}

async function execute(target: Queryable, request: Extract<Request, { op: 'exec' }>) {
  const results = await target.exec(request.sql);
  return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
}

// The parsers for each set of types the client keeps as text, merged once with PGlite's own.
const mergedParsers = new Map<string, PGlite['parsers']>();
function parsersKeeping(rawTypes: number[] | undefined): PGlite['parsers'] {
  if (!rawTypes || rawTypes.length === 0) return database.parsers;
  const key = rawTypes.join(',');
  let parsers = mergedParsers.get(key);
  if (!parsers) {
    // The client's type parsers (drizzle keeps dates and intervals as text) are identity functions: rebuilt here.
    parsers = { ...database.parsers, ...Object.fromEntries(rawTypes.map((oid) => [oid, (value: string) => value])) };
    mergedParsers.set(key, parsers);
  }
  return parsers;
}

async function query(target: Queryable, request: Extract<Request, { op: 'query' }>) {
  const parsers = parsersKeeping(request.rawTypes);
  const params = request.params ?? [];
  if (statements.isCacheable(request.sql)) {
    const inTransaction = target !== database;
    const fast = timed(request.sql, () =>
      statements.run({ sql: request.sql, params, rowMode: request.rowMode, parsers, inTransaction }),
    );
    // The same locks query() takes: outside a transaction wait for any open one, inside only for the statement.
    const result = inTransaction
      ? await database._runExclusiveQuery(fast)
      : await database._runExclusiveTransaction(() => database._runExclusiveQuery(fast));
    if (result) return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  }
  const options = { ...(request.rowMode ? { rowMode: request.rowMode } : {}), parsers };
  const { rows, fields, affectedRows } = await target.query(request.sql, params, options);
  return { rows, fields, affectedRows };
}

function nextInTransaction(open: OpenTransaction): Promise<Request> {
  const queued = open.inbox.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => {
    open.wake = () => {
      open.wake = null;
      resolve(open.inbox.shift()!);
    };
  });
}

function begin(request: Extract<Request, { op: 'begin' }>) {
  const open: OpenTransaction = { inbox: [], wake: null };
  transactions.set(request.txId, open);
  let finishing: Request | null = null;
  database
    .transaction(async (tx) => {
      reply(request.id, null);
      for (;;) {
        const next = await nextInTransaction(open);
        if (next.op === 'commit' || next.op === 'rollback') {
          finishing = next;
          if (next.op === 'rollback') throw new RollbackRequested();
          return;
        }
        if (next.op === 'query' || next.op === 'exec') {
          try {
            reply(next.id, await run(tx, next));
          } catch (error) {
            fail(next.id, error);
          }
        }
      }
    })
    .then(
      () => finishing && reply(finishing.id, null),
      (error: unknown) => {
        if (finishing) {
          if (error instanceof RollbackRequested) reply(finishing.id, null);
          else fail(finishing.id, error);
        } else fail(request.id, error);
      },
    )
    .finally(() => transactions.delete(request.txId));
}

port.on('message', (request: Request) => {
  if (request.op === 'close') {
    database.close().then(
      () => reply(request.id, null),
      (error: unknown) => fail(request.id, error),
    );
    return;
  }
  if (request.op === 'begin') return begin(request);
  const txId = 'txId' in request ? request.txId : undefined;
  if (txId !== undefined) {
    const open = transactions.get(txId);
    if (!open) return fail(request.id, new Error(`No open transaction ${txId}`));
    open.inbox.push(request);
    open.wake?.();
    return;
  }
  if (request.op === 'query' || request.op === 'exec') {
    run(database, request).then(
      (result) => reply(request.id, result),
      (error: unknown) => fail(request.id, error),
    );
  }
});

port.postMessage({ ready: true });
