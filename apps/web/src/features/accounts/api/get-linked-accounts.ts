import type { LinkedAccounts } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { updateLinkedAccounts } from '@/shared/session/session-actions.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

export function getLinkedAccounts() {
  return api(apiRoutes.accounts.linked);
}

export const linkedAccountsQueryKey = ['user', 'accounts'] as const;

export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: linkedAccountsQueryKey, queryFn: getLinkedAccounts, staleTime: 60_000 });

/** The pages fetch on entering owner routes (spec section 7): keeps the switcher and the guards current. */
export function useLinkedAccountsSync(enabled: boolean) {
  const query = useQuery({ ...linkedAccountsQueryOptions(), enabled });
  useEffect(() => {
    if (query.data) updateLinkedAccounts(query.data);
  }, [query.data]);
  return query;
}

function currentLinkedAccounts(queryClient: QueryClient): LinkedAccounts {
  const cached = queryClient.getQueryData(linkedAccountsQueryOptions().queryKey);
  if (cached) return cached;
  const { pages, instaAccounts, stores } = sessionStore.getState();
  return { pages, insta_accounts: instaAccounts, stores };
}

/**
 * After a removal the server has answered 204: the page or account leaves the list and the switcher at once
 * (the switcher's selection moves on if it was the current one), then the list is fetched again.
 */
export function dropFromLinkedAccounts(
  queryClient: QueryClient,
  removed: { pageId?: number; instaAccountId?: number },
): void {
  const current = currentLinkedAccounts(queryClient);
  const next: LinkedAccounts = {
    pages: current.pages.filter((page) => page.id !== removed.pageId),
    insta_accounts: current.insta_accounts.filter((account) => account.id !== removed.instaAccountId),
    stores: current.stores.filter((store) => store.page_id !== removed.pageId),
  };
  queryClient.setQueryData(linkedAccountsQueryOptions().queryKey, next);
  updateLinkedAccounts(next);
  void queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey });
}
