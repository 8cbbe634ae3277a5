/**
 * Arabic-aware matching of comments against a campaign's keywords and filter words: a keyword matches wherever it
 * appears in the comment once both are normalized ("سعر" matches "السعر؟" and "بكم السّعر"), so buyers' hamza
 * forms, taa marbuta, alef maqsura, diacritics, tatweel, Arabic-Indic digits and letter case do not matter.
 * There is no stemming: a plural such as "أسعار" needs its own keyword.
 */
const diacritics = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const tatweel = /\u0640/g;
const arabicIndicDigits = /[\u0660-\u0669]/g;
const easternArabicIndicDigits = /[\u06F0-\u06F9]/g;

export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(diacritics, '')
    .replace(tatweel, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(/\u0649/g, '\u064A') // ى → ي
    .replace(/\u0624/g, '\u0648') // ؤ → و
    .replace(/\u0626/g, '\u064A') // ئ → ي
    .replace(arabicIndicDigits, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndicDigits, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The first keyword found in the text (as a whole phrase inside it), or null. */
export function findKeyword(text: string, keywords: readonly string[]): string | null {
  const haystack = ` ${normalizeForMatching(text)} `;
  for (const keyword of keywords) {
    const needle = normalizeForMatching(keyword);
    if (needle && haystack.includes(needle)) return keyword;
  }
  return null;
}

export type CommentMatch =
  | { decision: 'filtered'; word: string }
  | { decision: 'matched'; keyword: string | null }
  | { decision: 'not-matching' };

/** Filter words win over keywords; no keywords means every comment matches. */
export function matchComment(
  text: string,
  rules: { keywords: readonly string[]; filterWords: readonly string[] },
): CommentMatch {
  const filtered = findKeyword(text, rules.filterWords);
  if (filtered) return { decision: 'filtered', word: filtered };
  if (rules.keywords.length === 0) return { decision: 'matched', keyword: null };
  const keyword = findKeyword(text, rules.keywords);
  return keyword ? { decision: 'matched', keyword } : { decision: 'not-matching' };
}
