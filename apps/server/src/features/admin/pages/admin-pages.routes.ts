import { adminInstagramEndpoints, adminPagesEndpoints, featureSlugs } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { requireSession } from '../../../platform/http/request-context.ts';
import type { AdminInstagramService } from './admin-instagram.service.ts';
import type { AdminPagesService } from './admin-pages.service.ts';

export function adminPagesRoutes(
  router: EndpointRouter,
  { pages, instagram }: { pages: AdminPagesService; instagram: AdminInstagramService },
) {
  const endpoints = adminPagesEndpoints;
  router.route(endpoints.search, async ({ query }) => pages.search(query.search, query.limit));
  router.route(endpoints.features, () => featureSlugs.map((slug) => ({ slug })));
  router.route(endpoints.ban, async ({ params, request }) => ({
    page: await pages.ban(requireSession(request), params.id),
  }));
  router.route(endpoints.unban, async ({ params, request }) => ({
    page: await pages.unban(requireSession(request), params.id),
  }));
  router.route(endpoints.update, async ({ params, body, request }) => ({
    page: await pages.update(requireSession(request), params.id, body),
  }));
  router.route(endpoints.updateFeatures, async ({ params, body, request }) => ({
    page: await pages.updateFeatures(requireSession(request), params.id, body.features),
  }));
  router.route(endpoints.remove, async ({ params, request }) => pages.remove(requireSession(request), params.id));
  router.route(endpoints.stopComments, async ({ params, request }) =>
    pages.stopComments(requireSession(request), params.id),
  );
  router.route(endpoints.stopReplies, async ({ params, request }) =>
    pages.stopReplies(requireSession(request), params.id),
  );
  router.route(endpoints.addMenu, async ({ params, request }) => pages.addMenu(requireSession(request), params.id));
  router.route(endpoints.deleteMenu, async ({ params, request }) =>
    pages.deleteMenu(requireSession(request), params.id),
  );
  router.route(endpoints.clearError, async ({ params, request }) => ({
    page: await pages.clearError(requireSession(request), params.id),
  }));

  const accounts = adminInstagramEndpoints;
  router.route(accounts.search, async ({ query }) => instagram.search(query.search, query.limit));
  router.route(accounts.update, async ({ params, body, request }) => ({
    account: await instagram.update(requireSession(request), params.id, body),
  }));
  router.route(accounts.block, async ({ params, request }) => ({
    account: await instagram.block(requireSession(request), params.id),
  }));
  router.route(accounts.unblock, async ({ params, request }) => ({
    account: await instagram.unblock(requireSession(request), params.id),
  }));
  router.route(accounts.addMenu, async ({ params, request }) => instagram.addMenu(requireSession(request), params.id));
  router.route(accounts.deleteMenu, async ({ params, request }) =>
    instagram.deleteMenu(requireSession(request), params.id),
  );
  router.route(accounts.remove, async ({ params, request }) => instagram.remove(requireSession(request), params.id));
}
