import { describe, expect, it } from 'vitest';
import { logQuerySchema } from '@app/contract';
import { filterLogLines, parseLogLine } from '../src/features/admin/tools/log-lines.ts';
import { redactUrl } from '../src/platform/logger.ts';
import { createRecentLines } from '../src/platform/recent-lines.ts';

const at = (iso: string) => Date.parse(iso);
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: at('2026-11-28T10:00:00Z'), pid: 1, hostname: 'h', msg: 'served', ...fields });
const query = (input: Record<string, unknown> = {}) => logQuerySchema.parse(input);

describe('the log viewer over the recent lines', () => {
  const newestFirst = [
    line({ level: 50, msg: 'job failed', reqId: 'req-2', pageId: 7, time: at('2026-11-28T10:05:00Z') }),
    'not json at all',
    line({ level: 30, reqId: 'req-2', url: '/api/x', time: at('2026-11-28T10:04:00Z') }),
    line({ level: 40, reqId: 'req-1', page_id: 8, time: at('2026-11-28T10:03:00Z') }),
    line({ level: 20, msg: 'routine', time: at('2026-11-28T10:02:00Z') }),
  ];

  it('shows a line with its level, request, page and other fields, leaving out process noise', () => {
    const parsed = parseLogLine(newestFirst[0]!, 1)!;
    expect(parsed).toMatchObject({ level: 'error', message: 'job failed', request_id: 'req-2', page_id: 7 });
    expect(parsed.time).toBe('2026-11-28T10:05:00.000Z');
    expect(parsed.details).toEqual({});
    expect(parseLogLine('{broken', 1)).toBeNull();
  });

  it('filters by the least level, request id, page, text and time, newest first', () => {
    const messages = (input: Record<string, unknown>) =>
      filterLogLines(newestFirst, query(input)).map((entry) => entry.message);
    expect(messages({})).toEqual(['job failed', 'served', 'served', 'routine']);
    expect(messages({ level: 'warn' })).toEqual(['job failed', 'served']);
    expect(filterLogLines(newestFirst, query({ request_id: 'req-2' })).map((entry) => entry.level)).toEqual([
      'error',
      'info',
    ]);
    expect(filterLogLines(newestFirst, query({ page_id: '8' })).map((entry) => entry.request_id)).toEqual(['req-1']);
    expect(messages({ search: '/API/X' })).toEqual(['served']);
    expect(messages({ from: '2026-11-28T10:03:00Z', to: '2026-11-28T10:04:30Z' })).toEqual(['served', 'served']);
    expect(messages({ limit: 1 })).toEqual(['job failed']);
  });

  it('keeps only the newest lines of a bounded ring', () => {
    const ring = createRecentLines<number>(3);
    for (let value = 1; value <= 5; value++) ring.add(value);
    expect(ring.newestFirst()).toEqual([5, 4, 3]);
    expect(ring.size).toBe(3);
  });

  it("hides a technical link's token in a logged address", () => {
    expect(redactUrl('/admin/tools/logs?link_token=secret-value&x=1')).toBe(
      '/admin/tools/logs?link_token=[redacted]&x=1',
    );
  });
});
