import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../logger.ts';

/**
 * Requests that say nothing about the product's work: the web app's own files, the health probe, and in demo mode the
 * simulator standing in for Meta under /_meta (its Graph and control calls are Meta's traffic, not ours).
 */
const routine = /^\/(assets\/|favicon|icons\/|fonts\/|locales\/|manifest|_meta\/|api\/health$)/;

/**
 * One short line per answered request in place of Fastify's two long ones (an incoming and a completed line of about
 * 300 bytes each: half an hour of clicking in the demo wrote 3.8 MB and buried the start banner). Routine requests
 * only at debug; a failed one always at error, with its error.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const url = request.raw.url ?? request.url;
    const line = {
      method: request.method,
      url: redactUrl(url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (routine.test(url) && reply.statusCode < 400) reply.log.debug(line, 'served');
    else reply.log.info(line, 'served');
  }
}
