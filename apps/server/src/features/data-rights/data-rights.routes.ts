import { metaCallbackEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { publicPageLocale } from '../../platform/http/public-page.ts';
import { acceptUrlencodedForms } from '../../platform/http/urlencoded-form.ts';
import type { DataRightsService } from './data-rights.service.ts';
import { renderDeletionStatus } from './deletion-status-page.ts';

type DataRightsRouteDeps = { dataRights: DataRightsService; config: Pick<Config, 'appUrl' | 'businessTimeZone'> };

/** A form Meta posts is small: a signed request of a few hundred bytes. */
const formLimitBytes = 16 * 1024;

/**
 * Meta's callbacks for a person who removed the app or asked for their data to be deleted, declared in the contract
 * (`metaCallbackEndpoints`), in a scope of their own that reads Meta's urlencoded form.
 */
export async function dataRightsRoutes(
  app: FastifyInstance,
  routerOn: (scope: FastifyInstance) => EndpointRouter,
  deps: DataRightsRouteDeps,
) {
  await app.register(async (scope) => {
    acceptUrlencodedForms(scope, formLimitBytes);
    registerCallbacks(routerOn(scope), deps);
  });
}

function registerCallbacks(router: EndpointRouter, deps: DataRightsRouteDeps) {
  router.route(metaCallbackEndpoints.dataDeletion, async ({ body }) => {
    const code = await deps.dataRights.deleteData(body.signed_request);
    if (!code) throw forbidden('meta-signed-request-invalid');
    return { url: `${deps.config.appUrl}/meta/data-deletion/${code}`, confirmation_code: code };
  });

  router.route(metaCallbackEndpoints.deauthorize, async ({ body }) => {
    const result = await deps.dataRights.deauthorize(body.signed_request);
    if (!result) throw forbidden('meta-signed-request-invalid');
    return result;
  });

  router.route(metaCallbackEndpoints.deletionStatus, ({ params, request, reply }) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        renderDeletionStatus(
          publicPageLocale(request),
          params.code,
          deps.dataRights.receipt(params.code),
          deps.config.businessTimeZone,
        ),
      ),
  );
}
