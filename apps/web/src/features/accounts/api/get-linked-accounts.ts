import { linkedAccountsSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/shared/api/http-client.ts';
import { updateLinkedAccounts } from '@/shared/session/session-actions.ts';

export function getLinkedAccounts() {
  return apiRequest('/api/user/accounts', { schema: linkedAccountsSchema });
}

export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'accounts'], queryFn: getLinkedAccounts, staleTime: 60_000 });

/** The pages fetch on entering owner routes (spec section 7): keeps the switcher and the guards current. */
export function useLinkedAccountsSync(enabled: boolean) {
  const query = useQuery({ ...linkedAccountsQueryOptions(), enabled });
  useEffect(() => {
    if (query.data) updateLinkedAccounts(query.data);
  }, [query.data]);
  return query;
}
