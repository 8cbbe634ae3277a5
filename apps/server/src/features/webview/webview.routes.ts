import { webviewEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { sessionActor } from '../../platform/http/request-context.ts';
import type { WebViewDomainService } from './web-view-domain.service.ts';
import type { WebviewTemplatesService } from './webview-templates.service.ts';

export function webviewRoutes(
  router: EndpointRouter,
  { templates, domain }: { templates: WebviewTemplatesService; domain: WebViewDomainService },
) {
  // A `:pageId` in the path is checked by the request context like the page-id header (the caller owns it).
  router.route(endpoints.listTemplates, ({ params }) => templates.list(params.pageId));
  router.route(endpoints.getTemplate, ({ params, request }) => templates.get(params.id, sessionActor(request)));
  router.route(endpoints.createTemplate, ({ body, request }) => templates.create(body, sessionActor(request)));
  router.route(endpoints.updateTemplate, ({ params, body, request }) =>
    templates.update(params.id, body, sessionActor(request)),
  );
  router.route(endpoints.destroyTemplate, ({ params, request }) => templates.destroy(params.id, sessionActor(request)));
  router.route(endpoints.domain, ({ params, context }) => domain.read(params.pageId, context.locale));
  router.route(endpoints.saveDomain, ({ params, body, context }) =>
    domain.save(params.pageId, body.domain, context.locale),
  );
}
