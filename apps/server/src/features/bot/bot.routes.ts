import { botRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { sessionActor } from '../../platform/http/request-context.ts';
import type { BotRepliesService } from './replies/bot-replies.service.ts';

export function botRoutes(router: EndpointRouter, { replies }: { replies: BotRepliesService }) {
  // The request context checked that the caller owns the page in the page-id header.
  router.route(endpoints.list, ({ context, query }) => replies.list(context.pageId, query));
  router.route(endpoints.get, ({ context, params }) => replies.get(context.pageId, params.id));
  router.route(endpoints.create, ({ context, body, request }) =>
    replies.create(context.pageId, body, sessionActor(request)),
  );
  router.route(endpoints.update, ({ context, params, body, request }) =>
    replies.update(context.pageId, params.id, body, sessionActor(request)),
  );
  router.route(endpoints.remove, ({ context, params }) => replies.remove(context.pageId, params.id));
  router.route(endpoints.trail, ({ context, query }) => replies.trail(context.pageId, query, context.locale));
}
