import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { endSession } from '@/shared/session/session-actions.ts';

export function logout() {
  return api(apiRoutes.auth.logout, { skipUnauthenticatedHandler: true });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The local session ends even when the server cannot be reached: the user asked to leave.
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
