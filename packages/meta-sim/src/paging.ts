import { invalidParameter } from './graph-error.ts';

export type PageRequest = {
  limit: number;
  after: string | null;
  before: string | null;
};

export type PagedList = {
  data: unknown[];
  paging?: { cursors: { before: string; after: string }; next?: string; previous?: string };
};

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

export function readPageRequest(query: Record<string, string>): PageRequest {
  const rawLimit = query.limit;
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== undefined && rawLimit !== '') {
    limit = Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 0) throw invalidParameter('Param limit must be a non-negative integer');
    limit = Math.min(limit, MAX_LIMIT);
  }
  return { limit, after: query.after || null, before: query.before || null };
}

export function encodeCursor(id: string): string {
  return Buffer.from(id).toString('base64url');
}

function decodeCursor(cursor: string): string {
  return Buffer.from(cursor, 'base64url').toString('utf8');
}

export type PagingLink = { baseUrl: string; query: Record<string, string> };

// Cursor paging over an already ordered list; cursors are the base64 of item ids, like Meta's opaque ones
export function paginate<T>(
  items: T[],
  idOf: (item: T) => string,
  request: PageRequest,
  link: PagingLink,
  render: (item: T) => unknown,
): PagedList {
  let start = 0;
  let end: number;
  if (request.after) {
    const index = items.findIndex((item) => idOf(item) === decodeCursor(request.after!));
    start = index < 0 ? items.length : index + 1;
    end = Math.min(items.length, start + request.limit);
  } else if (request.before) {
    const index = items.findIndex((item) => idOf(item) === decodeCursor(request.before!));
    end = index < 0 ? 0 : index;
    start = Math.max(0, end - request.limit);
  } else {
    end = Math.min(items.length, request.limit);
  }
  const slice = items.slice(start, end);
  if (slice.length === 0) return { data: [] };
  const first = encodeCursor(idOf(slice[0]!));
  const last = encodeCursor(idOf(slice[slice.length - 1]!));
  const paging: NonNullable<PagedList['paging']> = { cursors: { before: first, after: last } };
  if (end < items.length) paging.next = buildLink(link, { after: last });
  if (start > 0) paging.previous = buildLink(link, { before: first });
  return { data: slice.map(render), paging };
}

function buildLink(link: PagingLink, cursor: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(link.query)) {
    if (key === 'after' || key === 'before') continue;
    query.set(key, value);
  }
  if (!query.has('limit')) query.set('limit', String(DEFAULT_LIMIT));
  for (const [key, value] of Object.entries(cursor)) query.set(key, value);
  return `${link.baseUrl}?${query.toString()}`;
}
