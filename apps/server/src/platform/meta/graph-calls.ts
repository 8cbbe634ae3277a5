import { createRecentLines } from '../recent-lines.ts';

/** One Graph call as the client saw it: where, Meta's status and how long. Never the token, the query or the body. */
export type GraphCallRecord = {
  seq: number;
  at: Date;
  method: string;
  host: string;
  path: string;
  limitKey: string | null;
  /** Meta's HTTP status; 0 when the call never got an answer. */
  status: number;
  durationMs: number;
  error: string | null;
};

/** The newest Graph calls of this process, for the admin's debugging tool: 1,000 in memory, gone at a restart. */
export const recentGraphCalls = createRecentLines<GraphCallRecord>(1_000);

export function recordGraphCall(call: Omit<GraphCallRecord, 'seq'>): void {
  const record = { ...call, seq: 0 };
  record.seq = recentGraphCalls.add(record);
}
