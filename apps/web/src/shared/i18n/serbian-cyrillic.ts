import type { Locale as AntdLocale } from 'antd/es/locale';

const digraphs: Record<string, string> = {
  Lj: 'Љ',
  LJ: 'Љ',
  lj: 'љ',
  Nj: 'Њ',
  NJ: 'Њ',
  nj: 'њ',
  Dž: 'Џ',
  DŽ: 'Џ',
  dž: 'џ',
};
const letters: Record<string, string> = {
  A: 'А',
  B: 'Б',
  V: 'В',
  G: 'Г',
  D: 'Д',
  Đ: 'Ђ',
  E: 'Е',
  Ž: 'Ж',
  Z: 'З',
  I: 'И',
  J: 'Ј',
  K: 'К',
  L: 'Л',
  M: 'М',
  N: 'Н',
  O: 'О',
  P: 'П',
  R: 'Р',
  S: 'С',
  T: 'Т',
  Ć: 'Ћ',
  U: 'У',
  F: 'Ф',
  H: 'Х',
  C: 'Ц',
  Č: 'Ч',
  Š: 'Ш',
};
for (const [latin, cyrillic] of Object.entries(letters)) letters[latin.toLowerCase()] = cyrillic.toLowerCase();

function transliterate(text: string): string {
  // `${label}` and the like are Ant Design's placeholders, not words.
  return text
    .split(/(\$\{[^}]*\})/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            /Lj|LJ|lj|Nj|NJ|nj|Dž|DŽ|dž|[A-Za-zĐđŽžĆćČčŠš]/g,
            (match) => digraphs[match] ?? letters[match] ?? match,
          ),
    )
    .join('');
}

function convert(value: unknown, key: string): unknown {
  if (typeof value === 'string') return key === 'locale' || /format/i.test(key) ? value : transliterate(value);
  if (Array.isArray(value)) return value.map((item) => convert(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, convert(item, name)]));
  }
  return value;
}

/** Ant Design's Serbian strings written in Cyrillic, the script of our Serbian. */
export function toSerbianCyrillic(locale: AntdLocale): AntdLocale {
  return convert(locale, '') as AntdLocale;
}
