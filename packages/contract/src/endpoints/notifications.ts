import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import { notificationListQuerySchema, notificationListSchema } from '../notifications.ts';
import { emptyBody } from './common.ts';

const routes = apiRoutes.notifications;
const tags = ['notifications'];

export const notificationsEndpoints = {
  list: defineEndpoint(routes.list, {
    tags,
    summary: "The signed-in user's notifications, newest first",
    query: notificationListQuerySchema,
    response: notificationListSchema,
    errors: [401, 422],
  }),
  markRead: defineEndpoint(routes.markRead, {
    tags,
    summary: 'Mark one notification read',
    params: idParams,
    body: emptyBody,
    response: null,
    errors: [401, 404, 422],
  }),
  markAllRead: defineEndpoint(routes.markAllRead, {
    tags,
    summary: 'Mark every notification read',
    body: emptyBody,
    response: null,
    errors: [401, 422],
  }),
  remove: defineEndpoint(routes.remove, {
    tags,
    summary: 'Delete one notification',
    params: idParams,
    response: null,
    errors: [401, 404, 422],
  }),
};
