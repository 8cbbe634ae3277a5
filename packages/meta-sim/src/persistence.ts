import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createEmptyWorld, type World } from './world.ts';

export function loadWorld(file: string): World | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version?: number; world?: Partial<World> };
  if (!parsed.world) return null;
  // fields added in later versions fall back to their empty defaults
  const empty = createEmptyWorld();
  return { ...empty, ...parsed.world, app: { ...empty.app, ...parsed.world.app } };
}

export type WorldSaver = { schedule(): void; flush(): void; cancel(): void };

const DEBOUNCE_MS = 250;
// A big world takes a while to write: saves are spaced so that writing never takes more than ~2% of the time.
const SAVE_TIME_SHARE = 50;

export function createWorldSaver(file: string | null, getWorld: () => World): WorldSaver {
  let timer: NodeJS.Timeout | null = null;
  let lastSaveMs = 0;
  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!file) return;
    const started = performance.now();
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, world: getWorld() }));
    renameSync(tmp, file);
    lastSaveMs = performance.now() - started;
  }
  return {
    schedule() {
      if (!file || timer) return;
      timer = setTimeout(flush, Math.max(DEBOUNCE_MS, lastSaveMs * SAVE_TIME_SHARE));
      timer.unref();
    },
    flush,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
