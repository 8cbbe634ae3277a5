import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InboxChannel } from '@app/contract';
import type { RequestContext } from '../../../platform/http/request-context.ts';
import { requireSession } from '../../../platform/http/request-context.ts';
import type { InboxRealtime } from './inbox-realtime.ts';

const heartbeatMs = 15_000;

/**
 * `GET /api/inbox/events`: a raw text/event-stream answer (the reply is hijacked), a comment every 15 s so
 * proxies keep it open, and the stream removed from the bus as soon as the client goes away.
 */
export function openEventStream(
  realtime: InboxRealtime,
  call: { request: FastifyRequest; reply: FastifyReply; context: RequestContext; channel: InboxChannel | undefined },
): FastifyReply {
  const { request, reply, context } = call;
  const session = requireSession(request);
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = String(value);
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  });
  raw.write(': connected\n\n');
  let ended = false;
  const write = (chunk: string) => {
    if (!ended && !raw.destroyed) raw.write(chunk);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  let close = () => undefined as void;
  const end = () => {
    if (ended) return;
    close();
    ended = true;
    raw.end();
  };
  const remove = realtime.open({
    userId: session.user.id,
    isAdmin: session.user.isAdmin,
    locale: context.locale,
    channel: call.channel ?? null,
    pageId: context.pageId,
    instagramAccountId: context.instagramAccountId,
    write: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
    end,
  });
  close = () => {
    clearInterval(heartbeat);
    remove();
  };
  raw.once('close', () => {
    close();
    ended = true;
  });
  return reply;
}
