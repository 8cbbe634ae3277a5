import { createQueryClient } from '@/shared/api/query-client.ts';

export const queryClient = createQueryClient({
  queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
  mutations: { retry: false },
});
