/**
 * What the admin's searches (`admin_search_page_ids`, `admin_search_instagram_ids` in admin/sql/admin-search.sql)
 * are given for a term: the prefix as the range [from, to) of a text_pattern_ops index on lower(...), and the term
 * as an exact Meta id and an exact id of ours when it is a number. Such an index compares the texts' UTF-8 bytes,
 * whose order is the order of code points, so the texts starting with a prefix are exactly those from the prefix
 * up to (not including) the prefix with its last code point raised by one.
 */
export type SearchArguments = [
  from: string | null,
  to: string | null,
  limit: number,
  exactMetaId: string | null,
  exactId: number | null,
];

const largestCodePoint = 0x10ffff;
const largestId = 2_147_483_647;

/** The first text after every text starting with `prefix`; null when none exists (only U+10FFFF in it). */
export function afterPrefix(prefix: string): string | null {
  const codePoints = [...prefix];
  while (codePoints.length > 0) {
    let next = codePoints.pop()!.codePointAt(0)! + 1;
    // Surrogates are not characters: a text cannot hold them.
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= largestCodePoint) return codePoints.join('') + String.fromCodePoint(next);
  }
  return null;
}

/**
 * No term (or nothing left of it once `prefixOf` has taken what is not part of a name, as Instagram's "@"): the
 * newest, from null. A term of only U+10FFFF (a noncharacter) matches no prefix: to null.
 */
export function searchArguments(
  term: string,
  limit: number,
  prefixOf: (term: string) => string = (whole) => whole,
): SearchArguments {
  const from = prefixOf(term).toLowerCase();
  if (!from) return [null, null, limit, null, null];
  const numeric = /^\d{1,20}$/.test(term);
  return [
    from,
    afterPrefix(from),
    limit,
    numeric ? term : null,
    numeric && Number(term) <= largestId ? Number(term) : null,
  ];
}
