import { z } from 'zod';
import {
  changePasswordRequestSchema,
  errorBodySchema,
  impersonationResponseSchema,
  ownerLoginRequestSchema,
  sessionResponseSchema,
} from '@app/contract';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { AuthService } from './auth.service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

export async function authRoutes(app: ZodApp, { auth }: { auth: AuthService }) {
  app.post('/api/auth/owner-login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Log in with username and password',
      description:
        'Answers the session: a bearer token and everything the dashboard needs. With oneTime=true the token lives for a short session (remember-me off), otherwise 365 days. Wrong credentials answer 401 wrong-data; repeated failures per username and per address answer 429.',
      body: ownerLoginRequestSchema,
      response: { 200: sessionResponseSchema, ...errors },
    },
    handler: (request) => auth.ownerLogin(request.body, request.ip),
  });

  app.get('/api/user/profile', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user and their linked pages, accounts and stores',
      response: { 200: sessionResponseSchema, ...errors },
    },
    handler: (request) => auth.profile(requireSession(request), request.context.token ?? ''),
  });

  app.post('/api/user/password', {
    schema: {
      tags: ['auth'],
      summary: 'Change my password',
      description:
        'The new password needs 8 characters with a digit, a lowercase, an uppercase and one of !@#$%&*(); the confirmation must match. Every other session of the user ends.',
      body: changePasswordRequestSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await auth.changePassword(requireSession(request), request.body);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/auth/logout', {
    schema: { tags: ['auth'], summary: 'Revoke the bearer token', response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await auth.logout(requireSession(request));
      return reply.status(204).send(null);
    },
  });

  app.post('/api/admin/users/:id/impersonate', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Open an owner dashboard as that owner',
      description:
        'Answers a short-lived owner token and the web address that uses it; the web app then saves no selections.',
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: impersonationResponseSchema, 404: errorBodySchema, ...errors },
    },
    handler: (request) => auth.impersonate(requireSession(request), request.params.id),
  });
}
