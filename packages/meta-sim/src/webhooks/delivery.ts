import { Agent, request } from 'undici';
import { createSeqLog } from '../seq-log.ts';
import { mergeBatch } from './batch.ts';
import { serializeWebhookBody, signatureHeaders } from './signature.ts';

export type WebhookObject = 'page' | 'instagram' | 'permissions';

export type WebhookPayload = {
  object: WebhookObject;
  entry: Array<Record<string, unknown>>;
};

/** Which app's secret signs a delivery: the Facebook app's, or the Instagram app's (Instagram Login accounts). */
export type SigningApp = 'facebook' | 'instagram';

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
  signed_by: SigningApp;
  created_at: string;
  next_attempt_at: string | null;
  last_error: string | null;
};

/**
 * How Meta delivers, set through `POST /_sim/deliveries/settings`. By default: one POST per event, retries on the
 * real-time backoff of `DeliverySettings.retry`. With `retryDelaysMs`, retries follow that schedule on the
 * simulated clock (moved by `POST /_sim/clock`) until `retryWindowMs` after the event (Meta: 36 h), and a page
 * whose deliveries kept failing for `disableAfterMs` is unsubscribed, as Meta's "Webhooks Disabled".
 */
export type DeliveryOptions = {
  batchWindowMs: number;
  retryDelaysMs: number[] | null;
  retryWindowMs: number;
  disableAfterMs: number | null;
};

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  batchWindowMs: 0,
  retryDelaysMs: null,
  retryWindowMs: 36 * 3_600_000,
  disableAfterMs: null,
};

export type DeliverySettings = {
  appSecret: string;
  /** The Instagram app's secret, for deliveries of accounts that subscribed through Instagram Login. */
  instagramAppSecret?: () => string;
  webhookUrl: () => string | null;
  retry: { baseDelayMs: number; maxAttempts: number };
  duplicateRate: () => number;
  /** Upper bound of a duplicate's random delay after the original was delivered. */
  duplicateDelayMs?: () => number;
  now: () => Date;
  options?: () => DeliveryOptions;
  /** Removes the app from the page or Instagram account `accountId` (what `GET /{page-id}/subscribed_apps` reads). */
  disableSubscription?: (accountId: string) => void;
};

export type WebhookDispatcher = {
  /** The record, or null while the event waits in a batch. */
  enqueue(event: string, payload: WebhookPayload, signedBy?: SigningApp): DeliveryRecord | null;
  since(seq: number): DeliveryRecord[];
  retryPendingNow(): void;
  /** Runs what the simulated clock made due (retries and late duplicates). */
  clockMoved(): void;
  idle(): Promise<void>;
  clear(): void;
  close(): void;
};

const RECEIVER_TIMEOUT_MS = 20_000;
/** Duplicates later than this wait on the simulated clock and do not hold `idle()`. */
const REAL_TIME_DUPLICATE_MS = 10_000;
const PARKED_POLL_MS = 200;
const DISABLED_ERROR = 'subscription disabled after persistent delivery failures';

