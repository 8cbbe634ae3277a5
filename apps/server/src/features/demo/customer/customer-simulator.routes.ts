import { demoCustomerEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { requireInstagramAccount, sessionActor } from '../../../platform/http/request-context.ts';
import { createDemoCustomerSimulator } from './customer-simulator.service.ts';

type RegisterDeps = Parameters<typeof createDemoCustomerSimulator>[0];

/** Demo mode only (a simulator is configured): in live mode these routes do not exist. */
export function registerCustomerSimulator(router: EndpointRouter, deps: RegisterDeps) {
  const customer = createDemoCustomerSimulator(deps);
  if (!customer) return;
  // The request context checked that the caller owns the page-id header's page and the insta-id header's account.
  router.route(endpoints.comment, ({ context, body }) => customer.comment(context.pageId, body));
  router.route(endpoints.message, ({ context, body }) => customer.message(context.pageId, body));
  router.route(endpoints.quickReplies, ({ context, query }) => customer.quickReplies(context.pageId, query.customer));
  router.route(endpoints.pressQuickReply, ({ context, body }) => customer.pressQuickReply(context.pageId, body));
  router.route(endpoints.instagramComment, ({ request, context, body }) =>
    customer.instagramComment(sessionActor(request), requireInstagramAccount(context), body),
  );
  router.route(endpoints.story, ({ request, context, body }) =>
    customer.story(sessionActor(request), requireInstagramAccount(context), body),
  );
}
