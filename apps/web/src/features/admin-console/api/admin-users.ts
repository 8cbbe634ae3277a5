import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserCreate, AdminUserUpdate } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

const usersQueryKey = ['admin', 'users'] as const;

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...usersQueryKey, search],
    queryFn: () => api(apiRoutes.admin.searchUsers, { query: { search, limit: 100 } }),
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export const useCreateUser = () =>
  useUsersMutation((body: AdminUserCreate) => api(apiRoutes.admin.createUser, { body }));

export const useUpdateUser = () =>
  useUsersMutation(({ id, ...body }: AdminUserUpdate & { id: number }) =>
    api(apiRoutes.admin.updateUser, { params: { id }, body }),
  );

export const useBlockUser = () =>
  useUsersMutation(({ id, blocked }: { id: number; blocked: boolean }) =>
    api(apiRoutes.admin.blockUser, { params: { id }, body: { blocked } }),
  );

export const useResetUserPassword = () =>
  useUsersMutation(({ id, password }: { id: number; password: string }) =>
    api(apiRoutes.admin.resetUserPassword, { params: { id }, body: { password } }),
  );

/** A short-lived token of the owner, opened through the login-master link in this tab. */
export const useImpersonate = () =>
  useMutation({ mutationFn: (id: number) => api(apiRoutes.auth.impersonate, { params: { id } }) });

export const useIssuePasswordResetLink = () =>
  useMutation({
    mutationFn: (id: number) => api(apiRoutes.profile.issuePasswordReset, { params: { id }, body: {} }),
  });
