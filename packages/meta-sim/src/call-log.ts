import { createSeqLog } from './seq-log.ts';

export type CallRecord = {
  seq: number;
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  status: number;
  response: unknown;
  at: string;
};

export type CallLog = {
  record(call: Omit<CallRecord, 'seq'>): CallRecord;
  since(seq: number): CallRecord[];
  clear(): void;
};

export function createCallLog(): CallLog {
  let seq = 0;
  const calls = createSeqLog<CallRecord>();
  return {
    record(call) {
      const entry = { seq: ++seq, ...call };
      calls.push(entry);
      return entry;
    },
    since: calls.since,
    // seq keeps growing across resets so that pollers using ?since never miss or repeat a call
    clear: calls.clear,
  };
}
