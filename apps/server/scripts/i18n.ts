/**
 * The server's and the contract's translations (errors, validation, notifications, Messenger texts, mail, CSV).
 *   node apps/server/scripts/i18n.ts source <dir>        writes the English and Arabic sources to translate from
 *   node apps/server/scripts/i18n.ts check [locale ...]  checks translations against the English source
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalog } from '../../../packages/contract/src/i18n/catalog-check.ts';
import { usesLatinScript } from '../../../packages/contract/src/i18n/locale-scripts.ts';
import {
  contractSourceTexts,
  contractTranslationsDir,
  readTranslations,
  serverSourceTexts,
  serverTranslationsDir,
  translatedServerLocales,
} from '../src/platform/i18n/server-texts.ts';

export function serverTranslationProblems(locale: string): string[] {
  const problems: string[] = [];
  const parts = [
    { name: 'server', dir: serverTranslationsDir, source: serverSourceTexts('en') },
    { name: 'contract', dir: contractTranslationsDir, source: contractSourceTexts('en') },
  ];
  for (const { name, dir, source } of parts) {
    let target: Record<string, string> | null;
    try {
      target = readTranslations(dir, locale);
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    if (!target) {
      problems.push(`${name}: ${join(dir, `${locale}.json`)} missing`);
      continue;
    }
    for (const { key, problem } of checkCatalog(source, target, locale, { latinScript: usesLatinScript(locale) })) {
      problems.push(`${name} ${key}: ${problem}`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'source') {
    const dir = rest[0] ?? 'i18n-source';
    mkdirSync(dir, { recursive: true });
    for (const locale of ['en', 'ar'] as const) {
      writeFileSync(join(dir, `server.${locale}.json`), `${JSON.stringify(serverSourceTexts(locale), null, 2)}\n`);
      writeFileSync(join(dir, `contract.${locale}.json`), `${JSON.stringify(contractSourceTexts(locale), null, 2)}\n`);
    }
    console.log(`wrote server.en.json, server.ar.json, contract.en.json, contract.ar.json in ${dir}`);
  } else if (command === 'check') {
    const locales = rest.length > 0 ? rest : translatedServerLocales();
    let failed = false;
    for (const locale of locales) {
      const problems = serverTranslationProblems(locale);
      console.log(`${locale}: ${problems.length === 0 ? 'complete' : `${problems.length} problems`}`);
      for (const problem of problems.slice(0, 200)) console.log(`  ${problem}`);
      if (problems.length > 0) failed = true;
    }
    process.exit(failed ? 1 : 0);
  } else {
    console.error('Usage: node apps/server/scripts/i18n.ts source <dir> | check [locale ...]');
    process.exit(2);
  }
}
