import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { dropFromLinkedAccounts, linkedAccountsQueryKey } from './get-linked-accounts.ts';

/** Removes the caller as an owner; the last owner removing a page deletes it (spec section 6). */
export function deletePage(id: number) {
  return api(apiRoutes.linking.removePage, { params: { id } });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: (_result, id) => dropFromLinkedAccounts(queryClient, { pageId: id }),
    // A refusal (say, removed meanwhile in another tab) may mean the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey }),
  });
}
