import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteWorker, type PgliteWorkerClient } from '../src/platform/db/pglite-worker-client.ts';

// A leading comment keeps a statement off the prepared-statement path: the same SQL the slow way, for comparison.
const slow = (sql: string) => `/* slow */ ${sql}`;

describe('the PGlite worker', () => {
  let db: PgliteWorkerClient;

  beforeAll(async () => {
    db = await openPgliteWorker(null);
    await db.exec(`
      create table item (id serial primary key, name text not null unique, seen timestamptz, tags text[], meta jsonb,
        total bigint, price numeric);
      create function run_ddl(statement text) returns void language plpgsql as $$ begin execute statement; end $$;`);
  });
  afterAll(() => db.close());

  it('answers prepared statements exactly as query() does: types, parsers, row modes, affected rows', async () => {
    const insert = `insert into item (name, seen, tags, meta, total, price) values ($1, $2, $3, $4, $5, $6) returning *`;
    const values = ['a', new Date('2026-01-02T03:04:05Z'), ['x', 'y'], { k: [1, 'b'] }, 9007199254740993n, '1.50'];
    const fast = await db.query(insert, values);
    const reference = await db.query(slow(insert), ['b', ...values.slice(1)]);
    expect(fast.fields).toEqual(reference.fields);
    expect(fast.affectedRows).toBe(1);
    expect({ ...fast.rows[0], id: 0, name: '' }).toEqual({ ...reference.rows[0], id: 0, name: '' });

    const select = 'select * from item where name = any($1) and seen is not distinct from $2 order by id';
    for (const options of [{}, { rowMode: 'array' as const }, { rawTypes: [1184] }]) {
      const params = [['a', 'b'], new Date('2026-01-02T03:04:05Z')];
      const twice = [await db.query(select, params, options), await db.query(select, params, options)];
      const reference = await db.query(slow(select), params, options);
      for (const result of twice) expect(result).toEqual(reference);
    }
    expect(await db.query('update item set price = price + $1', [1])).toMatchObject({ affectedRows: 2, rows: [] });
    expect(await db.query('select * from item where id = $1', [null])).toMatchObject({ rows: [] });
  });

  it('answers a failing statement with the same error detail, and the connection stays usable', async () => {
    const insert = 'insert into item (name) values ($1)';
    const failure = (sql: string) => db.query(sql, ['a']).catch((error: unknown) => error);
    const [fast, reference] = [await failure(insert), await failure(slow(insert))];
    expect(fast).toMatchObject({
      code: '23505',
      constraint: 'item_name_key',
      detail: 'Key (name)=(a) already exists.',
    });
    expect(fast).toEqual(reference);
    expect(await failure('select nope from item where id = $1')).toMatchObject({ code: '42703' });
    expect((await db.query('select count(*)::int as n from item where id > $1', [0])).rows).toEqual([{ n: 2 }]);
  });

  it('works inside transactions, and an error there still rolls back cleanly', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into item (name) values ($1)', ['in-tx']);
      expect((await tx.query('select name from item where name = $1', ['in-tx'])).rows).toEqual([{ name: 'in-tx' }]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into item (name) values ($1)', ['rolled-back']);
        await tx.query('insert into item (name) values ($1)', ['a']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const names = await db.query('select name from item where name = any($1) order by name', [
      ['in-tx', 'rolled-back'],
    ]);
    expect(names.rows).toEqual([{ name: 'in-tx' }]);
  });

  it('follows schema changes: exec and DDL clear the cache, a plan that changed is retried the slow way', async () => {
    const all = 'select * from item where id = $1';
    await db.query(all, [1]);
    await db.exec('alter table item add column note text');
    expect((await db.query(all, [1])).fields.map(({ name }) => name)).toContain('note');
    await db.query('alter table item add column size int');
    expect((await db.query(all, [1])).fields.map(({ name }) => name)).toContain('size');
    // DDL inside a function reaches Postgres without passing the worker's checks.
    await db.query('select run_ddl($1)', ['alter table item add column color text']);
    expect((await db.query(all, [1])).fields.map(({ name }) => name)).toContain('color');
  });

  it('keeps working past the cache size, evicting the least recently used statements', async () => {
    for (let i = 0; i < 520; i++) {
      expect((await db.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect((await db.query('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }]);
  });
});
