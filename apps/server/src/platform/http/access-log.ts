import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../logger.ts';

/** The web app's own files and the health probe: every page load and every monitor asks for them. */
const routine = /^\/(assets\/|favicon|icons\/|fonts\/|locales\/|api\/health$|manifest)/;

/**
 * One short line per answered request, in place of Fastify's two long ones (an incoming and a completed line of
 * about 300 bytes each: half an hour of clicking in the demo wrote 3.8 MB and buried the start banner). Static files
 * and the health probe only at debug; errors keep their own log lines from the error handler.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.raw.url ?? request.url;
    const line = {
      method: request.method,
      url: redactUrl(url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (routine.test(url.split('?')[0]!) && reply.statusCode < 400) request.log.debug(line, 'served');
    else request.log.info(line, 'served');
    done();
  });
}
