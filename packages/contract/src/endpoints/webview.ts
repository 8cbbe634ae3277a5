import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import {
  webViewDomainBodySchema,
  webViewDomainSchema,
  webviewTemplateBodySchema,
  webviewTemplateListSchema,
  webviewTemplateResponseSchema,
} from '../webview-templates.ts';
import { emptyBody, pagePathParams } from './common.ts';

const tags = ['webview'];
const errors = [401, 403, 404, 422] as const;

export const webviewEndpoints = {
  listTemplates: defineEndpoint(apiRoutes.webview.listTemplates, {
    tags,
    summary: "The page's order forms",
    description:
      "The forms assigned to the page, then the forms of the page's owners that are assigned to no page yet.",
    params: pagePathParams,
    response: webviewTemplateListSchema,
    errors,
  }),
  getTemplate: defineEndpoint(apiRoutes.webview.getTemplate, {
    tags,
    summary: 'One order form',
    params: idParams,
    response: webviewTemplateResponseSchema,
    errors,
  }),
  createTemplate: defineEndpoint(apiRoutes.webview.createTemplate, {
    tags,
    summary: 'Save a new order form (the web-view template builder)',
    description: "Field ids unique, starting with a letter, in English (spec section 5); pages must be the caller's.",
    body: webviewTemplateBodySchema,
    response: webviewTemplateResponseSchema,
    errors,
  }),
  updateTemplate: defineEndpoint(apiRoutes.webview.updateTemplate, {
    tags,
    summary: 'Change an order form: its name, fields and pages',
    params: idParams,
    body: webviewTemplateBodySchema,
    response: webviewTemplateResponseSchema,
    errors,
  }),
  destroyTemplate: defineEndpoint(apiRoutes.webview.destroyTemplate, {
    tags,
    summary: 'Delete an order form; a store using it falls back to the default form',
    params: idParams,
    response: emptyBody,
    errors,
  }),
  domain: defineEndpoint(apiRoutes.webview.domain, {
    tags,
    summary: "The page's web-view domain and whether Meta whitelists it (read from Meta now)",
    params: pagePathParams,
    response: webViewDomainSchema,
    errors,
  }),
  saveDomain: defineEndpoint(apiRoutes.webview.saveDomain, {
    tags,
    summary: "Set or clear the page's web-view domain",
    description:
      "Added to (or removed from) the page's Messenger Profile whitelisted_domains, keeping the others, then read back. " +
      'An http address (localhost only, outside production) is stored but not sent: Meta whitelists https only.',
    params: pagePathParams,
    body: webViewDomainBodySchema,
    response: webViewDomainSchema,
    errors,
  }),
};
