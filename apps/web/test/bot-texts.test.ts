import { botKeywordTypes, botMessageTypes, botReplyTypes, botSkipReasons, botTriggers } from '@app/contract';
import { describe, expect, it } from 'vitest';

type Section = Record<string, unknown>;
type Messages = { botReplies?: Record<string, Section> };
const localeFiles = import.meta.glob<Messages>('../src/shared/i18n/locales/*/bot-replies.json', {
  eager: true,
  import: 'default',
});
const locales = Object.entries(localeFiles).map(([path, messages]) => ({
  locale: path.split('/').at(-2) ?? path,
  texts: messages.botReplies ?? {},
}));

const closedLists: [section: string, values: readonly string[]][] = [
  ['reasons', botSkipReasons],
  ['triggers', botTriggers],
  ['keywordTypes', botKeywordTypes],
  ['messageTypes', botMessageTypes],
  ['replyTypes', botReplyTypes],
  ['statuses', ['pending', 'sent', 'failed', 'skipped']],
];

describe('the bot screens’ texts', () => {
  it('exist in Arabic and English', () => {
    expect(locales.map((entry) => entry.locale).sort()).toEqual(expect.arrayContaining(['ar', 'en']));
  });

  it.each(locales)('word every value of the contract’s closed lists in $locale', ({ texts }) => {
    for (const [section, values] of closedLists) {
      for (const value of values) {
        const text = texts[section]?.[value];
        expect(typeof text === 'string' && text.trim().length > 0, `botReplies.${section}.${value}`).toBe(true);
        expect(text).not.toBe(value);
      }
    }
  });

  it('have the same keys in every locale', () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
        : [prefix];
    const [first, ...others] = locales.map((entry) => keysOf(entry.texts).sort());
    for (const keys of others) expect(keys).toEqual(first);
  });
});
