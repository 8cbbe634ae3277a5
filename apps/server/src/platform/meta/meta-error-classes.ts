/**
 * What a Graph error means for sending, in one table: every error Meta answers falls in exactly one class.
 * - retry-later: Meta failed for now; the same call may succeed shortly.
 * - slow-down: a rate limit; the page (or, for app-level limits, every page of the app) waits before calling again.
 * - item-only: this comment or this person cannot get this reply; skip it, the campaign runs on.
 * - page-needs-action: the page's token or a permission is missing; the owner must reconnect it.
 * - policy-block: Meta blocked the page from this action for a while (368, 10/1893063); its sending pauses until then.
 * What each class does to the item, the page and the app is `meta-outcome.ts`'s.
 */
export type MetaErrorClass = 'retry-later' | 'slow-down' | 'item-only' | 'page-needs-action' | 'policy-block';

/** Why one item was skipped; each value is also a trail reason with a message in every language. */
export type ItemFailure =
  | 'comment-unavailable'
  | 'already-replied'
  | 'not-replyable'
  | 'person-unavailable'
  | 'commenter-is-page'
  | 'outside-messaging-window'
  | 'attachment-failed'
  | 'meta-refused-item';

export type MetaErrorFacts = {
  code: number | undefined;
  subcode: number | undefined;
  isTransient: boolean;
  message: string;
  httpStatus: number;
};

export type MetaErrorClassification = {
  errorClass: MetaErrorClass;
  /** Row name in the table (for logs and tests). */
  row: string;
  /** slow-down: the whole app waits (code 4 and other app-level limits), not only the page that called. */
  appWide: boolean;
  /** item-only: why the item was skipped. */
  itemFailure: ItemFailure | null;
  /** page-needs-action: the token itself is refused (190 and its kin), or a permission (10, 200-299). */
  pageProblem: 'token' | 'permission' | null;
  /** page-needs-action: the permission Meta named as missing, when it named one. */
  missingPermission: string | null;
  /** policy-block: how long Meta said the block lasts (default a day when it did not say). */
  pauseMs: number | null;
};

export const defaultPolicyPauseMs = 24 * 3_600_000;

const permissionPattern =
  /\b(pages_[a-z_]+|instagram_[a-z_]+|business_management|read_insights|publish_video|public_profile|whatsapp_[a-z_]+|ads_[a-z_]+|leads_retrieval)\b/;

/** The permission a "(#200) ... pages_messaging" style message names, if any. */
export function permissionNamedIn(message: string): string | null {
  return permissionPattern.exec(message)?.[1] ?? null;
}

const mentionsPermission = (message: string) => /permission/i.test(message) || permissionNamedIn(message) !== null;
const isTokenCode = (code: number) => [190, 102, 458, 459, 460, 463, 464, 467, 492].includes(code);
const isPermissionRange = (code: number) => code === 10 || (code >= 200 && code <= 299);

/** 368's message sometimes says how long ("for 3 days", "for 24 hours"); otherwise a day. */
export function policyPauseOf(message: string): number {
  const match = /(\d+)\s*(minute|hour|day|week)s?/i.exec(message);
  if (!match) return defaultPolicyPauseMs;
  const unit = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 }[
    match[2]!.toLowerCase() as 'minute' | 'hour' | 'day' | 'week'
  ];
  return Number(match[1]) * unit;
}

type Row = {
  row: string;
  errorClass: MetaErrorClass;
  matches: (facts: MetaErrorFacts) => boolean;
  itemFailure?: ItemFailure;
  appWide?: boolean;
};

