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
      // Trimmed a quarter at a time: copying the whole log on every call would cost more than the call itself.
      if (calls.length > MAX_KEPT * 1.25) calls = calls.slice(calls.length - MAX_KEPT);
      return entry;
    },
    since: (after) => {
      // Oldest first with growing seq: the calls after `after` are a tail of the log.
      let low = 0;
      let high = calls.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (calls[middle]!.seq > after) high = middle;
        else low = middle + 1;
      }
      return calls.slice(low);
    },
    // seq keeps growing across resets so that pollers using ?since never miss or repeat a call
    clear() {
      calls = [];
    },
  };
}
