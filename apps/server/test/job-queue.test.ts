import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { createPgBossQueue, type JobQueue } from '../src/platform/queue/job-queue.ts';
import { migratedPglite } from './test-server.ts';

let database: Database;
let queue: JobQueue;
const errors: unknown[] = [];

beforeAll(async () => {
  database = await migratedPglite();
  queue = createPgBossQueue(database.executeSql, { error: (object) => errors.push(object) });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('the job queue', () => {
  it('works through a burst of jobs side by side without waiting the polling interval between them, each with its own outcome', async () => {
    const done: number[] = [];
    const failedOnce = new Set<number>();
    // A kind the queue itself retries (leased work is retried by its own table and sweep instead).
    await queue.work('bot.deliver', async ({ trailId: actionId }) => {
      // One job of the burst fails once: it alone is retried, the others run once.
      if (actionId === 7 && !failedOnce.has(actionId)) {
        failedOnce.add(actionId);
        throw new Error('Graph 5xx');
      }
      // A slow Graph call and a batched write: a second, during which the other jobs of the fetch run too.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      done.push(actionId);
    });
    const started = Date.now();
    for (let actionId = 1; actionId <= 40; actionId++) await queue.enqueue('bot.deliver', { trailId: actionId });
    const waitFor = async (count: number) => {
      const deadline = Date.now() + 25_000;
      while (done.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return Date.now() - started;
    };
    // With one job a fetch, pg-boss waited its 2 s polling interval after each job: 39 jobs took over a minute;
    // one after the other they would take 39 s here. Side by side they take about 3 s: the bound leaves a slow,
    // shared CI machine five times that.
    expect(await waitFor(39)).toBeLessThan(15_000);
    expect(done).not.toContain(7);
    await waitFor(40);
    expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(errors).toHaveLength(1);
    const states = async () =>
      (
        await database.executeSql(
          `select state, count(*)::int as count from pgboss.job where name = 'bot.deliver' group by state`,
          [],
        )
      ).rows;
    const settledBy = Date.now() + 10_000;
    while (Date.now() < settledBy && JSON.stringify(await states()) !== '[{"state":"completed","count":40}]')
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await states()).toEqual([{ state: 'completed', count: 40 }]);
    // The failed job waits for the queue's retry delay (the project's one backoff) besides the burst itself.
  }, 60_000);

  it('settles a batch together: a failure retries the whole fetch, a success completes every job of it', async () => {
    const handled: number[][] = [];
    let failures = 0;
    const errorsBefore = errors.length;
    await queue.workBatch('inbox.profile', async (payloads) => {
      const ids = payloads.map(({ subscriberId }) => subscriberId).sort((a, b) => a - b);
      if (failures === 0) {
        failures += 1;
        throw new Error('Graph 5xx');
      }
      handled.push(ids);
    });
    await queue.enqueueMany(
      'inbox.profile',
      [1, 2, 3, 4, 5].map((subscriberId) => ({ payload: { subscriberId } })),
    );
    const deadline = Date.now() + 40_000;
    while (handled.flat().length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(errors.length - errorsBefore).toBe(1);
    const { rows } = await database.executeSql(
      `select state, count(*)::int as count from pgboss.job where name = 'inbox.profile' group by state`,
      [],
    );
    expect(rows).toEqual([{ state: 'completed', count: 5 }]);
  }, 60_000);

  it('leaves leased work to its own table and sweep: a failed job of such a kind is not run again by the queue', async () => {
    let runs = 0;
    const errorsBefore = errors.length;
    await queue.work('replies.send', async () => {
      runs += 1;
      throw new Error('the database went away');
    });
    await queue.enqueue('replies.send', { actionId: 1 });
    const state = async () =>
      (await database.executeSql(`select state from pgboss.job where name = 'replies.send'`, [])).rows.map(
        (row) => (row as { state: string }).state,
      );
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && JSON.stringify(await state()) !== '["failed"]')
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Failed for good at once (a kind the queue retries waits in `retry` instead).
    expect(await state()).toEqual(['failed']);
    expect(runs).toBe(1);
    expect(errors.length - errorsBefore).toBe(1);
  }, 60_000);

  it('takes one handler per job kind, and says which kinds have none', async () => {
    await expect(queue.work('replies.send', async () => undefined)).rejects.toThrow(
      'replies.send has a second handler',
    );
    expect(() => queue.assertEveryKindWorked()).toThrow(/Job kinds without a handler: maintenance\.purge-expired/);
  });
});
