// Every endpoint of the API, by feature: the server registers its routes from these values, OpenAPI describes
// them, and the reliability suites walk them.
import type { Endpoint } from './http/endpoint.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { adminToolsEndpoints } from './endpoints/admin-tools.ts';
import { adminConsoleEndpoints } from './endpoints/admin-console.ts';
import { adminInstagramEndpoints, adminPagesEndpoints } from './endpoints/admin-pages.ts';
import { billingEndpoints } from './endpoints/billing.ts';
import { cloudEndpoints } from './endpoints/cloud.ts';
import { orderRequestsEndpoints } from './endpoints/order-requests.ts';
import { productCardsEndpoints } from './endpoints/product-cards.ts';
import { profileEndpoints } from './endpoints/profile.ts';
import { accountsEndpoints, authEndpoints } from './endpoints/auth.ts';
import { demoCustomerEndpoints } from './endpoints/demo-customer.ts';
import { engagementEndpoints } from './endpoints/engagement.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { helpEndpoints } from './endpoints/help.ts';
import { homeEndpoints } from './endpoints/home.ts';
import { botFlowsEndpoints, botRepliesEndpoints, takeoverEndpoints } from './endpoints/bot.ts';
import { botEndpoints, inboxEndpoints } from './endpoints/inbox.ts';
import { instagramQuickRepliesEndpoints } from './endpoints/instagram-quick-replies.ts';
import { instagramRepliesEndpoints } from './endpoints/instagram-replies.ts';
import { instagramStoryRepliesEndpoints } from './endpoints/instagram-story-replies.ts';
import { linkingEndpoints } from './endpoints/linking.ts';
import { metaCallbackEndpoints } from './endpoints/meta-callbacks.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { adminNoticesEndpoints, pushEndpoints } from './endpoints/notices.ts';
import { orderFormEndpoints } from './endpoints/order-form.ts';
import { publishingEndpoints } from './endpoints/publishing.ts';
import { repliesEndpoints } from './endpoints/replies.ts';
import { storeEndpoints } from './endpoints/store.ts';
import { webviewEndpoints } from './endpoints/webview.ts';

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
  adminToolsEndpoints,
  adminConsoleEndpoints,
  adminPagesEndpoints,
  adminInstagramEndpoints,
  authEndpoints,
  engagementEndpoints,
  healthEndpoints,
  linkingEndpoints,
  metaCallbackEndpoints,
  notificationsEndpoints,
  publishingEndpoints,
  repliesEndpoints,
  billingEndpoints,
  orderRequestsEndpoints,
  storeEndpoints,
  helpEndpoints,
  webviewEndpoints,
  orderFormEndpoints,
  productCardsEndpoints,
  cloudEndpoints,
  adminNoticesEndpoints,
  pushEndpoints,
  homeEndpoints,
  profileEndpoints,
};
export * from './endpoints/common.ts';
export { campaignStatusQuerySchema, replyReportsQuerySchema, trailQuerySchema } from './endpoints/replies.ts';

export const endpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  accounts: accountsEndpoints,
  linking: linkingEndpoints,
  notifications: notificationsEndpoints,
  admin: { ...adminEndpoints, ...adminConsoleEndpoints },
  adminTools: adminToolsEndpoints,
  adminPages: adminPagesEndpoints,
  adminInstagram: adminInstagramEndpoints,
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
  metaCallbacks: metaCallbackEndpoints,
  billing: billingEndpoints,
  orderRequests: orderRequestsEndpoints,
  store: storeEndpoints,
  webview: webviewEndpoints,
  orderForm: orderFormEndpoints,
  productCards: productCardsEndpoints,
  cloud: cloudEndpoints,
  adminNotices: adminNoticesEndpoints,
  push: pushEndpoints,
  help: helpEndpoints,
  home: homeEndpoints,
  profile: profileEndpoints,
};

type Endpoints = typeof endpoints;
/** The union of every endpoint's type: the web app finds an endpoint's types by its method and path. */
export type AnyEndpoint = { [F in keyof Endpoints]: Endpoints[F][keyof Endpoints[F]] }[keyof Endpoints];

/** Every endpoint as a flat list. */
export const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));
