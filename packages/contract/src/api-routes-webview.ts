// Spec section 7's web-view and store calls (order forms) and the page's web-view domain: part of `apiRoutes`, zod-free.
import type { EndpointRoute } from './http/endpoint.ts';
import { orderRequestRoutes } from './order-request-routes.ts';
import { storeApiRoutes } from './store-api-routes.ts';

export const webviewRoutes = {
  listTemplates: { method: 'GET', path: '/api/webview/templates/list/:pageId', resource: 'page' },
  getTemplate: { method: 'GET', path: '/api/webview/templates/get/:id', resource: 'webview-template' },
  createTemplate: { method: 'POST', path: '/api/webview/templates/create' },
  updateTemplate: { method: 'POST', path: '/api/webview/templates/update/:id', resource: 'webview-template' },
  destroyTemplate: { method: 'DELETE', path: '/api/webview/templates/destroy/:id', resource: 'webview-template' },
  domain: { method: 'GET', path: '/api/pages/:pageId/web-view-domain', resource: 'page' },
  saveDomain: { method: 'POST', path: '/api/pages/:pageId/web-view-domain', resource: 'page' },
} as const satisfies Record<string, EndpointRoute>;

/** The customer's web view: the order form a product card's signed link opens, and the order it sends. */
export const orderFormRoutes = {
  show: { method: 'GET', path: '/api/order-form/:token', access: 'public' },
  submit: { method: 'POST', path: '/api/order-form/:token', access: 'public' },
} as const satisfies Record<string, EndpointRoute>;

/** The store items a page may send as product cards (or why it cannot yet), for the pickers. */
export const productCardsRoutes = {
  options: { method: 'GET', path: '/api/pages/:pageId/product-cards', resource: 'page' },
} as const satisfies Record<string, EndpointRoute>;

/** Selling from the conversation (issue 30): the store, order forms, the web view, product cards and requests. */
export const sellingRoutes = {
  orderRequests: orderRequestRoutes,
  store: storeApiRoutes,
  webview: webviewRoutes,
  orderForm: orderFormRoutes,
  productCards: productCardsRoutes,
};
