/**
 * Checks the web app's translations against the English source: every file, every key, the plural forms each
 * language needs, the same placeholders, nothing left in English, and the language's glossary.
 * Usage: node apps/web/scripts/check-locales.ts [locale ...]   (no locale: every translated one)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalog, flattenCatalog } from '../../../packages/contract/src/i18n/catalog-check.ts';
import { glossaryTerms, usesLatinScript } from '../../../packages/contract/src/i18n/locale-scripts.ts';
import { storeLocales } from '../../../packages/contract/src/store-locales.ts';
import { en as webViewSource } from '../src/order-form/strings-source.ts';

const localesDir = join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'locales');
const webViewLocalesDir = join(import.meta.dirname, '..', 'src', 'order-form', 'locales');
const glossaryDir = join(import.meta.dirname, '..', '..', '..', 'docs', 'i18n', 'glossary');
const sourceLocale = 'en';
const authoredLocales = new Set(['en', 'ar']);

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const sourceFiles = readdirSync(join(localesDir, sourceLocale)).filter((file) => file.endsWith('.json'));

export function problemsOfLocale(locale: string): string[] {
  const problems: string[] = [];
  const dir = join(localesDir, locale);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  for (const file of files) if (!sourceFiles.includes(file)) problems.push(`${file}: not in the source`);
  for (const file of sourceFiles) {
    if (!files.includes(file)) {
      problems.push(`${file}: missing`);
      continue;
    }
    let target: unknown;
    try {
      target = readJson(join(dir, file));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const source = flattenCatalog(readJson(join(localesDir, sourceLocale, file)));
    for (const { key, problem } of checkCatalog(source, flattenCatalog(target), locale, {
      latinScript: usesLatinScript(locale),
    })) {
      problems.push(`${file} ${key}: ${problem}`);
    }
  }
  if (!authoredLocales.has(locale) && (storeLocales as readonly string[]).includes(locale)) {
    problems.push(...webViewProblems(locale));
  }
  if (!authoredLocales.has(locale)) {
    const glossaryFile = join(glossaryDir, `${locale}.json`);
    if (!existsSync(glossaryFile)) problems.push(`docs/i18n/glossary/${locale}.json: missing`);
    else {
      const glossary = readJson(glossaryFile) as Record<string, string>;
      for (const term of glossaryTerms) if (!glossary[term]?.trim()) problems.push(`glossary: no term for "${term}"`);
    }
  }
  return problems;
}

/** The customer web view's words (order-form/locales/<locale>.json), for a store language. */
function webViewProblems(locale: string): string[] {
  const file = join(webViewLocalesDir, `${locale}.json`);
  if (!existsSync(file)) return [`order-form/locales/${locale}.json: missing`];
  let target: unknown;
  try {
    target = readJson(file);
  } catch (error) {
    return [`order-form/locales/${locale}.json: not valid JSON (${(error as Error).message})`];
  }
  return checkCatalog(flattenCatalog(webViewSource), flattenCatalog(target), locale, {
    latinScript: usesLatinScript(locale),
  }).map(({ key, problem }) => `order-form/locales/${locale}.json ${key}: ${problem}`);
}

export function translatedLocales(): string[] {
  return readdirSync(localesDir).filter((locale) => locale !== sourceLocale);
}

if (import.meta.main) {
  const locales = process.argv.length > 2 ? process.argv.slice(2) : translatedLocales();
  let failed = false;
  for (const locale of locales) {
    const problems = problemsOfLocale(locale);
    console.log(`${locale}: ${problems.length === 0 ? 'complete' : `${problems.length} problems`}`);
    for (const problem of problems.slice(0, 200)) console.log(`  ${problem}`);
    if (problems.length > 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}
