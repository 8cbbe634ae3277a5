import { z } from 'zod';
import {
  errorBodySchema,
  instagramAccountSchema,
  linkedAccountsSchema,
  loginCodeRequestSchema,
  sessionResponseSchema,
} from '@app/contract';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { LinkingService } from './linking.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
};
const tokenBody = z.object({ token: z.string().min(1).describe('A Facebook user access token') });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const permissionCheckSchema = z.object({
  valid: z.boolean(),
  scopes: z.array(z.string()),
  subscribed_fields: z.array(z.string()),
  error: z.string().nullable(),
  success: z.boolean().optional(),
});

export async function linkingRoutes(app: ZodApp, { linking }: { linking: LinkingService }) {
  app.get('/api/auth/facebook/dialog', {
    config: { access: 'optional' },
    schema: {
      tags: ['linking'],
      summary: "The address of Meta's login dialog, with the page or Instagram scopes and a fresh state",
      description:
        'Signed in, the pages or accounts the owner grants are added to that owner; signed out, the Facebook user logs in (and is created on first login). The state is single use and valid 15 minutes.',
      querystring: z.object({ instagram: z.enum(['yes', 'no']).default('no') }),
      response: { 200: z.object({ url: z.string(), state: z.string() }), ...errors },
    },
    handler: (request) => linking.startDialog(request.context.session, request.query.instagram === 'yes'),
  });

  app.post('/api/auth/login-code', {
    config: { access: 'optional' },
    schema: {
      tags: ['linking'],
      summary: 'Finish the dialog: exchange the code, link the granted pages or Instagram accounts, answer the session',
      description: 'A missing, used or mismatched state, a refused code or any Meta failure answers 400 fail-message.',
      body: loginCodeRequestSchema,
      response: { 200: sessionResponseSchema, ...errors },
    },
    handler: (request) => linking.loginWithCode(request.body, request.context.session, request.context.token),
  });

  app.post('/api/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['linking'],
      summary: 'Social login with a Facebook user token; links the pages it grants',
      body: tokenBody,
      response: { 200: sessionResponseSchema, ...errors },
    },
    handler: (request) => linking.loginWithToken(request.body.token),
  });

  app.post('/api/auth/add-pages', {
    schema: {
      tags: ['linking'],
      summary: 'Add the pages a Facebook user token grants to the signed-in owner',
      body: tokenBody,
      response: { 200: linkedAccountsSchema, ...errors },
    },
    handler: (request) => linking.addPages(requireSession(request), request.body.token),
  });

  app.post('/api/instagram/account/add', {
    schema: {
      tags: ['linking'],
      summary: 'Add the Instagram professional accounts a Facebook user token grants',
      description:
        'error is 0 when at least one account was linked; any other value means nothing was linked (the web app shows fail-message).',
      body: tokenBody,
      response: { 200: z.object({ error: z.number(), accounts: z.array(instagramAccountSchema) }), ...errors },
    },
    handler: (request) => linking.addInstagramAccounts(requireSession(request), request.body.token),
  });

  app.delete('/api/pages/:id', {
    schema: {
      tags: ['linking'],
      summary: 'Remove one of my pages',
      description:
        'Removes the caller as owner; the last owner removing it deletes the page and unsubscribes the app from it.',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await linking.removePage(requireSession(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.delete('/api/instagram/accounts/:id', {
    schema: {
      tags: ['linking'],
      summary: 'Remove one of my Instagram accounts',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await linking.removeInstagramAccount(requireSession(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  const adminCheck = (summary: string, handler: (id: number) => Promise<z.infer<typeof permissionCheckSchema>>) => ({
    config: { access: 'admin' as const },
    schema: { tags: ['admin'], summary, params: idParams, response: { 200: permissionCheckSchema, ...errors } },
    handler: (request: { params: { id: number } }) => handler(request.params.id),
  });
  app.get(
    '/api/admin/pages/check-permissions/:id',
    adminCheck('Check the page token and webhook subscription', linking.checkPagePermissions),
  );
  app.get(
    '/api/admin/pages/add-permissions/:id',
    adminCheck('Subscribe the app to the page again', linking.addPagePermissions),
  );
  app.get(
    '/api/admin/instagram/accounts/check-permissions/:id',
    adminCheck('Check the token behind an Instagram account', linking.checkInstagramPermissions),
  );
  app.get(
    '/api/admin/instagram/accounts/add-permissions/:id',
    adminCheck('Subscribe the app to the page behind an Instagram account again', linking.addInstagramPermissions),
  );
}
