import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimRuntime } from '../runtime.ts';
import { exchangeInstagramCode, handleInstagramWindow } from './instagram-oauth.ts';

function formFields(request: FastifyRequest, search: string): Record<string, string> {
  const fields = Object.fromEntries(new URLSearchParams(search));
  if (request.method === 'POST' && Buffer.isBuffer(request.body))
    Object.assign(fields, Object.fromEntries(new URLSearchParams(request.body.toString('utf8'))));
  return fields;
}

/** Instagram Login's hosts other than graph.instagram.com: the authorization window and api.instagram.com's exchange. */
export function registerInstagramLoginRoutes(
  app: FastifyInstance,
  rt: SimRuntime,
  relativeUrl: (request: FastifyRequest) => string,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/instagram/oauth/authorize',
    handler: async (request, reply) => {
      const search = relativeUrl(request).split('?')[1] ?? '';
      const answer = handleInstagramWindow(rt, formFields(request, search));
      rt.saver.schedule();
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });

  app.post('/instagram/oauth/access_token', async (request, reply) => {
    const [path = '', search = ''] = relativeUrl(request).split('?');
    const form = formFields(request, search);
    const answer = exchangeInstagramCode(rt, form);
    // The product's calls to Meta are all in the call log, api.instagram.com's included
    rt.calls.record({
      method: 'POST',
      path,
      query: Object.fromEntries(new URLSearchParams(search)),
      body: form,
      status: answer.status,
      response: answer.body,
      at: rt.clock.now().toISOString(),
    });
    return reply.code(answer.status).send(answer.body);
  });
}
