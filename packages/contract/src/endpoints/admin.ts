import { z } from 'zod';
import {
  adminAuditEntrySchema,
  adminAuditQuerySchema,
  adminUserSchema,
  adminUserSearchQuerySchema,
  failedEventSchema,
  failedEventsQuerySchema,
} from '../admin.ts';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { bigIdParams } from '../http/ids.ts';
import { emptyBody } from './common.ts';

const routes = apiRoutes.admin;
const tags = ['admin'];

export const adminEndpoints = {
  searchUsers: defineEndpoint(routes.searchUsers, {
    tags,
    summary: 'Search users by username or name (30 at most by default)',
    query: adminUserSearchQuerySchema,
    response: z.object({ data: z.array(adminUserSchema) }),
    errors: [401, 403, 422],
  }),
  auditLog: defineEndpoint(routes.auditLog, {
    tags,
    summary: 'Changes made by admins (and by admins acting as owners), newest first, by page, account or user',
    query: adminAuditQuerySchema,
    response: z.object({ data: z.array(adminAuditEntrySchema), next_before: z.number().nullable() }),
    errors: [401, 403, 422],
  }),
  failedEvents: defineEndpoint(routes.failedEvents, {
    tags,
    summary: 'Meta events whose processing failed after every retry',
    query: failedEventsQuerySchema,
    response: z.object({ data: z.array(failedEventSchema), total: z.number() }),
    errors: [401, 403, 422],
  }),
  retryFailedEvent: defineEndpoint(routes.retryFailedEvent, {
    tags,
    summary: 'Process a failed Meta event again',
    params: bigIdParams,
    body: emptyBody,
    response: null,
    errors: [401, 403, 404, 422],
  }),
};
