import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createShapedStatements } from '../src/platform/db/shaped-statements.ts';

describe('shaped statements', () => {
  it('builds each shape once and fills in each request’s values', async () => {
    const ran: { text: string; values: unknown[] | undefined }[] = [];
    const run = createShapedStatements(async (text, values) => {
      ran.push({ text, values });
      return { rows: [] };
    }, 2);
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select * from t where a = ${sql.placeholder('a')} and b = ${sql.placeholder('b')}`;
    };
    await run('ab', build, { a: 1, b: 'x' });
    await run('ab', build, { a: 2, b: 'y' });
    expect(builds).toBe(1);
    expect(ran).toEqual([
      { text: 'select * from t where a = $1 and b = $2', values: [1, 'x'] },
      { text: 'select * from t where a = $1 and b = $2', values: [2, 'y'] },
    ]);
    // Past its capacity the oldest shape is built again when asked for.
    await run('c', () => sql`select 1`, {});
    await run('d', () => sql`select 2`, {});
    await run('ab', build, { a: 3, b: 'z' });
    expect(builds).toBe(2);
  });
});
