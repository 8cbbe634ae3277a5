import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  adminNoticeSchema,
  adminNoticeSentSchema,
  pushPreferencesSchema,
  pushSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../notices.ts';

export const adminNoticesEndpoints = {
  send: defineEndpoint(apiRoutes.adminNotices.send, {
    tags: ['admin'],
    summary: 'Send a notification, worded in Arabic and English, to every owner or to one',
    body: adminNoticeSchema,
    response: adminNoticeSentSchema,
    errors: [401, 403, 404, 422],
  }),
};

const tags = ['notifications'];

export const pushEndpoints = {
  settings: defineEndpoint(apiRoutes.push.settings, {
    tags,
    summary: "The push key, the user's chosen kinds and how many of their devices are subscribed",
    response: pushSettingsSchema,
    errors: [401],
  }),
  savePreferences: defineEndpoint(apiRoutes.push.savePreferences, {
    tags,
    summary: 'Choose which kinds of notification are pushed to the devices',
    body: pushPreferencesSchema,
    response: pushSettingsSchema,
    errors: [401, 422],
  }),
  subscribe: defineEndpoint(apiRoutes.push.subscribe, {
    tags,
    summary: "Store this device's push subscription for the user",
    body: pushSubscriptionSchema,
    response: pushSettingsSchema,
    errors: [401, 422],
  }),
  unsubscribe: defineEndpoint(apiRoutes.push.unsubscribe, {
    tags,
    summary: "Forget this device's push subscription",
    body: pushUnsubscribeSchema,
    response: pushSettingsSchema,
    errors: [401, 422],
  }),
};
