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

export function newestFirst<T extends { createdAt: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdAt - a.createdAt);
}

export function oldestFirst<T extends { createdAt: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.createdAt - b.createdAt);
}
