import { z } from 'zod';
import {
  debugTrailQuerySchema,
  debugTrailSchema,
  exchangeLinkTokenRequestSchema,
  graphCallSchema,
  graphCallsQuerySchema,
  linkTokenResponseSchema,
  logLineSchema,
  logQuerySchema,
  mintLinkTokenRequestSchema,
  pageErrorSchema,
  queueJobActionSchema,
  queueJobSchema,
  queueJobsQuerySchema,
  queueStatSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
} from '../admin-tools.ts';
import { apiRoutes } from '../api-routes.ts';
import { sessionResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { bigIdParams, idParams } from '../http/ids.ts';
import { emptyBody } from './common.ts';

const routes = apiRoutes.adminTools;
const tags = ['admin'];

export const adminToolsEndpoints = {
  mintLinkToken: defineEndpoint(routes.mintLinkToken, {
    tags,
    summary: "A technical tool's link with a single-use token valid for 2 minutes (never the session's token)",
    body: mintLinkTokenRequestSchema,
    response: linkTokenResponseSchema,
    errors: [401, 403, 422],
  }),
  exchangeLinkToken: defineEndpoint(routes.exchangeLinkToken, {
    tags: ['auth'],
    summary: "Trades a technical link's token, once and before it expires, for a session of the admin who made it",
    body: exchangeLinkTokenRequestSchema,
    response: sessionResponseSchema,
    errors: [401, 422],
  }),
  logs: defineEndpoint(routes.logs, {
    tags,
    summary: 'Recent structured log lines of this server process, newest first',
    query: logQuerySchema,
    response: z.object({ data: z.array(logLineSchema), kept: z.number(), capacity: z.number() }),
    errors: [401, 403, 422],
  }),
  webhookDeliveries: defineEndpoint(routes.webhookDeliveries, {
    tags,
    summary: 'Recent webhook deliveries with their processing status, newest first',
    query: webhookDeliveriesQuerySchema,
    response: z.object({ data: z.array(webhookDeliverySchema) }),
    errors: [401, 403, 422],
  }),
  graphCalls: defineEndpoint(routes.graphCalls, {
    tags,
    summary: "Recent Graph API calls of this server process with Meta's status and timing, newest first",
    query: graphCallsQuerySchema,
    response: z.object({ data: z.array(graphCallSchema) }),
    errors: [401, 403, 422],
  }),
  trail: defineEndpoint(routes.trail, {
    tags,
    summary: "One comment's or message's whole trail: events received, decisions, outbound actions, Graph answers",
    query: debugTrailQuerySchema,
    response: debugTrailSchema,
    errors: [401, 403, 422],
  }),
  queues: defineEndpoint(routes.queues, {
    tags,
    summary: "Each job queue's waiting, deferred, active and failed jobs",
    response: z.object({ data: z.array(queueStatSchema) }),
    errors: [401, 403],
  }),
  queueJobs: defineEndpoint(routes.queueJobs, {
    tags,
    summary: "A queue's jobs in one state (failed by default), newest first",
    query: queueJobsQuerySchema,
    response: z.object({ data: z.array(queueJobSchema) }),
    errors: [401, 403, 404, 422],
  }),
  retryQueueJob: defineEndpoint(routes.retryQueueJob, {
    tags,
    summary: 'Runs a failed job again',
    body: queueJobActionSchema,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  deleteQueueJob: defineEndpoint(routes.deleteQueueJob, {
    tags,
    summary: 'Deletes a failed job',
    body: queueJobActionSchema,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  deleteFailedEvent: defineEndpoint(routes.deleteFailedEvent, {
    tags,
    summary: 'Deletes a failed Meta event from the errors list',
    params: bigIdParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  pageErrors: defineEndpoint(routes.pageErrors, {
    tags,
    summary: 'Pages whose token is invalid, whose subscription Meta refused or that miss permissions',
    response: z.object({ data: z.array(pageErrorSchema) }),
    errors: [401, 403],
  }),
  retryPageError: defineEndpoint(routes.retryPageError, {
    tags,
    summary: "Checks the page's subscription with Meta again (and subscribes it where it can)",
    params: idParams,
    body: emptyBody,
    response: null,
    errors: [401, 403, 404, 422],
  }),
};
