import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { storeItems, storePages, stores } from '../../platform/db/schema.ts';

/** What other features read of a store: the page's store and its items as a customer sees them. */
export function createCatalogRepository(db: Db) {
  return {
    async storeOfPage(pageId: number) {
      const [row] = await db
        .select({ store: stores })
        .from(storePages)
        .innerJoin(stores, eq(stores.id, storePages.storeId))
        .where(eq(storePages.pageId, pageId))
        .limit(1);
      return row?.store ?? null;
    },

    /** The visible items of the page's store among `itemIds`, in the order asked. */
    async visibleItemsOfPage(pageId: number, itemIds: number[]) {
      if (itemIds.length === 0) return [];
      const rows = await db
        .select({ item: storeItems })
        .from(storeItems)
        .innerJoin(storePages, eq(storePages.storeId, storeItems.storeId))
        .where(and(eq(storePages.pageId, pageId), inArray(storeItems.id, itemIds), eq(storeItems.visible, true)))
        .orderBy(asc(storeItems.position), asc(storeItems.id));
      const byId = new Map(rows.map(({ item }) => [item.id, item]));
      return itemIds.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