/** First matching row wins; the order matters (Meta marks throttling `is_transient`, for one). */
export const metaErrorTable: readonly Row[] = [
  {
    row: 'app rate limit (4, 341)',
    errorClass: 'slow-down',
    appWide: true,
    matches: (e) => e.code === 4 || e.code === 341,
  },
  {
    row: 'page or user rate limit (17, 32, 613, 80000-80014)',
    errorClass: 'slow-down',
    matches: (e) =>
      e.code === 17 || e.code === 32 || e.code === 613 || (e.code !== undefined && e.code >= 80000 && e.code <= 80014),
  },
  {
    row: 'token (190 and its subcodes)',
    errorClass: 'page-needs-action',
    matches: (e) => e.code !== undefined && isTokenCode(e.code),
  },
  { row: 'policy block (368)', errorClass: 'policy-block', matches: (e) => e.code === 368 },
  {
    row: 'page restricted from sending (10/1893063)',
    errorClass: 'policy-block',
    matches: (e) => e.code === 10 && e.subcode === 1893063,
  },
  {
    row: 'deleted or invisible object (100/33)',
    errorClass: 'item-only',
    itemFailure: 'comment-unavailable',
    matches: (e) => e.code === 100 && (e.subcode === 33 || e.subcode === 2018292),
  },
  {
    row: 'already replied (10900, 10/2534014)',
    errorClass: 'item-only',
    itemFailure: 'already-replied',
    matches: (e) => e.code === 10900 || (e.code === 10 && e.subcode === 2534014),
  },
  {
    row: 'not replyable (10902)',
    errorClass: 'item-only',
    itemFailure: 'not-replyable',
    matches: (e) => e.code === 10902,
  },
  {
    row: 'person unavailable (551)',
    errorClass: 'item-only',
    itemFailure: 'person-unavailable',
    matches: (e) => e.code === 551,
  },
  {
    row: 'outside the messaging window (10/2018278, 10/2534022)',
    errorClass: 'item-only',
    itemFailure: 'outside-messaging-window',
    matches: (e) => e.code === 10 && (e.subcode === 2018278 || e.subcode === 2534022),
  },
  {
    row: 'attachment fetch failure (100/2018008, 100/2018047, 1609005)',
    errorClass: 'item-only',
    itemFailure: 'attachment-failed',
    matches: (e) => (e.code === 100 && (e.subcode === 2018008 || e.subcode === 2018047)) || e.code === 1609005,
  },
  {
    row: 'missing permission (10, 200-299 naming a permission)',
    errorClass: 'page-needs-action',
    matches: (e) => e.code !== undefined && isPermissionRange(e.code) && mentionsPermission(e.message),
  },
  {
    row: 'refused for one recipient (10, 200-299 without a permission: a comment by another Page)',
    errorClass: 'item-only',
    itemFailure: 'commenter-is-page',
    matches: (e) => e.code !== undefined && isPermissionRange(e.code),
  },
  {
    row: 'temporary (1, 2, is_transient, HTTP 5xx, no answer)',
    errorClass: 'retry-later',
    matches: (e) => e.code === 1 || e.code === 2 || e.isTransient || e.httpStatus >= 500 || e.httpStatus === 0,
  },
  {
    row: 'anything else refused for this item',
    errorClass: 'item-only',
    itemFailure: 'meta-refused-item',
    matches: () => true,
  },
];

export function classifyMetaError(facts: MetaErrorFacts): MetaErrorClassification {
  const found = metaErrorTable.find((row) => row.matches(facts))!;
  const itemFailure =
    found.itemFailure === 'commenter-is-page' && !/page/i.test(facts.message)
      ? 'meta-refused-item'
      : (found.itemFailure ?? null);
  const pageProblem =
    found.errorClass !== 'page-needs-action'
      ? null
      : facts.code !== undefined && isTokenCode(facts.code)
        ? 'token'
        : 'permission';
  return {
    errorClass: found.errorClass,
    row: found.row,
    appWide: found.appWide ?? false,
    itemFailure,
    pageProblem,
    missingPermission: found.errorClass === 'page-needs-action' ? permissionNamedIn(facts.message) : null,
    pauseMs: found.errorClass === 'policy-block' ? policyPauseOf(facts.message) : null,
  };
}
