import { z } from 'zod';
import { errorBodySchema } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import type { EventDispatcher } from './event-dispatcher.ts';
import type { WebhookEventsRepository } from './webhook-events.repository.ts';

const failedEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  object: z.string(),
  account_id: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  received_at: z.string(),
  payload: z.unknown(),
});

export async function webhookAdminRoutes(
  app: ZodApp,
  { repository, dispatcher, clock }: { repository: WebhookEventsRepository; dispatcher: EventDispatcher; clock: Clock },
) {
  app.get('/api/admin/errors/list', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Meta events whose processing failed after every retry',
      querystring: z.object({
        page: z.coerce.number().int().min(1).default(1),
        limit: z.coerce.number().int().min(1).max(100).default(30),
      }),
      response: {
        200: z.object({ data: z.array(failedEventSchema), total: z.number() }),
        401: errorBodySchema,
        403: errorBodySchema,
      },
    },
    handler: async (request) => {
      const { rows, total } = await repository.listFailed(
        (request.query.page - 1) * request.query.limit,
        request.query.limit,
      );
      return {
        total,
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          object: row.object,
          account_id: row.accountId,
          attempts: row.attempts,
          last_error: row.lastError,
          received_at: row.receivedAt.toISOString(),
          payload: row.payload,
        })),
      };
    },
  });

  app.post('/api/admin/errors/retry/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Process a failed Meta event again',
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const ids = await repository.requeue([request.params.id], clock.now());
      if (ids.length === 0) throw notFound();
      dispatcher.dispatch(ids);
      return reply.status(204).send(null);
    },
  });
}
