import { z } from 'zod';
import {
  orderRequestExportQuerySchema,
  orderRequestListQuerySchema,
  orderRequestListSchema,
  orderRequestSchema,
  orderRequestUpdateSchema,
} from '../order-request-api.ts';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import { pagePathParams } from './common.ts';

const routes = apiRoutes.orderRequests;
const tags = ['webview'];

export const orderRequestsEndpoints = {
  list: defineEndpoint(routes.list, {
    tags,
    summary: "A page's customer requests, newest first, with the counts per status for the tabs",
    params: pagePathParams,
    query: orderRequestListQuerySchema,
    response: orderRequestListSchema,
    errors: [401, 403, 404, 422],
  }),
  exportCsv: defineEndpoint(routes.exportCsv, {
    tags,
    summary: "The filtered requests as CSV (UTF-8 with BOM, business time zone, a column per form field's title)",
    params: pagePathParams,
    query: orderRequestExportQuerySchema,
    response: z.string().describe('text/csv'),
    errors: [401, 403, 404, 422],
  }),
  get: defineEndpoint(routes.get, {
    tags,
    summary: 'One request: its answers, items, total, conversation and status history',
    params: idParams,
    response: z.object({ request: orderRequestSchema }),
    errors: [401, 403, 404, 422],
  }),
  update: defineEndpoint(routes.update, {
    tags,
    summary: 'Change the status (only to an allowed next status); the customer is told on Messenger',
    params: idParams,
    body: orderRequestUpdateSchema,
    response: z.object({ request: orderRequestSchema }),
    errors: [401, 403, 404, 409, 422],
  }),
  destroy: defineEndpoint(routes.destroy, {
    tags,
    summary: 'Delete a request',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
};
