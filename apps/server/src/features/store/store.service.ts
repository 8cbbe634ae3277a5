import {
  categoryPlacementProblem,
  type InterfaceLocale,
  type StoreCategory,
  type StoreCategoryInput,
  type StoreItem,
  type StoreItemInput,
  type StoreSettingsInput,
} from '@app/contract';
import { AppError, notFound, type FieldMessage } from '../../platform/http/app-error.ts';
import { localizedText } from './localized.ts';
import type { CategoryRow, ItemRow, StoreRepository, StoreRow } from './store.repository.ts';

const refuse = (field: string, message: FieldMessage) =>
  new AppError('validation', { fieldErrors: { [field]: [message] } });

/** Keeps only the texts in the store's languages and requires the default one's. */
function checkedTexts(texts: Record<string, string>, store: StoreRow, field: string, required: boolean) {
  const kept: Record<string, string> = {};
  for (const [locale, text] of Object.entries(texts)) {
    if (!text) continue;
    if (!store.locales.includes(locale)) throw refuse(`${field}.${locale}`, 'store-locale-not-offered');
    kept[locale] = text;
  }
  if (required && !kept[store.locales[0]!]) throw refuse(`${field}.${store.locales[0]}`, 'store-default-name-required');
  return kept;
}

const contactOf = (contact: Record<string, string>) => ({
  phone: contact.phone ?? '',
  whatsapp: contact.whatsapp ?? '',
  email: contact.email ?? '',
  address: contact.address ?? '',
});

