import type { LogLevelName, LogLine, LogQuery } from '@app/contract';

const levelNames: Record<number, LogLevelName> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const levelValues = Object.fromEntries(
  Object.entries(levelNames).map(([value, name]) => [name, Number(value)]),
) as Record<LogLevelName, number>;

type ParsedLine = LogLine & { levelValue: number; searchable: string };

/** One pino JSON line as the viewer shows it; null for a line that is not pino's JSON. */
export function parseLogLine(text: string, seq: number): ParsedLine | null {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { level, time, msg, reqId, pageId, page_id: pageIdField, pid, hostname, ...details } = fields;
  void pid;
  void hostname;
  const levelValue = typeof level === 'number' ? level : 30;
  const page = Number(pageId ?? pageIdField);
  return {
    seq,
    time: new Date(typeof time === 'number' ? time : Date.now()).toISOString(),
    level: levelNames[levelValue] ?? 'info',
    message: typeof msg === 'string' ? msg : '',
    request_id: reqId === undefined || reqId === null ? null : String(reqId),
    page_id: Number.isSafeInteger(page) ? page : null,
    details,
    levelValue,
    searchable: text.toLowerCase(),
  };
}

/** The lines (newest first) that pass the viewer's filters, at most `limit`. */
export function filterLogLines(newestFirst: string[], query: LogQuery): LogLine[] {
  const from = query.from ? Date.parse(query.from) : null;
  const to = query.to ? Date.parse(query.to) : null;
  const minimum = query.level ? levelValues[query.level] : 0;
  const search = query.search?.toLowerCase();
  const result: LogLine[] = [];
  for (let index = 0; index < newestFirst.length && result.length < query.limit; index++) {
    const line = parseLogLine(newestFirst[index]!, newestFirst.length - index);
    if (!line || line.levelValue < minimum) continue;
    const instant = Date.parse(line.time);
    if ((from !== null && instant < from) || (to !== null && instant > to)) continue;
    if (query.request_id && line.request_id !== query.request_id) continue;
    if (query.page_id !== undefined && line.page_id !== query.page_id) continue;
    if (search && !line.searchable.includes(search)) continue;
    const { levelValue, searchable, ...shown } = line;
    void levelValue;
    void searchable;
    result.push(shown);
  }
  return result;
}
