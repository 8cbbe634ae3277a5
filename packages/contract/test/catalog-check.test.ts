import { describe, expect, it } from 'vitest';
import { checkCatalog, flattenCatalog, pluralCategoriesOf } from '../src/i18n/catalog-check.ts';
import { interfaceLocales, isRtl, resolveInterfaceLocale, resolveLocale } from '../src/locale.ts';

const source = flattenCatalog({
  inbox: {
    title: 'Conversations with your subscribers',
    unread_one: 'One unread message',
    unread_other: '{{count, number}} unread messages',
    greeting: 'Hello {{name}}, your <1>page</1> is linked',
    brand: 'Facebook',
  },
});

const problemsOf = (target: Record<string, unknown>, locale: string, latinScript = true) =>
  checkCatalog(source, flattenCatalog(target), locale, { latinScript }).map((item) => `${item.key}: ${item.problem}`);

describe('translation check', () => {
  it('accepts a complete translation with the plural forms of its language', () => {
    expect(
      problemsOf(
        {
          inbox: {
            title: 'Разговоры с вашими подписчиками',
            unread_one: '{{count, number}} непрочитанное сообщение',
            unread_few: '{{count, number}} непрочитанных сообщения',
            unread_many: '{{count, number}} непрочитанных сообщений',
            unread_other: '{{count, number}} непрочитанного сообщения',
            greeting: 'Здравствуйте, {{name}}, ваша <1>страница</1> подключена',
            brand: 'Facebook',
          },
        },
        'ru',
        false,
      ),
    ).toEqual([]);
  });

  it('names every missing key, missing plural form, extra key and changed placeholder', () => {
    expect(
      problemsOf(
        {
          inbox: {
            unread_one: '{{count, number}} непрочитанное сообщение',
            unread_other: '{{count, number}} непрочитанного сообщения',
            unread_zero: 'нет',
            greeting: 'Здравствуйте, {{имя}}, ваша <1>страница</1> подключена',
            brand: 'Facebook',
          },
        },
        'ru',
        false,
      ),
    ).toEqual([
      'inbox.title: missing',
      'inbox.unread_few: missing',
      'inbox.unread_many: missing',
      'inbox.greeting: placeholders <1> <1> имя instead of <1> <1> name',
      'inbox.unread_zero: not in the source',
    ]);
  });

  it('finds English left in a translation, in Latin script or not', () => {
    const english = { inbox: { title: 'Conversations with your subscribers' } };
    expect(problemsOf({ inbox: { ...english.inbox } }, 'fr')).toContain('inbox.title: left in English');
    expect(problemsOf({ inbox: { ...english.inbox } }, 'ja', false)).toContain('inbox.title: left in English');
  });

  it('takes the plural categories from the language (CLDR through Intl)', () => {
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralCategoriesOf('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
  });
});

describe('interface languages', () => {
  it('writes Arabic, Persian, Urdu, Hebrew and Central Kurdish right to left, and no other', () => {
    expect(interfaceLocales.filter((locale) => isRtl(locale)).sort()).toEqual(['ar', 'ckb', 'fa', 'he', 'ur']);
    expect(isRtl('fa-IR')).toBe(true);
  });

  it('takes the caller’s language, Arabic when none is given and English for one the product lacks', () => {
    expect(resolveInterfaceLocale('de-DE,de;q=0.9')).toBe('de');
    expect(resolveInterfaceLocale(undefined)).toBe('ar');
    expect(resolveInterfaceLocale('tlh')).toBe('en');
    expect(resolveInterfaceLocale('*')).toBe('ar');
    expect(resolveInterfaceLocale('tlh, fr;q=0.5, ja;q=0.8')).toBe('ja');
    expect(resolveInterfaceLocale('en-US;q=0.2, ckb-IQ')).toBe('ckb');
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale('ar-SY')).toBe('ar');
  });
});
