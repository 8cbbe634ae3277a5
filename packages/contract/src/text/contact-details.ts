/**
 * Whether a comment shows a way to reach someone outside the page: a phone number or a link. Reply campaigns can
 * hide such comments (competitors and scammers post them under sellers' posts). It errs on the side of leaving a
 * comment visible: prices ("1500 ل.س", "15 000 000 ليرة"), dates ("2026-11-28"), quantities and short numbers are
 * not phone numbers.
 */
export type ContactDetail = 'phone-number' | 'link';

const arabicIndicDigits = /[\u0660-\u0669]/g;
const easternArabicIndicDigits = /[\u06F0-\u06F9]/g;

function withLatinDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(arabicIndicDigits, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndicDigits, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

// Digits with the separators people type in phone numbers (spaces, dashes, dots, brackets), an optional + or 00.
const phoneCandidate = /(?<![\p{L}\p{N}])(?:\+|00)?\(?\d(?:[ \u00A0\-.()]{0,2}\d)+(?![\p{N}])/gu;
/** E.164 allows 15 digits; local numbers in the region have at least 8 (a landline with its area code). */
const phoneDigits = { min: 8, max: 15 };
const datePattern = /^(?:\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{1,2}[-.]\d{1,2}[-.]\d{4})$/;
/** A currency right after the number makes it a price ("1 500 000 ل.س", "250000 SYP", "99.99$"). */
const currencyAfter =
  /^\s*(?:ل\.?\s?س|ل\.?\s?ل|ليرة|ليره|ل\.?\s?ت|دولار|\$|€|£|ريال|ر\.?\s?س|جنيه|ج\.?\s?م|درهم|د\.?\s?إ|دينار|د\.?\s?ك|د\.?\s?ع|د\.?\s?أ|syp|usd|sar|egp|aed|kwd|iqd|jod|lbp|try|eur|tl)/iu;
const currencyBefore = /(?:\$|€|£|usd|sar|aed|egp|syp)\s*$/iu;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(phoneCandidate)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits < phoneDigits.min || digits > phoneDigits.max) continue;
    if (datePattern.test(candidate)) continue;
    const start = match.index;
    const after = text.slice(start + match[0].length);
    const before = text.slice(0, start);
    if (currencyAfter.test(after) || currencyBefore.test(before)) continue;
    return true;
  }
  return false;
}

// Common top-level domains, generic and of the region, and the link shorteners' (wa.me, t.me, bit.ly).
const topLevelDomains = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'me',
  'ly',
  'link',
  'shop',
  'store',
  'online',
  'site',
  'website',
  'app',
  'xyz',
  'top',
  'club',
  'live',
  'page',
  'tv',
  'cc',
  'gl',
  'gg',
  'sy',
  'sa',
  'ae',
  'eg',
  'iq',
  'jo',
  'lb',
  'kw',
  'qa',
  'bh',
  'om',
  'ma',
  'dz',
  'tn',
  'ps',
  'ye',
  'sd',
  'tr',
  'uk',
  'de',
  'fr',
  'us',
  'ru',
  'in',
];
const withScheme = /(?:https?:\/\/|www\.)[^\s]+/iu;
const bareDomain = new RegExp(
  `(?<![\\p{L}\\p{N}@._-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${topLevelDomains.join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

function hasLink(text: string): boolean {
  return withScheme.test(text) || bareDomain.test(text);
}

/** The first contact detail found in the text ("phone-number" before "link"), or null. */
export function findContactDetail(text: string): ContactDetail | null {
  const latin = withLatinDigits(text);
  if (hasPhoneNumber(latin)) return 'phone-number';
  if (hasLink(latin)) return 'link';
  return null;
}
