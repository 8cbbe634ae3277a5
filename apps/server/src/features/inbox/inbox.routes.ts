import { inboxEndpoints as endpoints, takeoverEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { sessionActor } from '../../platform/http/request-context.ts';
import type { ConversationsService } from './conversations/conversations.service.ts';
import { openEventStream } from './realtime/event-stream.ts';
import type { InboxRealtime } from './realtime/inbox-realtime.ts';
import type { SendService } from './send/send-message.ts';

export function inboxRoutes(
  router: EndpointRouter,
  services: { conversations: ConversationsService; send: SendService; realtime: InboxRealtime },
) {
  const { conversations, send, realtime } = services;
  router.route(endpoints.conversations, ({ query, context }) => conversations.list(query, context, context.locale));
  router.route(endpoints.thread, ({ params, query, request, context }) =>
    conversations.thread(params.id, query, sessionActor(request), context.locale),
  );
  router.route(endpoints.send, ({ params, body, request, context }) =>
    send.send(params.id, body, sessionActor(request), context.locale),
  );
  router.route(endpoints.markRead, ({ params, request }) => conversations.markRead(params.id, sessionActor(request)));
  router.route(takeoverEndpoints.takeover, ({ params, body, request }) =>
    conversations.takeOver(params.id, body.taken_over, sessionActor(request)),
  );
  router.route(endpoints.unread, ({ request }) => conversations.unread(sessionActor(request).userId));
  router.route(endpoints.events, ({ request, reply, context, query }) =>
    openEventStream(realtime, { request, reply, context, channel: query.channel }),
  );
}
