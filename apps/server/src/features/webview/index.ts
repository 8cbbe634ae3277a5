// Order forms (web-view templates) and the page's web-view domain. Other features read them only from here.
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createGraphProfile } from '../../platform/meta/graph-profile.ts';
import type { PageGate } from '../pages/index.ts';
import { createWebViewDomainRepository } from './web-view-domain.repository.ts';
import { createWebViewDomainService } from './web-view-domain.service.ts';
import { createWebviewTemplatesRepository } from './webview-templates.repository.ts';
import { createWebviewTemplatesService } from './webview-templates.service.ts';

export { webviewRoutes } from './webview.routes.ts';
export type { WebViewDomainService } from './web-view-domain.service.ts';
export type { WebviewTemplatesService } from './webview-templates.service.ts';

export function createWebview(deps: {
  db: Db;
  graphClient: GraphClient;
  pages: PageGate;
  clock: Clock;
  production: boolean;
}) {
  return {
    templates: createWebviewTemplatesService({
      repository: createWebviewTemplatesRepository(deps.db),
      clock: deps.clock,
    }),
    domain: createWebViewDomainService({
      repository: createWebViewDomainRepository(deps.db),
      profile: createGraphProfile(deps.graphClient),
      pages: deps.pages,
      production: deps.production,
    }),
  };
}
export type Webview = ReturnType<typeof createWebview>;
