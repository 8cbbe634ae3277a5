import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { dropFromLinkedAccounts, linkedAccountsQueryKey } from './get-linked-accounts.ts';

export function deleteInstagramAccount(id: number) {
  return api(apiRoutes.linking.removeInstagramAccount, { params: { id } });
}

export function useDeleteInstagramAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstagramAccount,
    onSuccess: (_result, id) => dropFromLinkedAccounts(queryClient, { instaAccountId: id }),
    // A refusal (say, removed meanwhile in another tab) may mean the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey }),
  });
}
