import { AppError } from './app-error.ts';

/** The first place in a request value that holds a NUL character, which Postgres text cannot store. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a request value with a NUL character as a validation error on that field. */
export function assertNoNulCharacters(...values: unknown[]): void {
  for (const value of values) {
    const field = findNulCharacter(value);
    if (field !== null) throw new AppError('validation', { fieldErrors: { [field]: ['validation'] } });
  }
}
