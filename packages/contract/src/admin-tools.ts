import { z } from 'zod';
import { idSchema } from './http/ids.ts';

/** The admin's technical tools the menu links to (spec section 2: log viewer, debugging tool, queue monitor). */
export const technicalTools = ['logs', 'debug', 'queues'] as const;
export type TechnicalTool = (typeof technicalTools)[number];

export const mintLinkTokenRequestSchema = z.object({ tool: z.enum(technicalTools) });
export type MintLinkTokenRequest = z.infer<typeof mintLinkTokenRequestSchema>;

/** A link holding a short-lived, single-use link token (never the session's own token). */
export const linkTokenResponseSchema = z.object({ url: z.string(), expires_at: z.string() });
export type LinkTokenResponse = z.infer<typeof linkTokenResponseSchema>;

export const exchangeLinkTokenRequestSchema = z.object({ link_token: z.string().min(1).max(200) });
export type ExchangeLinkTokenRequest = z.infer<typeof exchangeLinkTokenRequestSchema>;

export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof logLevels)[number];

export const logQuerySchema = z.object({
  /** This level and the more serious ones. */
  level: z.enum(logLevels).optional(),
  request_id: z.string().trim().max(100).optional(),
  page_id: idSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

export const logLineSchema = z.object({
  seq: z.number(),
  time: z.string(),
  level: z.enum(logLevels),
  message: z.string(),
  request_id: z.string().nullable(),
  page_id: z.number().nullable(),
  /** The line's other fields, as logged (secrets already redacted). */
  details: z.record(z.string(), z.unknown()),
});
export type LogLine = z.infer<typeof logLineSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  status: z.enum(['pending', 'processing', 'done', 'failed']).optional(),
  account_id: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const webhookDeliverySchema = z.object({
  id: z.number(),
  kind: z.string(),
  object: z.string(),
  account_id: z.string(),
  natural_key: z.string(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  received_at: z.string(),
  processed_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const graphCallsQuerySchema = z.object({
  failed: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** One Graph API call as the Graph client saw it; the token is never kept. */
export const graphCallSchema = z.object({
  seq: z.number(),
  at: z.string(),
  method: z.string(),
  host: z.string(),
  path: z.string(),
  limit_key: z.string().nullable(),
  status: z.number(),
  duration_ms: z.number(),
  error: z.string().nullable(),
});
export type GraphCall = z.infer<typeof graphCallSchema>;

export const debugTrailQuerySchema = z.object({
  /** Meta's comment id or message id (mid). */
  meta_id: z.string().trim().min(1).max(200),
});

export const debugTrailSchema = z.object({
  events: z.array(webhookDeliverySchema.extend({ payload: z.unknown() })),
  decisions: z.array(
    z.object({
      id: z.number(),
      campaign_id: z.number().nullable(),
      status: z.string(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  actions: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      status: z.string(),
      attempts: z.number(),
      meta_id: z.string().nullable(),
      last_error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  graph_calls: z.array(graphCallSchema),
});
export type DebugTrail = z.infer<typeof debugTrailSchema>;

export const queueStatSchema = z.object({
  name: z.string(),
  waiting: z.number(),
  deferred: z.number(),
  retrying: z.number(),
  active: z.number(),
  failed: z.number(),
  total: z.number(),
});
export type QueueStat = z.infer<typeof queueStatSchema>;

export const queueJobStates = ['created', 'retry', 'active', 'failed'] as const;
export const queueJobsQuerySchema = z.object({
  queue: z.string().trim().min(1).max(100),
  state: z.enum(queueJobStates).default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const queueJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.string(),
  retry_count: z.number(),
  retry_limit: z.number(),
  data: z.unknown(),
  output: z.unknown(),
  created_on: z.string(),
  started_on: z.string().nullable(),
  completed_on: z.string().nullable(),
});
export type QueueJob = z.infer<typeof queueJobSchema>;

export const queueJobActionSchema = z.object({
  queue: z.string().trim().min(1).max(100),
  job_id: z.uuid(),
});
export type QueueJobAction = z.infer<typeof queueJobActionSchema>;

export const pageProblems = ['token-invalid', 'subscription-refused', 'missing-permission'] as const;
export const pageErrorSchema = z.object({
  page_id: z.number(),
  name: z.string(),
  meta_page_id: z.string(),
  problems: z.array(z.enum(pageProblems)),
  missing_permissions: z.array(z.string()),
  subscription_error: z.string().nullable(),
  since: z.string().nullable(),
});
export type PageError = z.infer<typeof pageErrorSchema>;
