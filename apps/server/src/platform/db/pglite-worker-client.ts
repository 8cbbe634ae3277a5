import { Worker } from 'node:worker_threads';

type QueryResult = {
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Queryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
};

export type PgliteWorkerClient = Queryable & {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/**
 * The main-thread side of pglite-worker.ts: the subset of PGlite's client that drizzle and pg-boss use. `template`:
 * a tarball of a data directory to start from when `dataDir` holds no database yet (tests: see database.ts).
 */
export async function openPgliteWorker(
  dataDir: string | null,
  template: Uint8Array | null = null,
): Promise<PgliteWorkerClient> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, template } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let sequence = 0;
  let failure: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => {
      worker.off('error', reject);
      resolve();
    });
  });
  worker.on('message', (message: Reply) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(Object.assign(new Error(message.error.message), message.error));
  });
  const abandon = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', abandon);
  worker.on('exit', (code) => abandon(new Error(`The database thread stopped (exit code ${code})`)));

  function call<T>(request: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++sequence;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryRequest = (sql: string, params?: unknown[], options?: QueryOptions) => ({
    op: 'query',
    sql,
    params: params ?? [],
    rowMode: options?.rowMode,
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  });

  let transactionSequence = 0;
  return {
    query: (sql, params, options) => call<QueryResult>(queryRequest(sql, params, options)),
    exec: (sql) => call<QueryResult[]>({ op: 'exec', sql }),
    async transaction(fn) {
      const txId = ++transactionSequence;
      await call({ op: 'begin', txId });
      const tx: Queryable = {
        query: (sql, params, options) => call<QueryResult>({ ...queryRequest(sql, params, options), txId }),
        exec: (sql) => call<QueryResult[]>({ op: 'exec', sql, txId }),
      };
      let result;
      try {
        result = await fn(tx);
      } catch (error) {
        await call({ op: 'rollback', txId }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', txId });
      return result;
    },
    async close() {
      if (!failure) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
