import {
  closeSync,
  ftruncateSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import { eventLeaseMs, type EventDispatcher } from './event-dispatcher.ts';
import type { EventKind, IncomingEvent } from './split-webhook-batch.ts';
import { createWebhookEventsRepository, toEventRow, type StoredEvent } from './webhook-events.repository.ts';
import { createWebhookJournalRepository, type JournalCheckpoint } from './webhook-journal.repository.ts';

type Waiter = { line: string; resolve: () => void; reject: (error: unknown) => void };

const checkpointName = 'webhooks';
/**
 * How soon journaled events are imported. A person waits on a direct message's answer: `now`. Nobody watches a
 * comment's public reply to the millisecond, and in a stream of comments each import (and the reply engine's
 * decision, which follows the import's batches) costs most of a comment's database time when made for one comment
 * alone: `gather` imports at most once per `gatherImportsMs`, a lone comment still at once. Events with nothing to
 * process (the page's own echoes, kinds no feature handles) are kept for the record only: `later`.
 */
export type ImportPriority = 'now' | 'gather' | 'later';
const priorityRank: Record<ImportPriority, number> = { now: 3, gather: 2, later: 1 };
const importDelayMs = 1;
const gatherImportsMs = 10;
const recordOnlyImportDelayMs = 25;
const gatheredKinds: ReadonlySet<string> = new Set<EventKind>(['fb.comment', 'ig.comment']);
const burstPauseMs = 20;
const readChunkBytes = 128 * 1024;
const rotateAfterBytes = 16 * 1024 * 1024;
const segmentName = (segment: number) => `segment-${String(segment).padStart(8, '0')}.jsonl`;

/**
 * Write-ahead journal for webhook deliveries on the embedded database. A delivery is acknowledged once its
 * events are appended to the journal (requests of the same event-loop turn share one write); an importer then
 * moves them into PGlite in batches, committing its read position in the same
 * transaction as the rows, so every journaled event is imported exactly once, also after a crash. The unique
 * natural key still stops duplicates and replays before any processing. This keeps the request path free of
 * database work, which on PGlite shares the one thread with HTTP.
 */
export function createWebhookJournal(deps: {
  dir: string;
  db: Db;
  clock: Clock;
  dispatcher: EventDispatcher;
  logger: AppLogger;
}) {
  const { dir, db, clock, dispatcher, logger } = deps;
  const eventsRepository = createWebhookEventsRepository(db);
  const checkpoints = createWebhookJournalRepository(db);
  // Only this process imports (the embedded database has one), so the position is read once and then kept.
  let knownCheckpoint: { name: string; segment: number; offset: number } | null = null;
  mkdirSync(dir, { recursive: true });

  const existing = readdirSync(dir)
    .map((file) => /^segment-(\d+)\.jsonl$/.exec(file)?.[1])
    .filter((value): value is string => value !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  let writeSegment = existing.at(-1) ?? 1;
  let fd = openSegment(writeSegment);
  let waiting: Waiter[] = [];
  let writing = false;
  let importing: Promise<void> | null = null;
  let importTimer: NodeJS.Timeout | null = null;
  let importTimerDue = 0;
  let lastImportStartedAt = 0;
  // An import asked for while one runs: scheduled when that one ends, with the most pressing priority asked for.
  let requestedMeanwhile: ImportPriority | null = null;
  let waitingPriority: ImportPriority = 'later';
  const settledWaiters: (() => void)[] = [];

  function openSegment(segment: number): number {
    const handle = openSync(path.join(dir, segmentName(segment)), 'a+');
    // A crash in the middle of a write leaves a partial last line that was never acknowledged: drop it.
    const size = fstatSync(handle).size;
    if (size > 0) {
      const tail = Buffer.alloc(Math.min(size, 64 * 1024));
      readSync(handle, tail, 0, tail.length, size - tail.length);
      if (tail[tail.length - 1] !== 0x0a) {
        const lastNewline = tail.lastIndexOf(0x0a);
        ftruncateSync(handle, lastNewline === -1 ? size - tail.length : size - tail.length + lastNewline + 1);
      }
    }
    return handle;
  }

  /**
   * One append per event-loop turn for every delivery accepted in it. writeSync puts the bytes in the operating
   * system's cache, which survives a crash of this process; like PGlite itself (whose fsync is a no-op on Node),
   * it does not wait for the disk, so power-loss durability is PostgreSQL's job in production.
   */
  function flush() {
    const batch = waiting;
    waiting = [];
    writing = false;
    const priority = waitingPriority;
    waitingPriority = 'later';
    if (batch.length === 0) return;
    try {
      writeSync(fd, batch.map((waiter) => waiter.line).join(''));
    } catch (error) {
      batch.forEach((waiter) => waiter.reject(error));
      return;
    }
    batch.forEach((waiter) => waiter.resolve());
    scheduleImport(priority);
  }

  async function readCheckpoint() {
    if (knownCheckpoint) return knownCheckpoint;
    const row = await checkpoints.findCheckpoint(checkpointName);
    return row ?? { name: checkpointName, segment: existing[0] ?? 1, offset: 0 };
  }

  /** Imports everything journaled so far, one modest batch per transaction, yielding to HTTP between batches. */
  async function importAvailable() {
    let checkpoint = await readCheckpoint();
    for (;;) {
      const file = path.join(dir, segmentName(checkpoint.segment));
      const chunk = readCompleteLines(file, checkpoint.offset);
      const end = chunk.length;
      if (end === 0) {
        if (checkpoint.segment < writeSegment) {
          const next = { name: checkpointName, segment: checkpoint.segment + 1, offset: 0 };
          await checkpoints.saveCheckpoint(next);
          rmSync(file, { force: true });
          checkpoint = next;
          knownCheckpoint = next;
          continue;
        }
        if (checkpoint.offset >= rotateAfterBytes && writing === false && waiting.length === 0) rotate();
        return;
      }
      const lines = chunk.subarray(0, end).toString('utf8').split('\n');
      const next = { name: checkpointName, segment: checkpoint.segment, offset: checkpoint.offset + end };
      let claimed: StoredEvent[];
      try {
        claimed = await importLines(lines, next);
      } catch (error) {
        claimed = await importLineByLine(lines, checkpoint, error);
      }
      checkpoint = next;
      knownCheckpoint = next;
      if (claimed.length > 0) dispatcher.dispatchClaimed(claimed);
      // A full chunk means a backlog, i.e. a burst: leave the CPU to acknowledging deliveries and catch up
      // in short pauses. Nothing waits on this but processing, and the journal already holds the events.
      const backlogged = end >= readChunkBytes * 0.9;
      await new Promise((resolve) => (backlogged ? setTimeout(resolve, burstPauseMs) : setImmediate(resolve)));
    }
  }

  /** Each line is a JSON array of rows; joining their insides makes one array for one INSERT. */
  async function importLines(lines: string[], next: JournalCheckpoint) {
    const rows = lines.filter((line) => line.length > 2).map((line) => line.slice(1, -1));
    if (rows.length === 0) {
      await checkpoints.saveCheckpoint(next);
      return [];
    }
    const now = clock.now();
    return eventsRepository.importJournalRows(`[${rows.join(',')}]`, now, new Date(now.getTime() + eventLeaseMs), next);
  }

  /**
   * A batch the database refused: one line at a time, so that a line it cannot store does not hold up every event
   * after it. Such a line's events are kept as failed events with the database's reason instead of their payload,
   * so admins see them among the failed events; if even that is refused, the database itself is failing.
   */
  async function importLineByLine(lines: string[], from: JournalCheckpoint, batchError: unknown) {
    logger.warn({ err: batchError }, 'the database refused a webhook journal batch; importing it line by line');
    const claimed: StoredEvent[] = [];
    let offset = from.offset;
    for (const [index, line] of lines.entries()) {
      offset += Buffer.byteLength(line) + (index < lines.length - 1 ? 1 : 0);
      const next = { name: checkpointName, segment: from.segment, offset };
      try {
        claimed.push(...(await importLines([line], next)));
      } catch (error) {
        logger.error({ err: error }, 'a webhook event could not be stored; kept as a failed event');
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'refused by the database';
        const rows = (JSON.parse(line) as Record<string, unknown>[]).map((row) => ({
          ...row,
          status: 'failed',
          payload: { unstorable: true, reason },
        }));
        await importLines([JSON.stringify(rows)], next);
      }
    }
    return claimed;
  }

  function rotate() {
    closeSync(fd);
    writeSegment += 1;
    fd = openSegment(writeSegment);
  }

  /**
   * Imports shortly after new writes rather than after each one: a few milliseconds let a burst gather into
   * one transaction, where importing per write would spend most of the time on per-transaction overhead.
   */
  function scheduleImport(priority: ImportPriority = 'now') {
    if (importing) {
      requestedMeanwhile = morePressing(requestedMeanwhile, priority);
      return;
    }
    const delay = importDelayFor(priority, Date.now() - lastImportStartedAt);
    const due = Date.now() + delay;
    if (importTimer && importTimerDue <= due) return;
    if (importTimer) clearTimeout(importTimer);
    importTimerDue = due;
    importTimer = setTimeout(startImport, delay);
  }

  function startImport() {
    importTimer = null;
    lastImportStartedAt = Date.now();
    importing = importAvailable()
      .catch((error: unknown) => logger.error({ err: error }, 'importing the webhook journal failed; retrying shortly'))
      .finally(() => {
        importing = null;
        if (requestedMeanwhile) {
          const priority = requestedMeanwhile;
          requestedMeanwhile = null;
          scheduleImport(priority);
        } else if (waiting.length === 0 && !writing) {
          settledWaiters.splice(0).forEach((resolve) => resolve());
        }
      });
  }

  const retryTimer = setInterval(() => scheduleImport(), 5_000);
  retryTimer.unref();

  return {
    /** Resolves once the events are on disk; that is when the delivery may be acknowledged. */
    accept(events: IncomingEvent[]): Promise<void> {
      if (events.length === 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        // Stored in table shape so the importer passes lines to the database without parsing them.
        const rows = events.map((event) => toEventRow(event, dispatcher.hasHandlers));
        waitingPriority = morePressing(waitingPriority, importPriorityOf(rows));
        waiting.push({ line: `${JSON.stringify(rows)}\n`, resolve, reject });
        if (!writing) {
          writing = true;
          setImmediate(flush);
        }
      });
    },

    /** Imports what a previous run journaled but did not import (after a crash or a restart). */
    recover: async () => {
      if (!importing) startImport();
      await importing;
    },

    /** Resolves when everything accepted so far is imported and handed to the dispatcher. */
    settled(): Promise<void> {
      if (!writing && waiting.length === 0 && !importing && !importTimer) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
    },

    async close() {
      clearInterval(retryTimer);
      if (importTimer) {
        clearTimeout(importTimer);
        importTimer = null;
      }
      while (writing || importing) await (importing ?? new Promise((resolve) => setTimeout(resolve, 5)));
      closeSync(fd);
    },
  };
}
export type WebhookJournal = ReturnType<typeof createWebhookJournal>;

function morePressing(current: ImportPriority | null, asked: ImportPriority): ImportPriority {
  return current && priorityRank[current] >= priorityRank[asked] ? current : asked;
}

/** How pressing the import of a delivery's rows is: the most pressing of its events that await processing. */
export function importPriorityOf(rows: { kind: string; status: string }[]): ImportPriority {
  const pending = rows.filter((row) => row.status === 'pending');
  if (pending.length === 0) return 'later';
  return pending.every((row) => gatheredKinds.has(row.kind)) ? 'gather' : 'now';
}

/** How long to wait before importing, `sinceLastImportMs` after the last import started. */
export function importDelayFor(priority: ImportPriority, sinceLastImportMs: number): number {
  if (priority === 'now') return importDelayMs;
  if (priority === 'later') return recordOnlyImportDelayMs;
  return Math.max(importDelayMs, gatherImportsMs - sinceLastImportMs);
}

/** Whole lines from `offset` on, about readChunkBytes of them; a longer single line (a big batch) is read whole. */
function readCompleteLines(file: string, offset: number): Buffer {
  let handle: number;
  try {
    handle = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  }
  try {
    const available = fstatSync(handle).size - offset;
    if (available <= 0) return Buffer.alloc(0);
    // Only what is there: a few deliveries are a few kilobytes, and this runs for every import.
    let size = Math.min(readChunkBytes, available);
    for (;;) {
      const chunk = Buffer.allocUnsafe(size);
      const bytes = readSync(handle, chunk, 0, size, offset);
      const end = chunk.subarray(0, bytes).lastIndexOf(0x0a) + 1;
      if (end > 0 || bytes < size || size >= available) return chunk.subarray(0, end);
      size = Math.min(size * 4, available);
    }
  } finally {
    closeSync(handle);
  }
}
