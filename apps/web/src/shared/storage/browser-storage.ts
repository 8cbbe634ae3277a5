import type { StorageKey } from './storage-keys.ts';

type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage access throws in some privacy modes; the app then keeps state in memory only.
    return null;
  }
}

export function readItem(kind: StorageArea, key: StorageKey): string | null {
  return area(kind)?.getItem(key) ?? null;
}

export function writeItem(kind: StorageArea, key: StorageKey, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota errors are not worth interrupting the user for.
  }
}

export function removeItem(kind: StorageArea, key: StorageKey): void {
  area(kind)?.removeItem(key);
}

type ExpiringValue = { value: string; expiresAt: number };

export function writeExpiringItem(key: StorageKey, value: string, lifetimeDays: number): void {
  const entry: ExpiringValue = { value, expiresAt: Date.now() + lifetimeDays * 24 * 60 * 60 * 1000 };
  writeItem('local', key, JSON.stringify(entry));
}

export function readExpiringItem(key: StorageKey): string | null {
  const raw = readItem('local', key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<ExpiringValue>;
    if (typeof entry.value === 'string' && typeof entry.expiresAt === 'number' && entry.expiresAt > Date.now()) {
      return entry.value;
    }
  } catch {
    // A value that is not ours is treated like an expired one.
  }
  removeItem('local', key);
  return null;
}
