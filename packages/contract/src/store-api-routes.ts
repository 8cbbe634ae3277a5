// The store's routes (issue 30), zod-free like the route table they belong to: every one needs the store feature
// on the page the call is made from.
import type { EndpointRoute } from './http/endpoint.ts';

export const storeApiRoutes = {
  stores: { method: 'GET', path: '/api/store/stores', feature: 'has_store' },
  createStore: { method: 'POST', path: '/api/store/stores', feature: 'has_store' },
  deleteStore: { method: 'DELETE', path: '/api/store/stores/:id', resource: 'store', feature: 'has_store' },
  settings: { method: 'GET', path: '/api/store/settings/:id', resource: 'store', feature: 'has_store' },
  saveSettings: { method: 'POST', path: '/api/store/settings/:id', resource: 'store', feature: 'has_store' },
  categories: {
    method: 'GET',
    path: '/api/store/categories/list/:storeId',
    resource: 'store',
    feature: 'has_store',
  },
  saveCategory: {
    method: 'POST',
    path: '/api/store/categories/process/:id?',
    resource: 'store-category',
    feature: 'has_store',
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/api/store/categories/:id',
    resource: 'store-category',
    feature: 'has_store',
  },
  reorderCategories: {
    method: 'POST',
    path: '/api/store/categories/reorder/:storeId',
    resource: 'store',
    feature: 'has_store',
  },
  items: { method: 'GET', path: '/api/store/items/list/:storeId', resource: 'store', feature: 'has_store' },
  item: { method: 'GET', path: '/api/store/items/:id', resource: 'store-item', feature: 'has_store' },
  saveItem: {
    method: 'POST',
    path: '/api/store/items/process/:id?',
    resource: 'store-item',
    feature: 'has_store',
  },
  setItemVisible: {
    method: 'POST',
    path: '/api/store/items/visible/:id',
    resource: 'store-item',
    feature: 'has_store',
  },
  deleteItem: { method: 'DELETE', path: '/api/store/items/:id', resource: 'store-item', feature: 'has_store' },
  reorderItems: {
    method: 'POST',
    path: '/api/store/items/reorder/:storeId',
    resource: 'store',
    feature: 'has_store',
  },
  uploadImage: { method: 'POST', path: '/api/store/images/:storeId', resource: 'store', feature: 'has_store' },
} as const satisfies Record<string, EndpointRoute>;
