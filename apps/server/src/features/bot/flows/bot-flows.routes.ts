import { botFlowsEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import type { BotFlowsService } from './bot-flows.service.ts';

/** The flow builder's routes: the page is the page-id header, which the request context checked the caller owns. */
export function botFlowsRoutes(router: EndpointRouter, { flows }: { flows: BotFlowsService }) {
  router.route(endpoints.list, ({ context }) => flows.list(context.pageId));
  router.route(endpoints.get, ({ context, params }) => flows.get(context.pageId, params.id));
  router.route(endpoints.create, ({ context, body }) => flows.create(context.pageId, body));
  router.route(endpoints.saveDraft, ({ context, params, body }) => flows.saveDraft(context.pageId, params.id, body));
  router.route(endpoints.check, ({ context, params }) => flows.check(context.pageId, params.id, context.locale));
  router.route(endpoints.publish, ({ context, params }) => flows.publish(context.pageId, params.id));
  router.route(endpoints.try, ({ context, params, body }) => flows.tryDraft(context.pageId, params.id, body));
  router.route(endpoints.stats, ({ context, params }) => flows.stats(context.pageId, params.id));
  router.route(endpoints.remove, ({ context, params }) => flows.remove(context.pageId, params.id));
}
