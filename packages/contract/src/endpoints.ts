// Every endpoint of the API, by feature: the server registers its routes from these values, OpenAPI describes
// them, and the reliability suites walk them.
import type { Endpoint } from './http/endpoint.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { accountsEndpoints, authEndpoints } from './endpoints/auth.ts';
import { demoCustomerEndpoints } from './endpoints/demo-customer.ts';
import { engagementEndpoints } from './endpoints/engagement.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { botFlowsEndpoints, botRepliesEndpoints, takeoverEndpoints } from './endpoints/bot.ts';
import { botEndpoints, inboxEndpoints } from './endpoints/inbox.ts';
import { instagramQuickRepliesEndpoints } from './endpoints/instagram-quick-replies.ts';
import { instagramRepliesEndpoints } from './endpoints/instagram-replies.ts';
import { instagramStoryRepliesEndpoints } from './endpoints/instagram-story-replies.ts';
import { linkingEndpoints } from './endpoints/linking.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { publishingEndpoints } from './endpoints/publishing.ts';
import { repliesEndpoints } from './endpoints/replies.ts';

export {
  accountsEndpoints,
  demoCustomerEndpoints,
  botEndpoints,
  botFlowsEndpoints,
  botRepliesEndpoints,
  takeoverEndpoints,
  inboxEndpoints,
  instagramRepliesEndpoints,
  instagramQuickRepliesEndpoints,
  instagramStoryRepliesEndpoints,
  adminEndpoints,
  authEndpoints,
  engagementEndpoints,
  healthEndpoints,
  linkingEndpoints,
  notificationsEndpoints,
  publishingEndpoints,
  repliesEndpoints,
};
export * from './endpoints/common.ts';
export { campaignStatusQuerySchema, replyReportsQuerySchema, trailQuerySchema } from './endpoints/replies.ts';

export const endpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  accounts: accountsEndpoints,
  linking: linkingEndpoints,
  notifications: notificationsEndpoints,
  admin: adminEndpoints,
  replies: repliesEndpoints,
  engagement: engagementEndpoints,
  instagramReplies: instagramRepliesEndpoints,
  instagramQuickReplies: instagramQuickRepliesEndpoints,
  instagramStoryReplies: instagramStoryRepliesEndpoints,
  publishing: publishingEndpoints,
  // The takeover switch is an inbox route (apiRoutes.inbox.takeover) written beside the bot it silences.
  inbox: { ...inboxEndpoints, ...takeoverEndpoints },
  bot: botEndpoints,
  botReplies: botRepliesEndpoints,
  botFlows: botFlowsEndpoints,
  demoCustomer: demoCustomerEndpoints,
};

type Endpoints = typeof endpoints;
/** The union of every endpoint's type: the web app finds an endpoint's types by its method and path. */
export type AnyEndpoint = { [F in keyof Endpoints]: Endpoints[F][keyof Endpoints[F]] }[keyof Endpoints];

/** Every endpoint as a flat list. */
export const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));
