/** A name or description in the reader's language, else the store's first language, else any. */
export function localizedText(texts: Record<string, string>, locale: string, storeLocales: readonly string[]): string {
  const chosen = texts[locale] ?? storeLocales.map((code) => texts[code]).find((text) => text) ?? '';
  return chosen || (Object.values(texts).find((text) => text) ?? '');
}
