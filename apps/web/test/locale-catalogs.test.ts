import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '@app/contract';
import { problemsOfLocale, translatedLocales } from '../scripts/check-locales.ts';

describe('interface translations', () => {
  const locales = translatedLocales();

  it('exist only for registered languages', () => {
    expect(locales.filter((locale) => !(interfaceLocales as readonly string[]).includes(locale))).toEqual([]);
  });

  it.each(locales)(
    '%s: every key of the English source, its plural forms and placeholders, nothing left in English',
    (locale) => {
      expect(problemsOfLocale(locale)).toEqual([]);
    },
  );
});
