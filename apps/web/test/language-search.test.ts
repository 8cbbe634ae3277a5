import { describe, expect, it } from 'vitest';
import { searchLanguages } from '../src/shared/i18n/language-search.ts';
import { localeRegistry } from '../src/shared/i18n/locale-registry.ts';

const idsFound = (query: string, currentLocale = 'en') =>
  searchLanguages(localeRegistry, query, currentLocale).map((entry) => entry.id);

describe('searching the interface languages', () => {
  it('puts the language whose code was typed first, before names that merely hold the letters', () => {
    const found = idsFound('en');
    expect(found[0]).toBe('en');
    expect(found).toContain('sl');
    expect(idsFound('ja')[0]).toBe('ja');
    expect(idsFound('fa', 'ar')[0]).toBe('fa');
  });

  it('finds a language by its own name, its English name or its name in the current language', () => {
    expect(idsFound('Deutsch')[0]).toBe('de');
    expect(idsFound('german')[0]).toBe('de');
    expect(idsFound('ألمانية', 'ar')).toContain('de');
    expect(idsFound('فارسی')).toEqual(['fa']);
    expect(idsFound('Persian')).toEqual(['fa']);
  });

  it('ranks a name starting with the words before a name holding them, and keeps the registry order otherwise', () => {
    const registryOrder = localeRegistry.map((entry) => entry.id);
    expect(registryOrder.indexOf('hu')).toBeLessThan(registryOrder.indexOf('hy'));
    const found = idsFound('ar');
    expect(found[0]).toBe('ar');
    // Armenian starts with the letters, Hungarian (Magyar) only holds them.
    expect(found.indexOf('hy')).toBeLessThan(found.indexOf('hu'));
    expect(idsFound('slov')).toEqual(['sk', 'sl']);
    expect(idsFound('  ')).toEqual(localeRegistry.map((entry) => entry.id));
    expect(idsFound('zzzz')).toEqual([]);
  });
});
