import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { pages } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';

/**
 * The page a bot screen acts on (the page-id header; ownership is the request context's, the bot feature the route's),
 * as the reply screens require theirs: the header given (422), the page there and not removed (404). The bot replies
 * and the flows share it.
 */
export function createBotPages(db: Db) {
  return {
    async require(pageId: number | null): Promise<number> {
      if (pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
      const [page] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)));
      if (!page) throw notFound();
      return page.id;
    },
  };
}
export type BotPages = ReturnType<typeof createBotPages>;
