import { demoCustomerEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { requireInstagramAccount, sessionActor } from '../../../platform/http/request-context.ts';
import { createDemoCustomerSimulator, type CustomerSimulatorDeps } from './customer-simulator.service.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db/database.ts';

/** Demo mode only (a simulator is configured): in live mode these routes do not exist. */
export function registerCustomerSimulator(
  router: EndpointRouter,
  deps: { db: Db; config: Config; stories: CustomerSimulatorDeps['currentStories'] },
) {
  const customer = createDemoCustomerSimulator({ db: deps.db, config: deps.config, currentStories: deps.stories });
  if (!customer) return;
  // The request context checked that the caller owns the page-id header's page and the insta-id header's account.
  router.route(endpoints.comment, ({ context, body }) => customer.comment(context.pageId, body));
  router.route(endpoints.message, ({ context, body }) => customer.message(context.pageId, body));
  router.route(endpoints.quickReplies, ({ context, query }) => customer.quickReplies(context.pageId, query.customer));
  router.route(endpoints.pressQuickReply, ({ context, body }) => customer.pressQuickReply(context.pageId, body));
  router.route(endpoints.story, ({ request, context, body }) =>
    customer.story(sessionActor(request), requireInstagramAccount(context), body),
  );
}
