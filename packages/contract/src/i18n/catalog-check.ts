/**
 * Compares a translated message catalogue with its source (English): the same keys, the plural forms the
 * language needs (CLDR categories through Intl), the same placeholders and markup, and nothing left in English.
 * Used by the completeness tests of the web app's and the server's catalogues, and by `npm run i18n:check`.
 */

export type FlatCatalog = Record<string, string>;
export type CatalogProblem = { key: string; problem: string };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Words that stay as they are in every language: brands, formats, units. */
const untranslatedWords = new Set(
  [
    'facebook',
    'instagram',
    'messenger',
    'meta',
    'whatsapp',
    'graph',
    'api',
    'id',
    'url',
    'csv',
    'png',
    'jpg',
    'jpeg',
    'gif',
    'mp4',
    'pdf',
    'webp',
    'smtp',
    'https',
    'http',
    'www',
    'ok',
    'mb',
    'gb',
    'kb',
    'syp',
    'usd',
    'utc',
    'gmt',
    'json',
    'ip',
    'app',
    'reels',
    'reel',
    'emoji',
    'enter',
    'space',
    'delete',
    'escape',
    'esc',
    'tab',
    'shift',
    'ctrl',
    'xls',
    'xlsx',
    'doc',
    'docx',
    'rar',
    'zip',
    'txt',
    'mp3',
    'aac',
    'wav',
    'mov',
    'heic',
    'svg',
  ].map((word) => word.toLowerCase()),
);

export function flattenCatalog(tree: unknown, prefix = '', into: FlatCatalog = {}): FlatCatalog {
  if (typeof tree === 'string') {
    into[prefix] = tree;
    return into;
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flattenCatalog(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** Whether a plural category of the language serves more than one whole number (French "one": 0 and 1). */
function coversManyNumbers(locale: string, category: string): boolean {
  const rules = new Intl.PluralRules(locale);
  let numbers = 0;
  for (let n = 0; n <= 1000 && numbers < 2; n++) if (rules.select(n) === category) numbers++;
  return numbers > 1;
}

export function pluralCategoriesOf(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

function placeholdersOf(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]!.replace(/\s+/g, ''));
  const tags = [...text.matchAll(/<\/?([a-z0-9]+)\s*\/?>/gi)].map((match) => `<${match[1]}>`);
  const nesting = [...text.matchAll(/\$t\(([^)]+)\)/g)].map((match) => `$t(${match[1]})`);
  return [...found, ...tags, ...nesting].sort();
}

function sameList(left: string[], right: string[]): boolean {
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

/** Latin-letter words of a text that are not placeholders, markup, brands or units. */
function englishLookingWords(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  return (bare.match(/[A-Za-z][A-Za-z']+/g) ?? []).filter((word) => !untranslatedWords.has(word.toLowerCase()));
}

const latinScriptText = /[A-Za-zÀ-ɏ]/;

export function checkCatalog(
  source: FlatCatalog,
  target: FlatCatalog,
  locale: string,
  { latinScript }: { latinScript: boolean },
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const categories = pluralCategoriesOf(locale);
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(source)) {
    const plural = key.match(pluralSuffix);
    if (!plural) {
      expected.set(key, text);
      continue;
    }
    const base = key.slice(0, -plural[0].length);
    if (source[`${base}_other`] === undefined) {
      expected.set(key, text);
      continue;
    }
    for (const category of categories)
      expected.set(`${base}_${category}`, source[`${base}_${category}`] ?? source[`${base}_other`]!);
  }
  for (const [key, sourceText] of expected) {
    const text = target[key];
    if (text === undefined) {
      problems.push({ key, problem: 'missing' });
      continue;
    }
    if (text.trim() === '' && sourceText.trim() !== '') {
      problems.push({ key, problem: 'empty' });
      continue;
    }
    const isPlural = pluralSuffix.test(key) && expected.has(key.replace(pluralSuffix, '_other'));
    // Every plural form may use what the source's "other" form does (Russian "one" also covers 21, 31…).
    const wanted = placeholdersOf(isPlural ? expected.get(key.replace(pluralSuffix, '_other'))! : sourceText);
    const given = placeholdersOf(text);
    // A plural form may leave out what its number makes plain ("one file", "no permission is missing").
    const placeholdersAgree =
      isPlural && !key.endsWith('_other') ? given.every((item) => wanted.includes(item)) : sameList(wanted, given);
    if (!placeholdersAgree) {
      problems.push({ key, problem: `placeholders ${given.join(' ')} instead of ${wanted.join(' ')}` });
    }
    // French "one" is also 0, Russian "one" also 21: such a form must show the number, not say "one".
    const category = key.match(pluralSuffix)?.[1];
    const count = wanted.find((item) => item.startsWith('count'));
    if (isPlural && category && count && !given.includes(count) && coversManyNumbers(locale, category)) {
      problems.push({
        key,
        problem: `the "${category}" form also serves other numbers than one: it needs {{${count}}}`,
      });
    }
    const sourceWords = englishLookingWords(sourceText);
    if (sourceWords.length >= 2) {
      if (latinScript && text.trim() === sourceText.trim()) problems.push({ key, problem: 'left in English' });
      const bare = text.replace(/\{\{[^}]*\}\}/g, '').replace(/[A-Za-z]/g, '');
      if (!latinScript && !/\p{L}/u.test(bare) && englishLookingWords(text).length > 0) {
        problems.push({ key, problem: 'left in English' });
      }
      if (!latinScript && latinScriptText.test(text) && englishLookingWords(text).length >= 3) {
        problems.push({ key, problem: 'English words in a non-Latin translation' });
      }
    }
  }
  for (const key of Object.keys(target)) {
    if (!expected.has(key)) problems.push({ key, problem: 'not in the source' });
  }
  return problems;
}
