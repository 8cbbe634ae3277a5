import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams, idSchema } from '../http/ids.ts';
import {
  storeCategoryInputSchema,
  storeCategorySchema,
  storeCreateSchema,
  storeItemInputSchema,
  storeItemListQuerySchema,
  storeItemListSchema,
  storeItemSchema,
  storeReorderSchema,
  storeSettingsInputSchema,
  storeSettingsSchema,
  storeSummarySchema,
} from '../store.ts';

const routes = apiRoutes.store;
const tags = ['store'];
const storeParams = z.object({ storeId: idSchema });
const optionalIdParams = z.object({ id: idSchema.optional() });
const image = { description: 'A picture (png, jpg or gif)', extensions: ['png', 'jpg', 'jpeg', 'gif'] as const };

export const storeEndpoints = {
  stores: defineEndpoint(routes.stores, {
    tags,
    summary: 'Your stores, with their pages and counts',
    response: z.object({ stores: z.array(storeSummarySchema) }),
    errors: [401, 403],
  }),
  createStore: defineEndpoint(routes.createStore, {
    tags,
    summary: 'Open a store (Arabic first, Syrian pounds), optionally selling from some of your pages at once',
    body: storeCreateSchema,
    response: z.object({ store: storeSummarySchema }),
    errors: [401, 403, 422],
  }),
  deleteStore: defineEndpoint(routes.deleteStore, {
    tags,
    summary: 'Delete a store with its categories and items; its pages sell from no store',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  settings: defineEndpoint(routes.settings, {
    tags,
    summary: 'A store’s settings (/dashboard/store/settings/{id}), with your order forms to choose from',
    params: idParams,
    response: z.object({ settings: storeSettingsSchema }),
    errors: [401, 403, 404, 422],
  }),
  saveSettings: defineEndpoint(routes.saveSettings, {
    tags,
    summary: 'Save a store’s name, languages, currency, contact details, order form and pages',
    description:
      'A page sells from one store: naming a page moves it here from another of your stores; a page another owner’s store sells from is refused.',
    params: idParams,
    body: storeSettingsInputSchema,
    response: z.object({ settings: storeSettingsSchema }),
    errors: [401, 403, 404, 422],
  }),
  categories: defineEndpoint(routes.categories, {
    tags,
    summary: 'The store’s categories as a tree, each list in its order',
    params: storeParams,
    response: z.object({ categories: z.array(storeCategorySchema), locales: z.array(z.string()) }),
    errors: [401, 403, 404, 422],
  }),
  saveCategory: defineEndpoint(routes.saveCategory, {
    tags,
    summary: 'Create (no id) or edit a category: names per store language, parent in the same store',
    description: 'A category cannot sit under itself or its own subcategories, and categories nest at most 4 levels.',
    params: optionalIdParams,
    body: storeCategoryInputSchema,
    response: z.object({ category: storeCategorySchema }),
    errors: [401, 403, 404, 422],
  }),
  deleteCategory: defineEndpoint(routes.deleteCategory, {
    tags,
    summary: 'Delete a category with its subcategories; their items stay in the store without a category',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  reorderCategories: defineEndpoint(routes.reorderCategories, {
    tags,
    summary: 'Put the children of `parent_id` (null: the top) in the order of `ids` (all of them)',
    params: storeParams,
    body: storeReorderSchema,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  items: defineEndpoint(routes.items, {
    tags,
    summary: 'The store’s items in their order: by category, by a search in any language, by page',
    params: storeParams,
    query: storeItemListQuerySchema,
    response: storeItemListSchema,
    errors: [401, 403, 404, 422],
  }),
  item: defineEndpoint(routes.item, {
    tags,
    summary: 'One item, every language',
    params: idParams,
    response: z.object({ item: storeItemSchema }),
    errors: [401, 403, 404, 422],
  }),
  saveItem: defineEndpoint(routes.saveItem, {
    tags,
    summary: 'Create (no id) or edit an item (multipart: `main_image` file; more pictures as `image_urls`)',
    description:
      'Lists and objects as JSON text. The main image is required: a `main_image` file, or `main_image_url` an address of this store’s pictures.',
    params: optionalIdParams,
    multipart: { fields: storeItemInputSchema, files: { main_image: image } },
    response: z.object({ item: storeItemSchema }),
    errors: [401, 403, 404, 413, 422],
  }),
  setItemVisible: defineEndpoint(routes.setItemVisible, {
    tags,
    summary: 'Show or hide an item to customers',
    params: idParams,
    body: z.object({ visible: z.boolean() }),
    response: z.object({ item: storeItemSchema }),
    errors: [401, 403, 404, 422],
  }),
  deleteItem: defineEndpoint(routes.deleteItem, {
    tags,
    summary: 'Delete an item',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  reorderItems: defineEndpoint(routes.reorderItems, {
    tags,
    summary:
      'The listed items (a dragged list, filtered or not) take the places they held, in the order of `ids`; `parent_id` is not used',
    params: storeParams,
    body: storeReorderSchema,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  uploadImage: defineEndpoint(routes.uploadImage, {
    tags,
    summary: 'Upload one of a product’s pictures (multipart `image`); its address goes in `image_urls`',
    params: storeParams,
    multipart: {
      fields: z.object({ image_url: z.string().describe('Set by the server: the stored address of `image`') }),
      files: { image },
    },
    response: z.object({ url: z.string() }),
    errors: [401, 403, 404, 413, 422],
  }),
};
