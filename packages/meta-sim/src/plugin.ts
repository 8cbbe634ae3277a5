import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { registerControlRoutes } from './control/control-routes.ts';
import { registerPublishingControlRoutes } from './control/publishing-routes.ts';
import { registerInstagramLoginControlRoutes } from './control/instagram-login-routes.ts';
import type { ControlApi } from './control/control-api.ts';
import { GraphError } from './graph-error.ts';
import { handleDialog } from './graph/dialog.ts';
import { handleGraphRequest, INSTAGRAM_GRAPH_PREFIX } from './graph/graph-request.ts';
import { registerInstagramLoginRoutes } from './instagram-login/instagram-routes.ts';
import type { SimRuntime } from './runtime.ts';
import { renderPostView } from './view/post-view.ts';

const BODY_LIMIT = 30 * 1024 * 1024;
const DIALOG_PATH = /^\/(v\d+\.\d+)\/dialog\/oauth\/?$/;

function multiValueFields(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

export function createSimulatorPlugin(
  rt: SimRuntime,
  control: ControlApi,
  waitIdle: (timeoutMs: number) => Promise<boolean>,
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // Parsers stay inside this encapsulated context: the host app keeps its own
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    const relativeUrl = (request: FastifyRequest) => request.url.slice(app.prefix.length) || '/';

    async function graph(request: FastifyRequest, reply: FastifyReply) {
      const url = relativeUrl(request);
      const [path = '/', search = ''] = url.split('?');
      const dialogVersion = DIALOG_PATH.exec(path)?.[1];
      if (dialogVersion) {
        const fields = multiValueFields(new URLSearchParams(search));
        if (request.method === 'POST' && Buffer.isBuffer(request.body)) {
          Object.assign(fields, multiValueFields(new URLSearchParams(request.body.toString('utf8'))));
        }
        const answer = handleDialog(rt, fields, dialogVersion);
        rt.saver.schedule();
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      }
      const result = await handleGraphRequest(rt, {
        method: request.method,
        url,
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : undefined,
      });
      return reply.code(result.status).headers(result.headers).send(result.body);
    }

    app.route({ method: ['GET', 'POST', 'DELETE'], url: '/:version/*', bodyLimit: BODY_LIMIT, handler: graph });
    // graph.instagram.com: the same handlers, for Instagram User tokens
    app.route({
      method: ['GET', 'POST', 'DELETE'],
      url: `${INSTAGRAM_GRAPH_PREFIX}/*`,
      bodyLimit: BODY_LIMIT,
      handler: async (request, reply) => {
        const result = await handleGraphRequest(rt, {
          method: request.method,
          url: relativeUrl(request),
          headers: request.headers,
          rawBody: Buffer.isBuffer(request.body) ? request.body : undefined,
          host: 'instagram',
        });
        return reply.code(result.status).headers(result.headers).send(result.body);
      },
    });
    registerInstagramLoginRoutes(app, rt, relativeUrl);
    registerControlRoutes(app, control, waitIdle);
    registerPublishingControlRoutes(app, control);
    registerInstagramLoginControlRoutes(app, control);
    app.get('/pictures/:file', async (request, reply) => {
      const seed = String((request.params as { file: string }).file).replace(/\.svg$/, '');
      // Meta's picture hosts answer any page that shows them; mounted inside the product, the product's same-origin
      // default would hide them from a browser that reached it under another host name than APP_URL.
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(avatarSvg(seed));
    });

    // Where a post's permalink leads: the simulated posts are not on Facebook or Instagram.
    app.get('/view/:id', async (request, reply) => {
      const page = renderPostView(rt, String((request.params as { id: string }).id));
      if (page === null) return reply.code(404).type('text/plain').send('This post does not exist (anymore).');
      return reply.type('text/html; charset=utf-8').send(page);
    });

    app.setNotFoundHandler((request, reply) => {
      const error = new GraphError({
        code: 2500,
        message: `Unknown path components: ${relativeUrl(request).split('?')[0]}`,
      });
      return reply.code(400).send(error.toBody());
    });
    app.setErrorHandler((error, _request, reply) => {
      const status =
        typeof (error as { statusCode?: unknown }).statusCode === 'number'
          ? (error as { statusCode: number }).statusCode
          : 500;
      const graphError = new GraphError({
        code: status === 413 ? 100 : 1,
        message: error instanceof Error ? error.message : 'An unknown error occurred',
        httpStatus: status >= 400 ? status : 500,
      });
      return reply.code(graphError.httpStatus).send(graphError.toBody());
    });
  };
}

/** A stable, readable stand-in for a profile picture: a coloured square with the seed's last digits. */
function avatarSvg(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const label =
    seed
      .replace(/[^0-9A-Za-z]/g, '')
      .slice(-2)
      .toUpperCase() || 'FB';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 55% 45%)"/><text x="100" y="100" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="80" fill="#fff">${label}</text></svg>`;
}
