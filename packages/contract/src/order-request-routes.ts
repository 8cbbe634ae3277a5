// Zod-free like the route table it joins: spec section 7's customer requests (the web view's orders), by page;
// `exportCsv` is the list's CSV.
import type { EndpointRoute } from './http/endpoint.ts';

export const orderRequestRoutes = {
  list: { method: 'GET', path: '/api/webview/requests/list/:pageId', resource: 'page' },
  exportCsv: { method: 'GET', path: '/api/webview/requests/export/:pageId', resource: 'page' },
  get: { method: 'GET', path: '/api/webview/requests/get/:id', resource: 'order-request' },
  update: { method: 'POST', path: '/api/webview/requests/update/:id', resource: 'order-request' },
  destroy: { method: 'DELETE', path: '/api/webview/requests/destroy/:id', resource: 'order-request' },
} as const satisfies Record<string, EndpointRoute>;
