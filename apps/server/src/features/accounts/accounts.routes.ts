import { accountsEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { AccountsService } from './accounts.service.ts';

export function accountsRoutes(router: EndpointRouter, { accounts }: { accounts: AccountsService }) {
  router.route(accountsEndpoints.linked, ({ request }) => accounts.listLinkedAccounts(requireSession(request).user.id));
}
