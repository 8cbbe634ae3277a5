import { postProblemCodes, postStatuses, postTargetStatuses } from '@app/contract/publishing-limits';
import { describe, expect, it } from 'vitest';

type Messages = { postStatuses?: Record<string, unknown>; postProblems?: Record<string, unknown> };
const localeFiles = import.meta.glob<Messages>('../src/shared/i18n/locales/*/publishing-shared.json', {
  eager: true,
  import: 'default',
});
const listFiles = import.meta.glob<{ publishing?: Record<string, unknown> }>(
  '../src/shared/i18n/locales/*/publishing.json',
  { eager: true, import: 'default' },
);
const localeOf = (path: string) => path.split('/').at(-2) ?? path;
const locales = Object.entries(localeFiles).map(([path, messages]) => ({ locale: localeOf(path), messages }));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('publishing texts', () => {
  it('finds the Arabic and English files', () => {
    expect(locales.map((entry) => entry.locale).sort()).toEqual(expect.arrayContaining(['ar', 'en']));
    expect(Object.keys(listFiles).map(localeOf).sort()).toEqual(expect.arrayContaining(['ar', 'en']));
  });

  it.each(locales)('words every problem code and every post and target status in $locale', ({ messages }) => {
    for (const code of postProblemCodes) {
      const text = messages.postProblems?.[code];
      expect(typeof text === 'string' && text.trim().length > 0, `postProblems.${code}`).toBe(true);
      expect(text).not.toBe(code);
    }
    for (const status of new Set([...postStatuses, ...postTargetStatuses])) {
      const text = messages.postStatuses?.[status];
      expect(typeof text === 'string' && text.trim().length > 0, `postStatuses.${status}`).toBe(true);
    }
  });

  it('gives the screens the same keys in Arabic and English, under the one top-level key publishing', () => {
    const [ar, en] = ['ar', 'en'].map(
      (locale) => Object.entries(listFiles).find(([path]) => localeOf(path) === locale)?.[1],
    );
    expect(Object.keys(ar ?? {})).toEqual(['publishing']);
    expect(Object.keys(en ?? {})).toEqual(['publishing']);
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });
});
