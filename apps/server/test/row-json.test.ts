import { describe, expect, it } from 'vitest';
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