export function createWebhookDispatcher(settings: DeliverySettings): WebhookDispatcher {
  // Kept-alive connections to the receiver, like Meta's; undici's request() costs far less CPU than fetch().
  const connections = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  const options = () => settings.options?.() ?? DEFAULT_DELIVERY_OPTIONS;
  const nowMs = () => settings.now().getTime();
  let seq = 0;
  const records = createSeqLog<DeliveryRecord>();
  const timers = new Map<number, NodeJS.Timeout>();
  const bodies = new Map<number, string>();
  // Attempts due on the simulated clock: retries of the Meta-like schedule and late duplicates.
  const parked = new Map<number, { dueMs: number; body: string }>();
  let parkedPoll: NodeJS.Timeout | null = null;
  // One batch per object and signing app: a POST carries one signature.
  const batches = new Map<
    string,
    { object: WebhookObject; signedBy: SigningApp; events: string[]; payloads: WebhookPayload[]; timer: NodeJS.Timeout }
  >();
  // Since when each page's (or Instagram account's) deliveries have been failing without a success in between.
  const failingSince = new Map<string, number>();
  const inFlight = new Set<number>();
  let idleWaiters: Array<() => void> = [];
  let closed = false;
  // Bumped by clear(): an attempt that was under way when the log was cleared does not reschedule itself.
  let generation = 0;

  function notifyIfIdle() {
    if (timers.size > 0 || inFlight.size > 0 || batches.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function create(
    event: string,
    payload: WebhookPayload,
    duplicateOf: number | null,
    signedBy: SigningApp,
  ): DeliveryRecord {
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
      signed_by: signedBy,
      created_at: settings.now().toISOString(),
      next_attempt_at: null,
      last_error: null,
    };
    records.push(record);
    return record;
  }

  const secretOf = (app: SigningApp) =>
    app === 'instagram' ? (settings.instagramAppSecret?.() ?? settings.appSecret) : settings.appSecret;

  const accountsOf = (record: DeliveryRecord) => [...new Set(record.payload.entry.map((entry) => String(entry.id)))];

  function afterFailure(record: DeliveryRecord, body: string) {
    const { retryDelaysMs, retryWindowMs, disableAfterMs } = options();
    const now = nowMs();
    for (const account of accountsOf(record)) if (!failingSince.has(account)) failingSince.set(account, now);
    if (disableAfterMs !== null) {
      const disabled = accountsOf(record).filter((account) => now - failingSince.get(account)! >= disableAfterMs);
      if (disabled.length > 0) {
        disableAccounts(disabled);
        return giveUp(record, DISABLED_ERROR);
      }
    }
    if (!retryDelaysMs || retryDelaysMs.length === 0) {
      if (record.attempts >= settings.retry.maxAttempts) return giveUp(record, record.last_error);
      return schedule(record, body, settings.retry.baseDelayMs * 2 ** (record.attempts - 1));
    }
    const createdMs = Date.parse(record.created_at);
    if (now - createdMs >= retryWindowMs) return giveUp(record, record.last_error);
    const delay = retryDelaysMs[Math.min(record.attempts - 1, retryDelaysMs.length - 1)]!;
    park(record, body, Math.min(now + delay, createdMs + retryWindowMs));
  }

  function giveUp(record: DeliveryRecord, error: string | null) {
    record.status = 'failed';
    record.next_attempt_at = null;
    record.last_error = error;
  }

  // Meta's "Webhooks Disabled": the app is removed from the page; what it had not delivered is dropped.
  function disableAccounts(accounts: string[]) {
    for (const account of accounts) {
      failingSince.delete(account);
      settings.disableSubscription?.(account);
    }
    for (const [recordSeq] of [...parked]) {
      const record = records.find(recordSeq);
      if (!record || !accountsOf(record).some((account) => accounts.includes(account))) continue;
      parked.delete(recordSeq);
      giveUp(record, DISABLED_ERROR);
    }
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
          ...signatureHeaders(body, secretOf(record.signed_by)),
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
      for (const account of accountsOf(record)) failingSince.delete(account);
      if (record.duplicate_of === null && Math.random() < settings.duplicateRate()) {
        // A random delay per duplicate: with one set, duplicates arrive late and out of order, as Meta's do.
        const delay = Math.round(Math.random() * (settings.duplicateDelayMs?.() ?? 0));
        const duplicate = create(record.event, record.payload, record.seq, record.signed_by);
        if (delay > REAL_TIME_DUPLICATE_MS) park(duplicate, body, nowMs() + delay);
        else schedule(duplicate, body, delay);
      }
    } else {
      afterFailure(record, body);
    }
    notifyIfIdle();
  }

  function schedule(record: DeliveryRecord, body: string, delayMs: number) {
    bodies.set(record.seq, body);
    record.next_attempt_at = new Date(nowMs() + delayMs).toISOString();
    const timer = setTimeout(() => {
      bodies.delete(record.seq);
      void attempt(record, body);
    }, delayMs);
    timer.unref();
    timers.set(record.seq, timer);
  }

  function park(record: DeliveryRecord, body: string, dueMs: number) {
    record.next_attempt_at = new Date(dueMs).toISOString();
    parked.set(record.seq, { dueMs, body });
    if (!parkedPoll) {
      parkedPoll = setInterval(runDueParked, PARKED_POLL_MS);
      parkedPoll.unref();
    }
  }

  function runDueParked(all = false) {
    const now = nowMs();
    for (const [recordSeq, { dueMs, body }] of [...parked]) {
      if (!all && dueMs > now) continue;
      parked.delete(recordSeq);
      const record = records.find(recordSeq);
      if (record) schedule(record, body, 0);
    }
    if (parked.size === 0 && parkedPoll) {
      clearInterval(parkedPoll);
      parkedPoll = null;
    }
  }

  function flushBatch(key: string) {
    const batch = batches.get(key);
    if (!batch) return;
    batches.delete(key);
    const payload = mergeBatch(batch.object, batch.payloads);
    const record = create([...new Set(batch.events)].join(','), payload, null, batch.signedBy);
    if (!settings.webhookUrl()) {
      record.status = 'undeliverable';
      notifyIfIdle();
      return;
    }
    schedule(record, serializeWebhookBody(payload), 0);
  }

  function stopTimers() {
    for (const timer of timers.values()) clearTimeout(timer);
    for (const batch of batches.values()) clearTimeout(batch.timer);
    if (parkedPoll) clearInterval(parkedPoll);
    parkedPoll = null;
    timers.clear();
    bodies.clear();
    parked.clear();
    batches.clear();
    failingSince.clear();
  }

  return {
    enqueue(event, payload, signedBy = 'facebook') {
      const { batchWindowMs } = options();
      if (batchWindowMs > 0) {
        const key = `${payload.object}:${signedBy}`;
        const open = batches.get(key);
        if (open) {
          open.events.push(event);
          open.payloads.push(payload);
          return null;
        }
        const timer = setTimeout(() => flushBatch(key), batchWindowMs);
        timer.unref();
        batches.set(key, { object: payload.object, signedBy, events: [event], payloads: [payload], timer });
        return null;
      }
      const record = create(event, payload, null, signedBy);
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
      runDueParked(true);
    },
    clockMoved: () => runDueParked(),
    idle() {
      if (timers.size === 0 && inFlight.size === 0 && batches.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    clear() {
      stopTimers();
      records.clear();
      generation += 1;
      notifyIfIdle();
    },
    close() {
      closed = true;
      void connections.close().catch(() => undefined);
      stopTimers();
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
}
