import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import {
  passwordResetByEmailSchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetStatusSchema,
  passwordResetTokenParams,
  profileUpdateSchema,
  signedInSessionListSchema,
  signInOptionsSchema,
} from '../profile.ts';
import { emptyBody } from './common.ts';

const routes = apiRoutes.profile;
const tags = ['profile'];
const avatar = { description: 'The profile picture (png or jpg)', extensions: ['png', 'jpg', 'jpeg'] as const };

export const profileEndpoints = {
  update: defineEndpoint(routes.update, {
    tags,
    summary: 'Change my name, email, picture and interface language',
    description:
      'multipart/form-data (or JSON) with `name`, `locale`, an optional `email` (another account’s answers 422 "Email is used") and an optional `avatar` image or `remove_avatar`.',
    multipart: { fields: profileUpdateSchema, files: { avatar } },
    response: null,
    errors: [401, 403, 413, 422],
  }),
  sessions: defineEndpoint(routes.sessions, {
    tags,
    summary: 'The sessions signed in to my account, newest first (this one marked current)',
    response: signedInSessionListSchema,
    errors: [401, 403],
  }),
  endSession: defineEndpoint(routes.endSession, {
    tags,
    summary: 'Sign out one of my sessions',
    description: 'Its token is refused (401) from the next request on.',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  endOtherSessions: defineEndpoint(routes.endOtherSessions, {
    tags,
    summary: 'Sign out everywhere else',
    description: 'Every session of mine but this one ends; their tokens are refused (401) at once.',
    body: emptyBody,
    response: null,
    errors: [401, 403, 422],
  }),
  issuePasswordReset: defineEndpoint(routes.issuePasswordReset, {
    tags: ['admin'],
    summary: 'A one-time link for an owner to set a new password',
    description: 'Valid for one hour and for one use; an earlier unused link of the owner stops working.',
    params: idParams,
    body: emptyBody,
    response: passwordResetLinkSchema,
    errors: [401, 403, 404, 422],
  }),
  passwordResetStatus: defineEndpoint(routes.passwordResetStatus, {
    tags,
    summary: 'Whether a password reset link can still be used, and for whom',
    params: passwordResetTokenParams,
    response: passwordResetStatusSchema,
    errors: [404, 422],
  }),
  resetPassword: defineEndpoint(routes.resetPassword, {
    tags,
    summary: 'Set a new password with a reset link',
    description:
      'The password follows the spec’s rule; the link is used up and every session of the owner ends. An unknown, used or expired link answers 404.',
    body: passwordResetRequestSchema,
    response: z.object({ username: z.string() }),
    errors: [404, 422],
  }),
  signInOptions: defineEndpoint(routes.signInOptions, {
    tags,
    summary: 'What the sign-in page offers besides signing in (a password reset by email)',
    response: signInOptionsSchema,
    errors: [],
  }),
  requestPasswordResetEmail: defineEndpoint(routes.requestPasswordResetEmail, {
    tags,
    summary: 'Mail a one-time password reset link to the account’s email',
    description:
      'Answers the same whether or not the username or email names an account with an email (nobody learns which accounts exist); a link is mailed only then, valid for one hour and one use. 422 when the server sends no mail (an admin gives the link instead); 429 after too many requests from one address or for one account.',
    body: passwordResetByEmailSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: [422, 429],
  }),
};
