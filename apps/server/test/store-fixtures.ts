import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database.ts';
import { pageOwners, pages, storeItems, storePages, stores } from '../src/platform/db/schema.ts';

/** The page's store (made for the page's first owner when it has none) and items added to it, as the store screens would. */
export async function storeWithItems(
  db: Db,
  pageId: number,
  items: Array<Partial<typeof storeItems.$inferInsert> & { names: Record<string, string> }>,
) {
  const [linked] = await db.select().from(storePages).where(eq(storePages.pageId, pageId)).limit(1);
  let storeId = linked?.storeId;
  if (!storeId) {
    const [owner] = await db
      .select({ userId: pageOwners.userId })
      .from(pageOwners)
      .where(eq(pageOwners.pageId, pageId))
      .orderBy(asc(pageOwners.userId))
      .limit(1);
    if (!owner) throw new Error(`page ${pageId} has no owner to make a store for`);
    const ownerUserId = owner.userId;
    const [store] = await db
      .insert(stores)
      .values({ ownerUserId, name: 'Test store', locales: ['ar', 'en'] })
      .returning();
    storeId = store!.id;
    await db.insert(storePages).values({ pageId, storeId });
  }
  const rows = await db
    .insert(storeItems)
    .values(
      items.map((item, index) => ({
        storeId: storeId!,
        sellPrice: 100,
        mainImageUrl: `https://cdn.example/item-${index}.jpg`,
        ...item,
      })),
    )
    .returning();
  return { storeId, items: rows };
}

export async function setPageDomain(db: Db, pageId: number, domain: string | null) {
  await db.update(pages).set({ domain }).where(eq(pages.id, pageId));
}
