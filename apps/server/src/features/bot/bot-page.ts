import { featureGroups } from '@app/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { pageFeatures, pages } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';

const botFeatureSlugs = [...featureGroups.has_bot];

/**
 * The page a bot screen acts on (the page-id header; ownership is the request context's), as the reply screens
 * require theirs: the header given (422), the page there and not removed (404), with the bot in its plan (403).
 * The bot replies and the flows share it.
 */
export function createBotPages(db: Db) {
  return {
    async require(pageId: number | null): Promise<number> {
      if (pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
      const [page] = await db
        .select({
          id: pages.id,
          hasBot: sql<boolean>`exists (select 1 from ${pageFeatures}
            where ${pageFeatures.pageId} = ${pages.id} and ${inArray(pageFeatures.slug, botFeatureSlugs)})`,
        })
        .from(pages)
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)));
      if (!page) throw notFound();
      if (!page.hasBot) throw new AppError('forbidden', { messageKey: 'feature-missing' });
      return page.id;
    },
  };
}
export type BotPages = ReturnType<typeof createBotPages>;
