import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageViewColumns } from '../src/features/inbox/conversations/conversations.repository.ts';
import { isoFromJsonTimestamp } from '../src/platform/db/row-json.ts';

describe('timestamps read from JSON rows', () => {
  it('writes what Date#toISOString writes, to the millisecond', () => {
    for (const text of [
      '2026-11-25T23:31:40.583891+00:00',
      '2026-11-25T23:31:40.5+00:00',
      '2026-11-25T23:31:40.58+00:00',
      '2026-11-25T23:31:40+00:00',
      '2026-01-01T00:00:00.000999+00:00',
      '2026-11-26T02:31:40.583891+03:00',
      '2026-11-25T20:01:40.1-03:30',
    ]) {
      expect(isoFromJsonTimestamp(text), text).toBe(new Date(text).toISOString());
    }
  });
});

describe("the conversation list's stored last message", () => {
  it('holds the columns of the message view, in its order, in the function and in the migration that last rewrote it', () => {
    const expected = `json_build_array(${messageViewColumns.map((name) => `m.${name}`).join(', ')})`;
    const squeeze = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(');
    const functionSql = readFileSync(
      path.join(import.meta.dirname, '../src/features/inbox/sql/last-message.sql'),
      'utf8',
    );
    const migrationSql = readFileSync(
      // The latest migration that rewrote every stored last message (0032 added arrived_late).
      path.join(import.meta.dirname, '../drizzle/0032_subscription_healing.sql'),
      'utf8',
    );
    expect(squeeze(functionSql)).toContain(expected);
    expect(squeeze(migrationSql)).toContain(expected);
  });
});