/** `pictureAddresses`: where a product's pictures may be (our uploads; in demo mode the simulator's pictures too). */
export function createStoreService(deps: { repository: StoreRepository; pictureAddresses: string[] }) {
  const { repository } = deps;

  async function requireStore(ownerUserId: number, storeId: number) {
    const store = await repository.ownedStore(ownerUserId, storeId);
    if (!store) throw notFound();
    return store;
  }

  /** A page sells from one store: only the owner's pages, none another owner's store sells from. */
  async function checkedPages(ownerUserId: number, pageIds: number[]) {
    const unique = [...new Set(pageIds)];
    if ((await repository.ownedPageIds(ownerUserId, unique)).length !== unique.length)
      throw refuse('page_ids', 'store-page-not-yours');
    if ((await repository.pagesOfOthersStores(ownerUserId, unique)).length > 0)
      throw refuse('page_ids', 'store-page-taken');
    return unique;
  }

  async function summaryOf(ownerUserId: number, storeId: number) {
    const row = (await repository.storesOf(ownerUserId)).find((entry) => entry.store.id === storeId)!;
    return summary(row);
  }
  const summary = (row: Awaited<ReturnType<StoreRepository['storesOf']>>[number]) => ({
    id: row.store.id,
    name: row.store.name,
    locales: row.store.locales,
    currency: row.store.currency,
    page_ids: row.pageIds,
    categories_count: row.categoriesCount,
    items_count: row.itemsCount,
  });

  async function settingsOf(ownerUserId: number, store: StoreRow) {
    return {
      settings: {
        id: store.id,
        name: store.name,
        locales: store.locales,
        currency: store.currency,
        contact: contactOf(store.contact),
        order_form_id: store.orderFormId,
        page_ids: await repository.pageIdsOf(store.id),
        order_forms: await repository.orderFormsOf(ownerUserId),
      },
    };
  }

  async function categoryTree(store: StoreRow, locale: InterfaceLocale): Promise<StoreCategory[]> {
    const [rows, counts] = await Promise.all([
      repository.categoriesOf(store.id),
      repository.itemCountsByCategory(store.id),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const nameOf = (row: CategoryRow) => localizedText(row.names, locale, store.locales);
    const build = (parentId: number | null): StoreCategory[] =>
      rows
        .filter((row) => row.parentId === parentId)
        .map((row) => ({
          id: row.id,
          name: nameOf(row),
          locales: store.locales.flatMap((code) => (row.names[code] ? [{ locale: code, name: row.names[code] }] : [])),
          parent_id: row.parentId,
          parent_name: row.parentId === null ? null : nameOf(byId.get(row.parentId)!),
          items_count: counts.get(row.id) ?? 0,
          level: row.level,
          position: row.position,
          subcategories: build(row.id),
        }));
    return build(null);
  }

  const findInTree = (tree: StoreCategory[], id: number): StoreCategory | null => {
    for (const node of tree) {
      if (node.id === id) return node;
      const found = findInTree(node.subcategories, id);
      if (found) return found;
    }
    return null;
  };

  const itemOut = (item: ItemRow, store: StoreRow, locale: InterfaceLocale): StoreItem => ({
    id: item.id,
    store_id: item.storeId,
    category_id: item.categoryId,
    name: localizedText(item.names, locale, store.locales),
    names: item.names,
    descriptions: item.descriptions,
    sell_price: item.sellPrice,
    original_price: item.originalPrice,
    stock_status: item.stockStatus,
    visible: item.visible,
    preparation_time: item.preparationTime,
    preparation_unit: item.preparationUnit,
    main_image_url: item.mainImageUrl,
    image_urls: item.imageUrls,
    youtube_url: item.youtubeUrl,
    position: item.position,
  });

  /** Pictures are ours (uploaded to this product's media), never another site's address. */
  function checkedImage(url: string, field: string) {
    if (!deps.pictureAddresses.some((start) => url.startsWith(start)) || url.includes('..'))
      throw refuse(field, 'store-image-not-ours');
    return url;
  }

  /** The ids must be exactly `expected` (the whole list), in a new order. */
  function checkedOrder(ids: number[], expected: number[]) {
    const wanted = new Set(expected);
    if (new Set(ids).size !== ids.length || ids.length !== wanted.size || ids.some((id) => !wanted.has(id)))
      throw refuse('ids', 'store-reorder-incomplete');
  }

  return {
    async list(ownerUserId: number) {
      return { stores: (await repository.storesOf(ownerUserId)).map(summary) };
    },

    async create(ownerUserId: number, input: { name: string; page_ids: number[] }) {
      const pageIds = await checkedPages(ownerUserId, input.page_ids);
      const store = await repository.createStore(ownerUserId, input.name);
      if (pageIds.length > 0) await repository.setPages(store.id, pageIds);
      return { store: await summaryOf(ownerUserId, store.id) };
    },

    async remove(ownerUserId: number, storeId: number) {
      await requireStore(ownerUserId, storeId);
      await repository.deleteStore(storeId);
    },

    async settings(ownerUserId: number, storeId: number) {
      return settingsOf(ownerUserId, await requireStore(ownerUserId, storeId));
    },

    async saveSettings(ownerUserId: number, storeId: number, input: StoreSettingsInput) {
      await requireStore(ownerUserId, storeId);
      if (input.order_form_id !== null) {
        const forms = await repository.orderFormsOf(ownerUserId);
        if (!forms.some((form) => form.id === input.order_form_id))
          throw refuse('order_form_id', 'store-order-form-not-found');
      }
      const pageIds = await checkedPages(ownerUserId, input.page_ids);
      await repository.updateStore(storeId, {
        name: input.name,
        locales: input.locales,
        currency: input.currency,
        contact: input.contact,
        orderFormId: input.order_form_id,
      });
      await repository.setPages(storeId, pageIds);
      return settingsOf(ownerUserId, (await repository.ownedStore(ownerUserId, storeId))!);
    },

    async categories(ownerUserId: number, storeId: number, locale: InterfaceLocale) {
      const store = await requireStore(ownerUserId, storeId);
      return { categories: await categoryTree(store, locale), locales: store.locales };
    },

    async saveCategory(
      ownerUserId: number,
      id: number | undefined,
      input: StoreCategoryInput,
      locale: InterfaceLocale,
    ) {
      const existing = id === undefined ? null : await repository.ownedCategory(ownerUserId, id);
      if (id !== undefined && !existing) throw notFound();
      const store = existing?.store ?? (await requireStore(ownerUserId, input.store_id));
      const names = checkedTexts(input.names, store, 'names', true);
      const all = await repository.categoriesOf(store.id);
      const parent = input.parent_id === null ? null : all.find((row) => row.id === input.parent_id);
      if (parent === undefined) throw refuse('parent_id', 'store-category-not-found');
      const problem = categoryPlacementProblem(all, id ?? null, input.parent_id);
      if (problem) throw refuse('parent_id', problem === 'cycle' ? 'store-category-cycle' : 'store-category-too-deep');
      const level = parent === null ? 0 : parent.level + 1;
      let savedId: number;
      if (existing) {
        const levels = new Map<number, number>();
        const relevel = (categoryId: number, at: number) => {
          levels.set(categoryId, at);
          for (const child of all.filter((row) => row.parentId === categoryId)) relevel(child.id, at + 1);
        };
        relevel(existing.category.id, level);
        await repository.updateCategory(existing.category.id, { parentId: input.parent_id, names }, levels);
        savedId = existing.category.id;
      } else {
        savedId = (await repository.insertCategory({ storeId: store.id, parentId: input.parent_id, level, names })).id;
      }
      return { category: findInTree(await categoryTree(store, locale), savedId)! };
    },

    /** Its subcategories go with it (cascade); the items of all of them stay in the store without a category. */
    async deleteCategory(ownerUserId: number, id: number) {
      if (!(await repository.ownedCategory(ownerUserId, id))) throw notFound();
      await repository.deleteCategory(id);
    },

    async reorderCategories(ownerUserId: number, storeId: number, input: { parent_id: number | null; ids: number[] }) {
      await requireStore(ownerUserId, storeId);
      const siblings = (await repository.categoriesOf(storeId)).filter((row) => row.parentId === input.parent_id);
      checkedOrder(
        input.ids,
        siblings.map((row) => row.id),
      );
      await repository.reorderCategories(input.ids);
    },

    async items(
      ownerUserId: number,
      storeId: number,
      query: { category_id?: number; search?: string; page: number; per_page: number },
      locale: InterfaceLocale,
    ) {
      const store = await requireStore(ownerUserId, storeId);
      const { rows, total } = await repository.items(storeId, {
        categoryId: query.category_id,
        search: query.search || undefined,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        items: rows.map((row) => itemOut(row, store, locale)),
        total,
        page: query.page,
        per_page: query.per_page,
        currency: store.currency,
      };
    },

    async item(ownerUserId: number, id: number, locale: InterfaceLocale) {
      const found = await repository.ownedItem(ownerUserId, id);
      if (!found) throw notFound();
      return { item: itemOut(found.item, found.store, locale) };
    },

    async saveItem(ownerUserId: number, id: number | undefined, input: StoreItemInput, locale: InterfaceLocale) {
      const existing = id === undefined ? null : await repository.ownedItem(ownerUserId, id);
      if (id !== undefined && !existing) throw notFound();
      const store = existing?.store ?? (await requireStore(ownerUserId, input.store_id));
      if (input.category_id !== null) {
        const categories = await repository.categoriesOf(store.id);
        if (!categories.some((row) => row.id === input.category_id))
          throw refuse('category_id', 'store-category-not-found');
      }
      const known = new Set(existing ? [existing.item.mainImageUrl, ...existing.item.imageUrls] : []);
      const image = (url: string, field: string) => (known.has(url) ? url : checkedImage(url, field));
      const values = {
        categoryId: input.category_id,
        names: checkedTexts(input.names, store, 'names', true),
        descriptions: checkedTexts(input.descriptions, store, 'descriptions', false),
        sellPrice: input.sell_price,
        originalPrice: input.original_price,
        stockStatus: input.stock_status,
        visible: input.visible,
        preparationTime: input.preparation_time,
        preparationUnit: input.preparation_unit,
        mainImageUrl: image(input.main_image_url!, 'main_image'),
        imageUrls: input.image_urls.map((url, index) => image(url, `image_urls.${index}`)),
        youtubeUrl: input.youtube_url || null,
      };
      const row = existing
        ? await repository.updateItem(existing.item.id, values)
        : await repository.insertItem(store.id, values);
      return { item: itemOut(row, store, locale) };
    },

    async setItemVisible(ownerUserId: number, id: number, visible: boolean, locale: InterfaceLocale) {
      const found = await repository.ownedItem(ownerUserId, id);
      if (!found) throw notFound();
      return { item: itemOut(await repository.updateItem(id, { visible }), found.store, locale) };
    },

    async deleteItem(ownerUserId: number, id: number) {
      if (!(await repository.ownedItem(ownerUserId, id))) throw notFound();
      await repository.deleteItem(id);
    },

    /** The dragged ids take the places they held among the store's items, in their new order (a filtered list too). */
    async reorderItems(ownerUserId: number, storeId: number, ids: number[]) {
      await requireStore(ownerUserId, storeId);
      const all = await repository.itemIdsOf(storeId);
      const inStore = new Set(all);
      if (new Set(ids).size !== ids.length || ids.some((itemId) => !inStore.has(itemId)))
        throw refuse('ids', 'store-reorder-incomplete');
      const moved = new Set(ids);
      const next = [...ids];
      await repository.reorderItems(all.map((itemId) => (moved.has(itemId) ? next.shift()! : itemId)));
    },

    /** The upload was kept by the router; only the store's owner may add pictures to it. */
    async checkUploadAllowed(ownerUserId: number, storeId: number) {
      await requireStore(ownerUserId, storeId);
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
