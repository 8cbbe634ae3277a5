import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  pageOwners,
  storeCategories,
  storeItems,
  storePages,
  stores,
  webviewTemplates,
} from '../../platform/db/schema.ts';

export type StoreRow = typeof stores.$inferSelect;
export type CategoryRow = typeof storeCategories.$inferSelect;
export type ItemRow = typeof storeItems.$inferSelect;
export type NewItem = Omit<typeof storeItems.$inferInsert, 'id' | 'storeId' | 'position'>;

/** The owner's side of the store: every query is scoped by the store's owner. */
export function createStoreRepository(db: Db) {
  const positionsOf = async (table: typeof storeItems | typeof storeCategories, ids: number[]) => {
    // One statement: each id gets its place in the list.
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
      sql` `,
    );
    await db
      .update(table)
      .set({ position: sql`(case ${table.id} ${cases} end)::int` })
      .where(inArray(table.id, ids));
  };

  return {
    async ownedStore(ownerUserId: number, storeId: number) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, storeId), eq(stores.ownerUserId, ownerUserId)))
        .limit(1);
      return row ?? null;
    },

    async storesOf(ownerUserId: number) {
      const rows = await db.select().from(stores).where(eq(stores.ownerUserId, ownerUserId)).orderBy(asc(stores.id));
      const ids = rows.map((store) => store.id);
      if (ids.length === 0) return [];
      const [pagesOf, categoryCounts, itemCounts] = await Promise.all([
        db
          .select({ storeId: storePages.storeId, pageId: storePages.pageId })
          .from(storePages)
          .where(inArray(storePages.storeId, ids))
          .orderBy(asc(storePages.pageId)),
        db
          .select({ storeId: storeCategories.storeId, count: count() })
          .from(storeCategories)
          .where(inArray(storeCategories.storeId, ids))
          .groupBy(storeCategories.storeId),
        db
          .select({ storeId: storeItems.storeId, count: count() })
          .from(storeItems)
          .where(inArray(storeItems.storeId, ids))
          .groupBy(storeItems.storeId),
      ]);
      const countOf = (list: { storeId: number; count: number }[], id: number) =>
        Number(list.find((entry) => entry.storeId === id)?.count ?? 0);
      return rows.map((store) => ({
        store,
        pageIds: pagesOf.filter((entry) => entry.storeId === store.id).map((entry) => entry.pageId),
        categoriesCount: countOf(categoryCounts, store.id),
        itemsCount: countOf(itemCounts, store.id),
      }));
    },

    async createStore(ownerUserId: number, name: string) {
      const [row] = await db
        .insert(stores)
        .values({ ownerUserId, name, locales: ['ar', 'en'] })
        .returning();
      return row!;
    },

    async updateStore(storeId: number, values: Partial<typeof stores.$inferInsert>) {
      await db
        .update(stores)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(stores.id, storeId));
    },

    async deleteStore(storeId: number) {
      await db.delete(stores).where(eq(stores.id, storeId));
    },

    /** Of `pageIds`, those the owner owns. */
    async ownedPageIds(ownerUserId: number, pageIds: number[]) {
      if (pageIds.length === 0) return [];
      const rows = await db
        .select({ pageId: pageOwners.pageId })
        .from(pageOwners)
        .where(and(eq(pageOwners.userId, ownerUserId), inArray(pageOwners.pageId, pageIds)));
      return rows.map((row) => row.pageId);
    },

    /** Of `pageIds`, those another owner's store sells from. */
    async pagesOfOthersStores(ownerUserId: number, pageIds: number[]) {
      if (pageIds.length === 0) return [];
      const rows = await db
        .select({ pageId: storePages.pageId })
        .from(storePages)
        .innerJoin(stores, eq(stores.id, storePages.storeId))
        .where(and(inArray(storePages.pageId, pageIds), ne(stores.ownerUserId, ownerUserId)));
      return rows.map((row) => row.pageId);
    },

    async pageIdsOf(storeId: number) {
      const rows = await db
        .select({ pageId: storePages.pageId })
        .from(storePages)
        .where(eq(storePages.storeId, storeId))
        .orderBy(asc(storePages.pageId));
      return rows.map((row) => row.pageId);
    },

    /** The store sells from exactly `pageIds` (moved here from the owner's other stores). */
    async setPages(storeId: number, pageIds: number[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(storePages)
          .where(
            pageIds.length === 0
              ? eq(storePages.storeId, storeId)
              : or(eq(storePages.storeId, storeId), inArray(storePages.pageId, pageIds)),
          );
        if (pageIds.length > 0) await tx.insert(storePages).values(pageIds.map((pageId) => ({ pageId, storeId })));
      });
    },

    async orderFormsOf(ownerUserId: number) {
      return db
        .select({ id: webviewTemplates.id, name: webviewTemplates.name })
        .from(webviewTemplates)
        .where(eq(webviewTemplates.ownerUserId, ownerUserId))
        .orderBy(asc(webviewTemplates.id));
    },

    async categoriesOf(storeId: number) {
      return db
        .select()
        .from(storeCategories)
        .where(eq(storeCategories.storeId, storeId))
        .orderBy(asc(storeCategories.position), asc(storeCategories.id));
    },

    async itemCountsByCategory(storeId: number) {
      const rows = await db
        .select({ categoryId: storeItems.categoryId, count: count() })
        .from(storeItems)
        .where(eq(storeItems.storeId, storeId))
        .groupBy(storeItems.categoryId);
      return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
    },

    /** A category with its store, if the owner's. */
    async ownedCategory(ownerUserId: number, categoryId: number) {
      const [row] = await db
        .select({ category: storeCategories, store: stores })
        .from(storeCategories)
        .innerJoin(stores, eq(stores.id, storeCategories.storeId))
        .where(and(eq(storeCategories.id, categoryId), eq(stores.ownerUserId, ownerUserId)))
        .limit(1);
      return row ?? null;
    },

    async insertCategory(values: {
      storeId: number;
      parentId: number | null;
      level: number;
      names: Record<string, string>;
    }) {
      const [last] = await db
        .select({ max: sql<number | null>`max(${storeCategories.position})` })
        .from(storeCategories)
        .where(
          and(
            eq(storeCategories.storeId, values.storeId),
            values.parentId === null ? isNull(storeCategories.parentId) : eq(storeCategories.parentId, values.parentId),
          ),
        );
      const [row] = await db
        .insert(storeCategories)
        .values({ ...values, position: (last?.max ?? -1) + 1 })
        .returning();
      return row!;
    },

    /** Moves or renames a category; `levels` are the new levels of it and its subcategories. */
    async updateCategory(
      categoryId: number,
      values: { parentId: number | null; names: Record<string, string> },
      levels: Map<number, number>,
    ) {
      await db.transaction(async (tx) => {
        await tx.update(storeCategories).set(values).where(eq(storeCategories.id, categoryId));
        for (const [id, level] of levels)
          await tx.update(storeCategories).set({ level }).where(eq(storeCategories.id, id));
      });
    },

    async deleteCategory(categoryId: number) {
      await db.delete(storeCategories).where(eq(storeCategories.id, categoryId));
    },

    reorderCategories: (ids: number[]) => positionsOf(storeCategories, ids),
    reorderItems: (ids: number[]) => positionsOf(storeItems, ids),

    async items(storeId: number, filter: { categoryId?: number; search?: string; limit: number; offset: number }) {
      const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        eq(storeItems.storeId, storeId),
        filter.categoryId === undefined ? undefined : eq(storeItems.categoryId, filter.categoryId),
        pattern === null
          ? undefined
          : or(ilike(sql`${storeItems.names}::text`, pattern), ilike(sql`${storeItems.descriptions}::text`, pattern)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(storeItems)
          .where(where)
          .orderBy(asc(storeItems.position), asc(storeItems.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(storeItems).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    async ownedItem(ownerUserId: number, itemId: number) {
      const [row] = await db
        .select({ item: storeItems, store: stores })
        .from(storeItems)
        .innerJoin(stores, eq(stores.id, storeItems.storeId))
        .where(and(eq(storeItems.id, itemId), eq(stores.ownerUserId, ownerUserId)))
        .limit(1);
      return row ?? null;
    },

    async itemIdsOf(storeId: number) {
      const rows = await db
        .select({ id: storeItems.id })
        .from(storeItems)
        .where(eq(storeItems.storeId, storeId))
        .orderBy(asc(storeItems.position), asc(storeItems.id));
      return rows.map((row) => row.id);
    },

    /** A new item goes last. */
    async insertItem(storeId: number, values: NewItem) {
      const [last] = await db
        .select({ max: sql<number | null>`max(${storeItems.position})` })
        .from(storeItems)
        .where(eq(storeItems.storeId, storeId));
      const [row] = await db
        .insert(storeItems)
        .values({ ...values, storeId, position: (last?.max ?? -1) + 1 })
        .returning();
      return row!;
    },

    async updateItem(itemId: number, values: Partial<NewItem>) {
      const [row] = await db
        .update(storeItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(storeItems.id, itemId))
        .returning();
      return row!;
    },

    async deleteItem(itemId: number) {
      await db.delete(storeItems).where(eq(storeItems.id, itemId));
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;
