import { errorBodySchema, linkedAccountsSchema } from '@app/contract';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { AccountsService } from './accounts.service.ts';

export async function accountsRoutes(app: ZodApp, { accounts }: { accounts: AccountsService }) {
  app.get('/api/user/accounts', {
    schema: {
      tags: ['accounts'],
      summary: 'Pages, Instagram accounts and stores linked to the signed-in owner',
      description:
        'Fetched when the owner enters the dashboard and after linking; deleted pages and accounts are left out.',
      response: { 200: linkedAccountsSchema, 401: errorBodySchema },
    },
    handler: (request) => accounts.listLinkedAccounts(requireSession(request).user.id),
  });
}
