import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { dropFromLinkedAccounts, linkedAccountsQueryKey } from './get-linked-accounts.ts';

export function deleteInstagramAccount(id: number) {
  return apiRequest(`/api/instagram/accounts/${id}`, { method: 'DELETE' });
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
