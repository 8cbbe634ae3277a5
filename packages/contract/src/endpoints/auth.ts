import {
  changePasswordRequestSchema,
  impersonationResponseSchema,
  ownerLoginRequestSchema,
  sessionResponseSchema,
} from '../auth.ts';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import { linkedAccountsSchema } from '../pages.ts';
import { emptyBody } from './common.ts';

const routes = apiRoutes.auth;

export const authEndpoints = {
  ownerLogin: defineEndpoint(routes.ownerLogin, {
    tags: ['auth'],
    summary: 'Log in with username and password',
    description:
      'Answers the session: a bearer token and everything the dashboard needs. With oneTime=true the token lives for a short session (remember-me off), otherwise 365 days. Wrong credentials answer 401 wrong-data; repeated failures per username and per address answer 429.',
    body: ownerLoginRequestSchema,
    response: sessionResponseSchema,
    errors: [401, 422, 429],
  }),
  profile: defineEndpoint(routes.profile, {
    tags: ['auth'],
    summary: 'The signed-in user and their linked pages, accounts and stores',
    response: sessionResponseSchema,
    errors: [401],
  }),
  changePassword: defineEndpoint(routes.changePassword, {
    tags: ['auth'],
    summary: 'Change my password',
    description:
      'The new password needs 8 characters with a digit, a lowercase, an uppercase and one of !@#$%&*(); the confirmation must match. Every other session of the user ends.',
    body: changePasswordRequestSchema,
    response: null,
    errors: [401, 422],
  }),
  logout: defineEndpoint(routes.logout, {
    tags: ['auth'],
    summary: 'Revoke the bearer token',
    body: emptyBody,
    response: null,
    errors: [401, 422],
  }),
  impersonate: defineEndpoint(routes.impersonate, {
    tags: ['admin'],
    summary: 'Open an owner dashboard as that owner',
    description:
      'Answers a short-lived owner token and the web address that uses it; the web app then saves no selections.',
    params: idParams,
    body: emptyBody,
    response: impersonationResponseSchema,
    errors: [401, 403, 404, 422],
  }),
};

export const accountsEndpoints = {
  linked: defineEndpoint(apiRoutes.accounts.linked, {
    tags: ['accounts'],
    summary: 'Pages, Instagram accounts and stores linked to the signed-in owner',
    description:
      'Fetched when the owner enters the dashboard and after linking; deleted pages and accounts are left out.',
    response: linkedAccountsSchema,
    errors: [401],
  }),
};
