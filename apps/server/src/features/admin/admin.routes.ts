import { adminEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { AdminServices } from './index.ts';
import { adminConsoleRoutes } from './admin-console.routes.ts';
import { adminToolsRoutes } from './tools/index.ts';
import { adminPagesRoutes } from './pages/index.ts';

export function adminRoutes(router: EndpointRouter, services: AdminServices) {
  const { adminUsers, auditLog } = services;
  router.route(adminEndpoints.searchUsers, async ({ query }) => ({
    data: await adminUsers.search(query.search, query.limit),
  }));
  router.route(adminEndpoints.auditLog, async ({ query }) => {
    const data = await auditLog.list({
      pageId: query.page_id,
      instagramAccountId: query.instagram_account_id,
      userId: query.user_id,
      before: query.before,
      limit: query.limit,
    });
    return { data, next_before: data.length === query.limit ? data.at(-1)!.id : null };
  });
  adminToolsRoutes(router, services.tools);
  adminConsoleRoutes(router, services);
  adminPagesRoutes(router, services.pages);
}
