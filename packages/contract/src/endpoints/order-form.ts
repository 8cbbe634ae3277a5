import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  orderFormQuerySchema,
  orderFormSchema,
  orderLinkTokenParams,
  orderSubmissionBodySchema,
  orderSubmissionSchema,
} from '../order-form.ts';

const routes = apiRoutes.orderForm;
const tags = ['order-form'];
const tokenRules =
  'No session: the signed token says which page, customer and items the form is for. A malformed, tampered or ' +
  'expired token is refused with 403, and so is a page without a web-view domain or a store.';

/** The web view customers open from a product card's Order button inside Messenger. */
export const orderFormEndpoints = {
  show: defineEndpoint(routes.show, {
    tags,
    summary: 'The order form of a product card: the page, the store, the chosen items and the fields',
    description: `${tokenRules} Counts the form opened. Items hidden since, or no longer the page's, are left out (404 when none is left).`,
    params: orderLinkTokenParams,
    query: orderFormQuerySchema,
    response: orderFormSchema,
    errors: [403, 404, 422],
  }),
  submit: defineEndpoint(routes.submit, {
    tags,
    summary: "A customer's order: one request to the page's owners",
    description: `${tokenRules} The answers are checked with the form's rules (422 per field). The same submission key twice answers the first request.`,
    params: orderLinkTokenParams,
    body: orderSubmissionBodySchema,
    response: orderSubmissionSchema,
    errors: [403, 404, 409, 422],
  }),
};
