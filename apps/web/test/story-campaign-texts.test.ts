import { describe, expect, it } from 'vitest';

type Messages = Record<string, unknown>;
const localeFiles = import.meta.glob<Messages>('../src/shared/i18n/locales/*/story-campaigns.json', {
  eager: true,
  import: 'default',
});

/** Every key path of a messages object whose value is a text. */
const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as Messages, `${prefix}${key}.`),
  );

describe('story campaign texts', () => {
  const locales = Object.fromEntries(
    Object.entries(localeFiles).map(([path, messages]) => [path.split('/').at(-2) ?? path, messages]),
  );

  it('words every text in Arabic and English alike, none empty', () => {
    expect(Object.keys(locales)).toEqual(expect.arrayContaining(['ar', 'en']));
    const english = keysOf(locales.en!).sort();
    expect(keysOf(locales.ar!).sort()).toEqual(english);
    for (const messages of Object.values(locales)) {
      const texts = keysOf(messages).map((path) =>
        path.split('.').reduce<unknown>((node, key) => (node as Messages)[key], messages),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });
});
