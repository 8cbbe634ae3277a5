import {
  parse,
  protocol,
  type ExecProtocolResult,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named prepared statements for the PGlite worker. PGlite's query() plans every statement again (unnamed
 * statement) and crosses into WebAssembly six times (parse, describe, bind, describe, execute, sync). Here a
 * statement is parsed and described once per SQL text, and each later run is one call: Bind + Execute + Sync.
 * Results are parsed by PGlite's own parseResults with the same parsers and serializers as query().
 */
type BackendMessage = ExecProtocolResult['messages'][number];
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | null };

const capacity = 500;
// Only plain data statements are kept: anything else (DDL, SET, transaction control) may change what the
// cached statements mean, so it clears the cache and runs the slow way.
const cacheable = /^\s*(select|insert|update|delete|with)\b/i;
// "cached plan must not change result type": a table or function changed under a cached statement.
const planChanged = '0A000';

/**
 * `parsers` is the complete map results are read with: PGlite's parseResults copies its whole map of parsers (over
 * 300) whenever options carry extra ones, which cost more than parsing the rows of a list.
 */
export type StatementQuery = {
  sql: string;
  params: unknown[];
  rowMode: QueryOptions['rowMode'];
  parsers: PGlite['parsers'];
  inTransaction: boolean;
};

export class PreparedStatements {
  readonly #statements = new Map<string, Prepared>();
  #closeLater: string[] = [];
  #counter = 0;

  readonly #database: PGlite;

  constructor(database: PGlite) {
    this.#database = database;
  }

  isCacheable(sql: string) {
    return cacheable.test(sql);
  }

  /** Forgets every statement; Postgres frees them with the next batch. */
  clear() {
    for (const { name } of this.#statements.values()) this.#closeLater.push(name);
    this.#statements.clear();
  }

  /** Runs under the caller's PGlite mutexes. Returns null when the slow path should run instead. */
  async run(query: StatementQuery): Promise<Results | null> {
    const prepared = this.#statements.get(query.sql) ?? (await this.#prepare(query));
    if (!prepared) return null;
    try {
      return await this.#execute(prepared, query);
    } catch (error) {
      if ((error as { code?: string }).code !== planChanged) throw error;
      this.#forget(query.sql, prepared);
      // Inside a transaction the error has aborted it: retrying would only answer "transaction aborted".
      if (query.inTransaction) throw error;
      return null;
    }
  }

  async #prepare(query: StatementQuery): Promise<Prepared | null> {
    const name = `s${++this.#counter}`;
    let messages: BackendMessage[];
    try {
      messages = await this.#send(
        [protocol.serialize.parse({ name, text: query.sql }), protocol.serialize.describe({ type: 'S', name })],
        false,
      );
    } catch {
      // A statement Postgres refuses to prepare (syntax, aborted transaction...) answers through the slow path,
      // with exactly the error query() gives.
      this.#closeLater.push(name);
      return null;
    }
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription') ?? null,
    };
    if (this.#statements.size >= capacity) {
      const [oldestSql, oldest] = this.#statements.entries().next().value!;
      this.#forget(oldestSql, oldest);
    }
    this.#statements.set(query.sql, prepared);
    return prepared;
  }

  async #execute(prepared: Prepared, query: StatementQuery): Promise<Results> {
    // Least recently used first: a hit moves to the end of the map.
    this.#statements.delete(query.sql);
    this.#statements.set(query.sql, prepared);
    const values = query.params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = this.#database.serializers[prepared.paramTypes[i]!];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await this.#send(
      [protocol.serialize.bind({ statement: prepared.name, values }), protocol.serialize.execute({})],
      !query.inTransaction,
    );
    const described = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(described, query.parsers, query.rowMode ? { rowMode: query.rowMode } : undefined)[0]!;
  }

  #forget(sql: string, prepared: Prepared) {
    this.#statements.delete(sql);
    this.#closeLater.push(prepared.name);
  }

  /** One call into Postgres: pending Closes, the messages, Sync (which also ends an error cleanly). */
  async #send(messages: Uint8Array[], syncToFs: boolean) {
    const closes = this.#closeLater.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.#closeLater = [];
    const parts = [...closes, ...messages, protocol.serialize.sync()];
    const batch = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      batch.set(part, offset);
      offset += part.length;
    }
    const { messages: replies } = await this.#database.execProtocol(batch, { syncToFs });
    return replies;
  }
}
