import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export const adminHomeQueryKey = ['admin', 'home'] as const;

/** The admin home's statistics; read again every minute while the page is open. */
export function useAdminHomeStats() {
  return useQuery({
    queryKey: adminHomeQueryKey,
    queryFn: () => api(apiRoutes.admin.homeStats),
    refetchInterval: 60_000,
  });
}
