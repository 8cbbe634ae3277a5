import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderRequestStatus } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api, requestHeaders } from '@/shared/api/http-client.ts';

const routes = apiRoutes.orderRequests;
export const orderRequestsKey = ['order-requests'] as const;

export type OrderRequestFilters = {
  status?: OrderRequestStatus | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Only the filters set: an empty search or date is no filter. */
function queryOf(filters: OrderRequestFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export const useOrderRequests = (pageId: number, filters: OrderRequestFilters, page: number, limit: number) =>
  useQuery({
    queryKey: [...orderRequestsKey, 'list', pageId, filters, page, limit],
    queryFn: () => api(routes.list, { params: { pageId }, query: { ...queryOf(filters), page, limit } as never }),
    placeholderData: keepPreviousData,
  });

export const useOrderRequest = (id: number | null) =>
  useQuery({
    queryKey: [...orderRequestsKey, 'one', id],
    queryFn: () => api(routes.get, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderRequestsKey }),
  });
}

export const useChangeOrderStatus = () =>
  useInvalidating(({ id, status, note }: { id: number; status: OrderRequestStatus; note?: string }) =>
    api(routes.update, { params: { id }, body: { status, ...(note ? { note } : {}) } }),
  );

export const useDeleteOrderRequest = () => useInvalidating((id: number) => api(routes.destroy, { params: { id } }));

/** Downloads the filtered list as CSV (the server writes it: UTF-8 with BOM, business time). */
export async function downloadOrderRequestsCsv(pageId: number, filters: OrderRequestFilters): Promise<void> {
  const search = new URLSearchParams(queryOf(filters)).toString();
  const path = routes.exportCsv.path.replace(':pageId', String(pageId));
  const headers = requestHeaders(false);
  headers.set('Accept', 'text/csv');
  const response = await fetch(search ? `${path}?${search}` : path, { headers, cache: 'no-store' });
  if (!response.ok) throw new Error(`The export answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `requests-${pageId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
