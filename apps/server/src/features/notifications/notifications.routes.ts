import { z } from 'zod';
import { errorBodySchema, notificationListQuerySchema, notificationListSchema } from '@app/contract';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { NotificationsService } from './notifications.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const noContent = { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export async function notificationsRoutes(app: ZodApp, { notifications }: { notifications: NotificationsService }) {
  app.get('/api/user/notifications', {
    schema: {
      tags: ['notifications'],
      summary: "The signed-in user's notifications, newest first",
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema, 401: errorBodySchema, 422: errorBodySchema },
    },
    handler: (request) => notifications.list(requireSession(request).user.id, request.query, request.context.locale),
  });

  app.post('/api/user/notifications/mark-read/:id', {
    schema: { tags: ['notifications'], summary: 'Mark one notification read', params: idParams, response: noContent },
    handler: async (request, reply) => {
      await notifications.markRead(requireSession(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/user/notifications/mark-all-read', {
    schema: { tags: ['notifications'], summary: 'Mark every notification read', response: noContent },
    handler: async (request, reply) => {
      await notifications.markAllRead(requireSession(request).user.id);
      return reply.status(204).send(null);
    },
  });

  app.delete('/api/user/notifications/delete/:id', {
    schema: { tags: ['notifications'], summary: 'Delete one notification', params: idParams, response: noContent },
    handler: async (request, reply) => {
      await notifications.delete(requireSession(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
