import { z } from 'zod';
import {
  adminActionResultSchema,
  adminFeatureListSchema,
  adminFeaturesUpdateSchema,
  adminInstagramAccountSchema,
  adminInstagramUpdateSchema,
  adminPageSchema,
  adminPageSearchQuerySchema,
  adminPageUpdateSchema,
} from '../admin-pages.ts';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';

const routes = apiRoutes.adminPages;
const instagramRoutes = apiRoutes.adminInstagram;
const tags = ['admin'];
const pageAnswer = z.object({ page: adminPageSchema });
const accountAnswer = z.object({ account: adminInstagramAccountSchema });

export const adminPagesEndpoints = {
  search: defineEndpoint(routes.search, {
    tags,
    summary: "Search pages by name, Meta's id, domain or an owner's username (30 at most by default)",
    query: adminPageSearchQuerySchema,
    response: z.array(adminPageSchema),
    errors: [401, 403, 422],
  }),
  features: defineEndpoint(routes.features, {
    tags,
    summary: 'The features a page or account can be given',
    response: adminFeatureListSchema,
    errors: [401, 403],
  }),
  ban: defineEndpoint(routes.ban, {
    tags,
    summary: 'Block a page for good: every engine stops on it and its owners are told why',
    params: idParams,
    response: pageAnswer,
    errors: [401, 403, 404, 422],
  }),
  unban: defineEndpoint(routes.unban, {
    tags,
    summary: 'Lift a block made by mistake: the page runs again',
    params: idParams,
    response: pageAnswer,
    errors: [401, 403, 404, 422],
  }),
  update: defineEndpoint(routes.update, {
    tags,
    summary: 'Change a page: name, domain, owners, package, expiry, referral agent',
    params: idParams,
    body: adminPageUpdateSchema,
    response: pageAnswer,
    errors: [401, 403, 404, 422],
  }),
  updateFeatures: defineEndpoint(routes.updateFeatures, {
    tags,
    summary: "Set a page's features (likes, comments, reply, poster, store, bot)",
    params: idParams,
    body: adminFeaturesUpdateSchema,
    response: pageAnswer,
    errors: [401, 403, 404, 422],
  }),
  remove: defineEndpoint(routes.remove, {
    tags,
    summary: 'Delete a page: it stops everywhere and leaves its owners’ lists',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  stopComments: defineEndpoint(routes.stopComments, {
    tags,
    summary: 'Turn off the page commenter on every post of the page',
    params: idParams,
    response: adminActionResultSchema,
    errors: [401, 403, 404, 422],
  }),
  stopReplies: defineEndpoint(routes.stopReplies, {
    tags,
    summary: 'Pause every running reply campaign of the page',
    params: idParams,
    response: adminActionResultSchema,
    errors: [401, 403, 404, 422],
  }),
  addMenu: defineEndpoint(routes.addMenu, {
    tags,
    summary: "Put the page's saved persistent menu on Messenger again",
    params: idParams,
    response: adminActionResultSchema,
    errors: [401, 403, 404, 422],
  }),
  deleteMenu: defineEndpoint(routes.deleteMenu, {
    tags,
    summary: "Remove the page's persistent menu from Messenger",
    params: idParams,
    response: adminActionResultSchema,
    errors: [401, 403, 404, 422],
  }),
  clearError: defineEndpoint(routes.clearError, {
    tags,
    summary: "Clear the page's recorded Meta errors (refused subscription, missing permissions, refused token)",
    description: 'The page gate tries again: the next call to Meta says whether the problem is still there.',
    params: idParams,
    response: pageAnswer,
    errors: [401, 403, 404, 422],
  }),
};

export const adminInstagramEndpoints = {
  search: defineEndpoint(instagramRoutes.search, {
    tags,
    summary: 'Search Instagram accounts by name, username, Meta id or owner (30 at most by default)',
    query: adminPageSearchQuerySchema,
    response: z.array(adminInstagramAccountSchema),
    errors: [401, 403, 422],
  }),
  update: defineEndpoint(instagramRoutes.update, {
    tags,
    summary: 'Change an Instagram account: name, owners, package, expiry, features',
    params: idParams,
    body: adminInstagramUpdateSchema,
    response: accountAnswer,
    errors: [401, 403, 404, 422],
  }),
  block: defineEndpoint(instagramRoutes.block, {
    tags,
    summary: 'Block an Instagram account for good: every engine stops on it',
    params: idParams,
    response: accountAnswer,
    errors: [401, 403, 404, 422],
  }),
  unblock: defineEndpoint(instagramRoutes.unblock, {
    tags,
    summary: 'Lift a block made by mistake',
    params: idParams,
    response: accountAnswer,
    errors: [401, 403, 404, 422],
  }),
  addMenu: defineEndpoint(instagramRoutes.addMenu, {
    tags,
    summary: "Put the account's saved persistent menu on Instagram again",
    params: idParams,
    response: adminActionResultSchema,
    errors: [401, 403, 404, 422],
  }),
  deleteMenu: defineEndpoint(instagramRoutes.deleteMenu, {
    tags,
    summary: "Remove the account's persistent menu from Instagram",
    params: idParams,
    response: adminActionResultSchema,
    errors: [401, 403, 404, 422],
  }),
  remove: defineEndpoint(instagramRoutes.remove, {
    tags,
    summary: 'Delete an Instagram account: it stops everywhere and leaves its owners’ lists',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
};
