import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages.ts';
import { requestLocale } from './error-handler.ts';

const apiPrefixes = ['/api/', '/_meta/', '/meta/', '/webhooks/', '/sanctum/', '/media/'];

/**
 * The built web app (apps/web/dist) and the answer for every path no route owns: the web app's page for a browser's
 * address, a localized 404 for the API and for a build file that is gone.
 */
export async function registerWebAppFiles(app: FastifyInstance, webDistDir: string) {
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.ts): a phone on a slow network gets a third.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
    for (const folder of hashedFileFolders) {
      const isListed = listedIn(path.join(webDistDir, folder));
      app.get<{ Params: { name: string } }>(`/${folder}/:name`, { schema: { hide: true } }, async (request, reply) => {
        if (!(await isListed(request.params.name))) return reply.callNotFound();
        return reply.sendFile(`${folder}/${request.params.name}`);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    // A missing build file must be a real 404, so the web app can tell a new version was deployed.
    const isAsset = request.url.startsWith('/assets/') || request.url.startsWith('/order-form/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // The web app owns every other path: its router shows the page or /not-found.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'not-found', message: translate(locale, 'route-not-found') });
  });
}

/** The build's folders of content-hashed files, which every screen a fresh browser opens asks for by the dozen. */
const hashedFileFolders = ['assets', 'order-form/assets'];

/**
 * Whether `name` is a file of `folder`, spelled exactly, from a listing read again only when the folder changes (a
 * rebuild is served without a restart). @fastify/static checks a path's spelling by reading each of its folders on
 * every request: `assets` holds about 1,700 names, and that reading was the server's largest CPU cost in the browser
 * tests.
 */
function listedIn(folder: string): (name: string) => Promise<boolean> {
  // The read itself is shared: a fresh browser asks for dozens of files at once, which would each read the folder.
  let listing: { changedAt: number; names: Promise<Set<string>> } | null = null;
  return async (name) => {
    try {
      const { mtimeMs } = await stat(folder);
      if (listing?.changedAt !== mtimeMs)
        listing = { changedAt: mtimeMs, names: readdir(folder).then((names) => new Set(names)) };
      return (await listing.names).has(name);
    } catch {
      listing = null;
      return false;
    }
  };
}
