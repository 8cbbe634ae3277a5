import { readPageRequest, paginate, type PagedList } from '../paging.ts';
import type { GraphContext } from './context.ts';

export function listResponse<T>(
  ctx: GraphContext,
  items: T[],
  idOf: (item: T) => string,
  render: (item: T) => unknown,
): PagedList {
  return paginate(items, idOf, readPageRequest(ctx.query), ctx.link, render);
}

/**
 * Newest first. `items` come in creation order (the world's records are added as they happen), so two made in
 * the same millisecond are reversed first: the later one is the newer, as on Meta.
 */
export function newestFirst<T extends { createdAt: number }>(items: T[]): T[] {
  return [...items].reverse().sort((a, b) => b.createdAt - a.createdAt);
}

export function oldestFirst<T extends { createdAt: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.createdAt - b.createdAt);
}
