import { mkdtempSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createManualClock } from '../src/platform/clock.ts';
import type { Database } from '../src/platform/db/database.ts';
import { webhookEvents } from '../src/platform/db/schema.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createPgBossQueue, type JobQueue } from '../src/platform/queue/job-queue.ts';
import { createEventDispatcher } from '../src/features/webhooks/event-dispatcher.ts';
import { createWebhookEventsRepository, toEventRow } from '../src/features/webhooks/webhook-events.repository.ts';
import { createWebhookJournal, importDelayFor, importPriorityOf } from '../src/features/webhooks/webhook-journal.ts';
import type { IncomingEvent } from '../src/features/webhooks/split-webhook-batch.ts';
import { migratedPglite } from './test-server.ts';

// The journal exists only for the embedded database, so these tests use PGlite whatever the project.
let dir: string;
let database: Database;
let queue: JobQueue;
const clock = createManualClock(new Date('2026-11-21T10:00:00Z'));
const logger = createLogger('silent');

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'seller-journal-'));
  database = await migratedPglite();
  await database.migrate();
  queue = createPgBossQueue(database.executeSql, logger);
  await queue.start();
});
afterEach(async () => {
  await queue.stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function event(key: string, message = 'x'): IncomingEvent {
  return {
    naturalKey: key,
    object: 'page',
    accountId: '1',
    kind: 'fb.comment',
    isEcho: false,
    payload: { message },
    occurredAt: new Date(),
  };
}

function journalFor() {
  const dispatcher = createEventDispatcher({
    repository: createWebhookEventsRepository(database.db),
    queue,
    clock,
    logger,
  });
  return createWebhookJournal({ dir, db: database.db, clock, dispatcher, logger });
}

async function storedEvents() {
  return (await database.db.select({ n: count() }).from(webhookEvents))[0]!.n;
}

describe('webhook journal', () => {
  it('stores accepted events once, duplicates across deliveries included', async () => {
    const journal = journalFor();
    await Promise.all([
      journal.accept([event('a'), event('b')]),
      journal.accept([event('b'), event('c')]),
      journal.accept([event('a')]),
    ]);
    await journal.settled();
    expect(await storedEvents()).toBe(3);
    await journal.close();
  });

  it('imports after a restart what a crashed run journaled but never imported, exactly once, dropping a torn last line', async () => {
    const segment = path.join(dir, 'segment-00000001.jsonl');
    const row = (key: string) => toEventRow(event(key), () => true);
    writeFileSync(segment, `${JSON.stringify([row('r1'), row('r2')])}\n${JSON.stringify([row('r3')])}\n`);
    appendFileSync(segment, '[{"natural_key":"torn"');
    const journal = journalFor();
    await journal.recover();
    await journal.settled();
    expect(await storedEvents()).toBe(3);
    await journal.accept([event('r4')]);
    await journal.settled();
    expect(await storedEvents()).toBe(4);
    await journal.close();

    const again = journalFor();
    await again.recover();
    await again.settled();
    expect(await storedEvents()).toBe(4);
    await again.close();
  });

  it('keeps an event the database cannot store as a failed event, and stores the events around it', async () => {
    const journal = journalFor();
    await journal.accept([event('before')]);
    await journal.accept([event('poison', 'nul \u0000 inside')]);
    await journal.accept([event('after')]);
    await journal.settled();
    const rows = await database.db
      .select({ key: webhookEvents.naturalKey, status: webhookEvents.status, payload: webhookEvents.payload })
      .from(webhookEvents);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect([...byKey.keys()].sort()).toEqual(['after', 'before', 'poison']);
    expect(byKey.get('poison')?.status).toBe('failed');
    expect(byKey.get('poison')?.payload).toMatchObject({ unstorable: true });
    expect(byKey.get('after')?.status).not.toBe('failed');
    await journal.close();
  });

  it('imports a delivery larger than one read chunk', async () => {
    const journal = journalFor();
    const big = Array.from({ length: 1000 }, (_, index) => event(`big${index}`, 'ك'.repeat(200)));
    await journal.accept(big);
    await journal.settled();
    expect(await storedEvents()).toBe(1000);
    await journal.close();
    expect(readdirSync(dir).length).toBe(1);
  });
});

describe('when journaled events are imported', () => {
  const row = (kind: string, status = 'pending') => ({ kind, status });

  it('gathers comments, imports what a person waits on at once, and leaves record-only rows for later', () => {
    expect(importPriorityOf([row('fb.comment'), row('ig.comment')])).toBe('gather');
    expect(importPriorityOf([row('fb.comment'), row('message')])).toBe('now');
    expect(importPriorityOf([row('postback')])).toBe('now');
    expect(importPriorityOf([row('message', 'done'), row('fb.comment', 'done')])).toBe('later');
  });

  it('imports a lone comment at once and a stream of them at most once per 10 ms', () => {
    expect(importDelayFor('gather', 60_000)).toBe(1);
    expect(importDelayFor('gather', 0)).toBe(10);
    expect(importDelayFor('gather', 4)).toBe(6);
    expect(importDelayFor('now', 0)).toBe(1);
    expect(importDelayFor('later', 60_000)).toBe(25);
  });
});
