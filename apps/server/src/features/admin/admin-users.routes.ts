import { adminEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { AdminUsersRepository } from './admin-users.repository.ts';

export function adminUsersRoutes(router: EndpointRouter, { adminUsers }: { adminUsers: AdminUsersRepository }) {
  router.route(adminEndpoints.searchUsers, async ({ query }) => ({
    data: await adminUsers.search(query.search, query.limit),
  }));
}
