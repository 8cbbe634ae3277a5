import { Agent, request } from 'undici';
import { createSeqLog } from '../seq-log.ts';
import { serializeWebhookBody, signatureHeaders } from './signature.ts';

export type WebhookObject = 'page' | 'instagram';

export type WebhookPayload = {
  object: WebhookObject;
  entry: Array<Record<string, unknown>>;
};

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'undeliverable';

export type DeliveryRecord = {
  seq: number;
  event: string;
  attempts: number;
  last_status: number | null;
  delivered_at: string | null;
  status: DeliveryStatus;
  object: WebhookObject;
  payload: WebhookPayload;
  duplicate_of: number | null;
  created_at: string;
  next_attempt_at: string | null;
  last_error: string | null;
};

export type DeliverySettings = {
  appSecret: string;
  webhookUrl: () => string | null;
  retry: { baseDelayMs: number; maxAttempts: number };
  duplicateRate: () => number;
  /** Upper bound of a duplicate's random delay after the original was delivered. */
  duplicateDelayMs?: () => number;
  now: () => Date;
};

export type WebhookDispatcher = {
  enqueue(event: string, payload: WebhookPayload): DeliveryRecord;
  since(seq: number): DeliveryRecord[];
  retryPendingNow(): void;
  idle(): Promise<void>;
  clear(): void;
  close(): void;
};

const RECEIVER_TIMEOUT_MS = 20_000;

export function createWebhookDispatcher(settings: DeliverySettings): WebhookDispatcher {
  // Kept-alive connections to the receiver, like Meta's; undici's request() costs far less CPU than fetch().
  const connections = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  let seq = 0;
  const records = createSeqLog<DeliveryRecord>();
  const timers = new Map<number, NodeJS.Timeout>();
  const inFlight = new Set<number>();
  let idleWaiters: Array<() => void> = [];
  let closed = false;
  // Bumped by clear(): an attempt that was under way when the log was cleared does not reschedule itself.
  let generation = 0;

  function notifyIfIdle() {
    if (timers.size > 0 || inFlight.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function create(event: string, payload: WebhookPayload, duplicateOf: number | null): DeliveryRecord {
    const record: DeliveryRecord = {
      seq: ++seq,
      event,
      attempts: 0,
      last_status: null,
      delivered_at: null,
      status: 'pending',
      object: payload.object,
      payload,
      duplicate_of: duplicateOf,
      created_at: settings.now().toISOString(),
      next_attempt_at: null,
      last_error: null,
    };
    records.push(record);
    return record;
  }

  async function attempt(record: DeliveryRecord, body: string) {
    timers.delete(record.seq);
    const url = settings.webhookUrl();
    if (closed) return;
    if (!url) {
      record.status = 'undeliverable';
      record.next_attempt_at = null;
      notifyIfIdle();
      return;
    }
    inFlight.add(record.seq);
    const startedIn = generation;
    record.attempts += 1;
    try {
      const response = await request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'facebookexternalua',
          ...signatureHeaders(body, settings.appSecret),
        },
        body,
        dispatcher: connections,
        headersTimeout: RECEIVER_TIMEOUT_MS,
        bodyTimeout: RECEIVER_TIMEOUT_MS,
      });
      await response.body.dump().catch(() => undefined);
      record.last_status = response.statusCode;
      record.last_error = null;
    } catch (error) {
      record.last_status = null;
      record.last_error = error instanceof Error ? error.message : String(error);
    } finally {
      inFlight.delete(record.seq);
    }
    if (closed || generation !== startedIn) {
      notifyIfIdle();
      return;
    }
    if (record.last_status === 200) {
      record.status = 'delivered';
      record.delivered_at = settings.now().toISOString();
      record.next_attempt_at = null;
      if (record.duplicate_of === null && Math.random() < settings.duplicateRate()) {
        // A random delay per duplicate: with one set, duplicates arrive late and out of order, as Meta's do.
        const delay = Math.random() * (settings.duplicateDelayMs?.() ?? 0);
        schedule(create(record.event, record.payload, record.seq), body, Math.round(delay));
      }
    } else if (record.attempts >= settings.retry.maxAttempts) {
      record.status = 'failed';
      record.next_attempt_at = null;
    } else {
      const delay = settings.retry.baseDelayMs * 2 ** (record.attempts - 1);
      schedule(record, body, delay);
    }
    notifyIfIdle();
  }

  const bodies = new Map<number, string>();

  function schedule(record: DeliveryRecord, body: string, delayMs: number) {
    bodies.set(record.seq, body);
    record.next_attempt_at = new Date(settings.now().getTime() + delayMs).toISOString();
    const timer = setTimeout(() => {
      bodies.delete(record.seq);
      void attempt(record, body);
    }, delayMs);
    timer.unref();
    timers.set(record.seq, timer);
  }

  return {
    enqueue(event, payload) {
      const record = create(event, payload, null);
      if (!settings.webhookUrl()) {
        record.status = 'undeliverable';
        return record;
      }
      schedule(record, serializeWebhookBody(payload), 0);
      return record;
    },
    since: records.since,
    retryPendingNow() {
      for (const [recordSeq, timer] of [...timers]) {
        const record = records.find(recordSeq);
        const body = bodies.get(recordSeq);
        if (!record || body === undefined) continue;
        clearTimeout(timer);
        schedule(record, body, 0);
      }
    },
    idle() {
      if (timers.size === 0 && inFlight.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      bodies.clear();
      records.clear();
      generation += 1;
      notifyIfIdle();
    },
    close() {
      closed = true;
      void connections.close().catch(() => undefined);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      bodies.clear();
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
}
