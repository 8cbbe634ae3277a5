import { storeCategoryInputSchema, storeItemInputSchema } from '@app/contract';
import type { StoreService } from '../store/index.ts';
import { demoStoreCategories, demoStoreItems, type DemoStoreCategoryKey } from './demo-store-content.ts';

export type DemoStoreServices = Pick<StoreService, 'list' | 'saveCategory' | 'saveItem'>;

/** The fashion page's store gets its categories and products through the store's own rules, as a seller adds them. */
export async function seedDemoStore(deps: {
  store: DemoStoreServices;
  ownerUserId: number;
  pageId: number;
  picturesUrl: string;
}) {
  const { store, ownerUserId } = deps;
  const shop = (await store.list(ownerUserId)).stores.find((entry) => entry.page_ids.includes(deps.pageId));
  if (!shop || shop.items_count > 0) return;
  const categoryIds = new Map<DemoStoreCategoryKey, number>();
  for (const category of demoStoreCategories) {
    const input = storeCategoryInputSchema.parse({
      store_id: shop.id,
      names: category.names,
      parent_id: category.parent === null ? null : categoryIds.get(category.parent),
    });
    categoryIds.set(category.key, (await store.saveCategory(ownerUserId, undefined, input, 'ar')).category.id);
  }
  for (const item of demoStoreItems) {
    const input = storeItemInputSchema.parse({
      store_id: shop.id,
      category_id: categoryIds.get(item.category),
      names: item.names,
      descriptions: item.descriptions,
      sell_price: item.sellPrice,
      original_price: item.originalPrice,
      stock_status: item.stock,
      preparation_time: item.preparation?.time ?? null,
      preparation_unit: item.preparation?.unit ?? null,
      youtube_url: item.youtube ?? null,
      main_image_url: `${deps.picturesUrl}/${item.picture}.svg`,
    });
    await store.saveItem(ownerUserId, undefined, input, 'ar');
  }
}
