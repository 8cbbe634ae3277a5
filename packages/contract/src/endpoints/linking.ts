import { z } from 'zod';
import { permissionCheckSchema } from '../admin.ts';
import { connectionDoctorSchema } from '../connection-doctor.ts';
import { apiRoutes } from '../api-routes.ts';
import {
  facebookDialogQuerySchema,
  facebookDialogSchema,
  facebookTokenRequestSchema,
  instagramLoginCodeRequestSchema,
  loginCodeRequestSchema,
  sessionResponseSchema,
} from '../auth.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import { emptyBody } from './common.ts';
import { instagramAccountSchema, linkedAccountsSchema } from '../pages.ts';

const routes = apiRoutes.linking;
const tags = ['linking'];

const permissionEndpoint = <R extends (typeof routes)[keyof typeof routes]>(route: R, summary: string) =>
  defineEndpoint(route, {
    tags: ['admin'],
    summary,
    params: idParams,
    response: permissionCheckSchema,
    errors: [401, 403, 404, 422],
  });

const doctorEndpoint = <R extends (typeof routes)[keyof typeof routes]>(
  route: R,
  summary: string,
  description: string,
) =>
  defineEndpoint(route, {
    tags,
    summary,
    description,
    params: idParams,
    response: connectionDoctorSchema,
    errors: [401, 403, 404, 422],
  });

const subscribeEndpoint = <R extends (typeof routes)[keyof typeof routes]>(
  route: R,
  summary: string,
  description: string,
) =>
  defineEndpoint(route, {
    tags,
    summary,
    description,
    params: idParams,
    body: emptyBody,
    response: connectionDoctorSchema,
    errors: [401, 403, 404, 422],
  });

export const linkingEndpoints = {
  facebookDialog: defineEndpoint(routes.facebookDialog, {
    tags,
    summary: "The address of Meta's login dialog, with the page or Instagram scopes and a fresh state",
    description:
      'Signed in, the pages or accounts the owner grants are added to that owner; signed out, the Facebook user logs in (and is created on first login). The state is single use and valid 15 minutes.',
    query: facebookDialogQuerySchema,
    response: facebookDialogSchema,
    errors: [400, 422],
  }),
  loginWithCode: defineEndpoint(routes.loginWithCode, {
    tags,
    summary: 'Finish the dialog: exchange the code, link the granted pages or Instagram accounts, answer the session',
    description: 'A missing, used or mismatched state, a refused code or any Meta failure answers 400 fail-message.',
    body: loginCodeRequestSchema,
    response: sessionResponseSchema,
    errors: [400, 401, 422],
  }),
  loginWithToken: defineEndpoint(routes.loginWithToken, {
    tags,
    summary: 'Social login with a Facebook user token; links the pages it grants',
    body: facebookTokenRequestSchema,
    response: sessionResponseSchema,
    errors: [400, 401, 422],
  }),
  addPages: defineEndpoint(routes.addPages, {
    tags,
    summary: 'Add the pages a Facebook user token grants to the signed-in owner',
    body: facebookTokenRequestSchema,
    response: linkedAccountsSchema,
    errors: [400, 401, 422],
  }),
  addInstagramAccounts: defineEndpoint(routes.addInstagramAccounts, {
    tags,
    summary: 'Add the Instagram professional accounts a Facebook user token grants',
    description:
      'error is 0 when at least one account was linked; any other value means nothing was linked (the web app shows fail-message).',
    body: facebookTokenRequestSchema,
    response: z.object({ error: z.number(), accounts: z.array(instagramAccountSchema) }),
    errors: [400, 401, 404, 422],
  }),
  instagramLoginDialog: defineEndpoint(routes.instagramLoginDialog, {
    tags,
    summary: "The address of Instagram's authorization window (Instagram Login: an account without a Facebook Page)",
    description:
      'With the instagram_business_* scopes the features use and a fresh state, single use and valid 15 minutes. 422 instagram-login-unavailable when the app has no Instagram app (META_INSTAGRAM_APP_ID).',
    response: facebookDialogSchema,
    errors: [401, 422],
  }),
  instagramLoginWithCode: defineEndpoint(routes.instagramLoginWithCode, {
    tags,
    summary: "Finish Instagram's window: link the account to the signed-in owner, answer the linked accounts",
    description:
      "Exchanges the code for the account's 60-day token, reads the account, links it (no page) and subscribes it to its webhooks. A missing, used or someone else's state, a refused code or any Meta failure answers 400 fail-message.",
    body: instagramLoginCodeRequestSchema,
    response: linkedAccountsSchema,
    errors: [400, 401, 422],
  }),
  removePage: defineEndpoint(routes.removePage, {
    tags,
    summary: 'Remove one of my pages',
    description:
      'Removes the caller as owner; the last owner removing it deletes the page and unsubscribes the app from it.',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  removeInstagramAccount: defineEndpoint(routes.removeInstagramAccount, {
    tags,
    summary: 'Remove one of my Instagram accounts',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  pageDoctor: doctorEndpoint(
    routes.pageDoctor,
    'The connection doctor of one of my pages',
    "Token validity and expiry, permissions granted versus needed by the page's features, webhook fields, the last event received, the app's usage of Meta's limits and the app mode; each failed line names its fix.",
  ),
  subscribePage: subscribeEndpoint(
    routes.subscribePage,
    'Subscribe the app to one of my pages again',
    'Fields Meta refuses are left out and reported; the others are subscribed. Answers the connection doctor after it.',
  ),
  instagramDoctor: doctorEndpoint(
    routes.instagramDoctor,
    'The connection doctor of one of my Instagram accounts',
    'As for a page, read through the page the account is connected to.',
  ),
  subscribeInstagram: subscribeEndpoint(
    routes.subscribeInstagram,
    'Subscribe the app to the page behind one of my Instagram accounts again',
    'Answers the connection doctor after it.',
  ),
  checkPagePermissions: permissionEndpoint(
    routes.checkPagePermissions,
    'Check the page token and webhook subscription',
  ),
  addPagePermissions: permissionEndpoint(routes.addPagePermissions, 'Subscribe the app to the page again'),
  checkInstagramPermissions: permissionEndpoint(
    routes.checkInstagramPermissions,
    'Check the token behind an Instagram account',
  ),
  addInstagramPermissions: permissionEndpoint(
    routes.addInstagramPermissions,
    'Subscribe the app to the page behind an Instagram account again',
  ),
};
