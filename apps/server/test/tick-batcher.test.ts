import { describe, expect, it } from 'vitest';
import { createTickBatcher } from '../src/platform/db/tick-batcher.ts';

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('batching calls into one statement', () => {
  it('runs the calls of one turn as one batch and answers each its own result', async () => {
    const batches: number[][] = [];
    const double = createTickBatcher(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs one batch at a time: calls made meanwhile wait and form the next batch together', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
    const record = createTickBatcher(async (items: number[]) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      batches.push(items);
      if (batches.length === 1) {
        firstStarted();
        await firstMayFinish;
      }
      running--;
      return items;
    });
    const first = record(1);
    await started;
    const second = record(2);
    await sleep(1);
    const third = [record(3), record(4)];
    await sleep(1);
    releaseFirst();
    expect(await Promise.all([first, second, ...third])).toEqual([1, 2, 3, 4]);
    expect(mostAtOnce).toBe(1);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('lets background writes gather for the given delay', async () => {
    const batches: string[][] = [];
    const write = createTickBatcher(
      async (items: string[]) => {
        batches.push(items);
        return items.map(() => undefined);
      },
      { delayMs: 40 },
    );
    const first = write('a');
    await sleep(10);
    await Promise.all([first, write('b')]);
    expect(batches).toEqual([['a', 'b']]);
  });

  it('rejects only the callers of the batch that failed', async () => {
    let calls = 0;
    const flaky = createTickBatcher(async (items: string[]) => {
      calls++;
      if (calls === 1) throw new Error('database unavailable');
      return items;
    });
    await expect(Promise.all([flaky('a'), flaky('b')])).rejects.toThrow('database unavailable');
    expect(await flaky('c')).toBe('c');
  });
});
