import type { LocaleEntry } from './locale-registry.ts';

/** A language's name in another language (Intl's), or its code where the browser has none. */
export function languageNameIn(id: string, inLocale: string): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(id) ?? id;
  } catch {
    return id;
  }
}

/**
 * How well a language answers a search: 0 its code, 1 one of its names exactly, 2 a name starting with the words,
 * 3 a name holding them, undefined not at all. Names: its own, in the current language, in English.
 */
function matchRank(entry: LocaleEntry, wanted: string, currentLocale: string): number | undefined {
  if (entry.id === wanted) return 0;
  const names = [entry.name, languageNameIn(entry.id, currentLocale), languageNameIn(entry.id, 'en')].map((name) =>
    name.toLocaleLowerCase(),
  );
  if (names.includes(wanted)) return 1;
  if (names.some((name) => name.startsWith(wanted))) return 2;
  if (names.some((name) => name.includes(wanted)) || entry.id.includes(wanted)) return 3;
  return undefined;
}

/**
 * The languages a search finds, the closest first (so typing "en" and pressing Enter gives English, not Slovenian),
 * otherwise in the registry's order. An empty search finds every language.
 */
export function searchLanguages(entries: readonly LocaleEntry[], query: string, currentLocale: string): LocaleEntry[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...entries];
  return entries
    .map((entry, order) => ({ entry, order, rank: matchRank(entry, wanted, currentLocale) }))
    .filter((found): found is { entry: LocaleEntry; order: number; rank: number } => found.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((found) => found.entry);
}
