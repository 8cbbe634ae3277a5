import type { PostNetwork, PostTemplateInput } from '@app/contract/publishing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** The saved post templates of one network. */
export function getPostTemplates(network: PostNetwork) {
  return api(apiRoutes.publishing.listTemplates, { query: { network } });
}

export function usePostTemplates(network: PostNetwork) {
  return useQuery(
    queryOptions({ queryKey: postQueryKeys.templates(network), queryFn: () => getPostTemplates(network) }),
  );
}

export function useSavePostTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostTemplateInput) => api(apiRoutes.publishing.saveTemplate, { body: input }),
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: postQueryKeys.templates(input.network) }),
  });
}
