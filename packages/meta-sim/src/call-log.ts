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

// Long demo sessions would otherwise grow without bound
const MAX_KEPT = 20_000;

export type CallLog = {
  record(call: Omit<CallRecord, 'seq'>): CallRecord;
  since(seq: number): CallRecord[];
  clear(): void;
};

export function createCallLog(): CallLog {
  let seq = 0;
  let calls: CallRecord[] = [];
  return {
    record(call) {
      const entry = { seq: ++seq, ...call };
      calls.push(entry);
      if (calls.length > MAX_KEPT) calls = calls.slice(calls.length - MAX_KEPT);
      return entry;
    },
    since: (after) => calls.filter((c) => c.seq > after),
    // seq keeps growing across resets so that pollers using ?since never miss or repeat a call
    clear() {
      calls = [];
    },
  };
}
