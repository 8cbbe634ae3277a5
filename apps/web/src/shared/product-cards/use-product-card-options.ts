import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export const productCardQueryKeys = {
  options: (pageId: number) => ['product-cards', 'options', pageId] as const,
};

/** The page's store items a product card can show, and why the page cannot send cards yet. */
export function useProductCardOptions(pageId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: productCardQueryKeys.options(pageId ?? 0),
      queryFn: () => api(apiRoutes.productCards.options, { params: { pageId: pageId! } }),
      enabled: pageId !== null,
      staleTime: 30_000,
    }),
  );
}
