import { eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database.ts';
import { pages, storeItems, storePages, stores } from '../src/platform/db/schema.ts';
import type { TestServer } from './test-server.ts';

let counter = 0;

/**
 * A page that sells: a web-view domain, a store (Arabic then English, Syrian pounds) linked to it and two visible
 * products, one hidden and one out of stock. There is no sender of product cards yet, so links are issued directly.
 */
export async function sellingPage(
  db: Db,
  ownerUserId: number,
  pageId: number,
  options: { domain?: string | null; locales?: string[]; imageUrls?: [string, string] } = {},
) {
  counter += 1;
  const domain = options.domain === undefined ? 'https://shop.example' : options.domain;
  await db.update(pages).set({ domain }).where(eq(pages.id, pageId));
  const [store] = await db
    .insert(stores)
    .values({
      ownerUserId,
      name: `متجر ${counter}`,
      locales: options.locales ?? ['ar', 'en'],
      currency: 'SYP',
      contact: { phone: '+963944000111', whatsapp: '+963944000111' },
    })
    .returning();
  await db
    .insert(storePages)
    .values({ pageId, storeId: store!.id })
    .onConflictDoUpdate({
      target: storePages.pageId,
      set: { storeId: store!.id },
    });
  const item = (names: Record<string, string>, price: number, more: Partial<typeof storeItems.$inferInsert> = {}) => ({
    storeId: store!.id,
    names,
    descriptions: { ar: 'قطن مصري، مقاسات من S إلى XL', en: 'Egyptian cotton, sizes S to XL' },
    sellPrice: price,
    mainImageUrl: '/favicon.svg',
    ...more,
  });
  const rows = await db
    .insert(storeItems)
    .values([
      item({ ar: 'قميص كتان أبيض', en: 'White linen shirt' }, 85_000, {
        originalPrice: 100_000,
        position: 1,
        ...(options.imageUrls ? { mainImageUrl: options.imageUrls[0] } : {}),
      }),
      item({ ar: 'حقيبة جلد بنية', en: 'Brown leather bag' }, 120_500.5, {
        position: 2,
        ...(options.imageUrls ? { mainImageUrl: options.imageUrls[1] } : {}),
      }),
      item({ ar: 'منتج مخفي', en: 'Hidden product' }, 10_000, { visible: false, position: 3 }),
      item({ ar: 'نفد من المخزون', en: 'Sold out' }, 20_000, { stockStatus: 'out_of_stock', position: 4 }),
    ])
    .returning();
  const [shirt, bag, hidden, soldOut] = rows;
  return { store: store!, shirt: shirt!, bag: bag!, hidden: hidden!, soldOut: soldOut! };
}

/** An order link as a product card would carry it (`services.orderLinks.issue`), for a customer of the page. */
export async function issueOrderLink(server: TestServer, pageId: number, itemIds: number[], customerPsid = '24000001') {
  return server.runtime.services.orderLinks.issue({
    pageId,
    origin: 'https://shop.example',
    customerPsid,
    itemIds,
    source: 'inbox',
    sourceId: null,
  });
}
