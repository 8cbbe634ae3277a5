import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { pages, storeItems } from '../../../platform/db/schema.ts';

/** The most items a picker lists (a store with more is searched in its own screens). */
const pickerItemLimit = 200;

/** What product cards read besides the catalog: the page's web-view domain and a store's visible items. */
export function createProductCardsRepository(db: Db) {
  return {
    async pageDomain(pageId: number): Promise<string | null> {
      const [row] = await db.select({ domain: pages.domain }).from(pages).where(eq(pages.id, pageId)).limit(1);
      return row?.domain ?? null;
    },

    async visibleItemsOfStore(storeId: number) {
      return db
        .select()
        .from(storeItems)
        .where(and(eq(storeItems.storeId, storeId), eq(storeItems.visible, true)))
        .orderBy(asc(storeItems.position), asc(storeItems.id))
        .limit(pickerItemLimit);
    },
  };
}
