import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPageUpdate, FeatureSlug } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export const adminPagesKey = ['admin-pages'] as const;
export const adminSearchLimit = 30;

/**
 * The admin's page search. Each keystroke asks again; React Query aborts the request of the term typed over (the
 * signal reaches fetch), so a slow answer for "ab" can never land after the answer for "abc".
 */
export function useAdminPageSearch(search: string) {
  return useQuery({
    queryKey: [...adminPagesKey, 'pages', search],
    queryFn: ({ signal }) => api(apiRoutes.adminPages.search, { query: { search, limit: adminSearchLimit }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminInstagramSearch(search: string) {
  return useQuery({
    queryKey: [...adminPagesKey, 'instagram', search],
    queryFn: ({ signal }) =>
      api(apiRoutes.adminInstagram.search, { query: { search, limit: adminSearchLimit }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFeatureList() {
  return useQuery({
    queryKey: [...adminPagesKey, 'features'],
    queryFn: () => api(apiRoutes.adminPages.features),
    staleTime: Infinity,
  });
}

/** Who changed what on a page or an account, newest first. */
export function useAuditLog(subject: { page_id: number } | { instagram_account_id: number } | null) {
  return useQuery({
    queryKey: [...adminPagesKey, 'audit', subject],
    queryFn: () => api(apiRoutes.admin.auditLog, { query: { ...subject, limit: 50 } }),
    enabled: subject !== null,
  });
}

export type PageAction =
  'ban' | 'unban' | 'remove' | 'stopComments' | 'stopReplies' | 'addMenu' | 'deleteMenu' | 'clearError';
export type InstagramAction = 'block' | 'unblock' | 'remove' | 'addMenu' | 'deleteMenu';

function runPageAction(action: PageAction, id: number) {
  const params = { params: { id } };
  switch (action) {
    case 'ban':
      return api(apiRoutes.adminPages.ban, params);
    case 'unban':
      return api(apiRoutes.adminPages.unban, params);
    case 'remove':
      return api(apiRoutes.adminPages.remove, params);
    case 'stopComments':
      return api(apiRoutes.adminPages.stopComments, params);
    case 'stopReplies':
      return api(apiRoutes.adminPages.stopReplies, params);
    case 'addMenu':
      return api(apiRoutes.adminPages.addMenu, params);
    case 'deleteMenu':
      return api(apiRoutes.adminPages.deleteMenu, params);
    case 'clearError':
      return api(apiRoutes.adminPages.clearError, params);
  }
}

function runInstagramAction(action: InstagramAction, id: number) {
  const params = { params: { id } };
  switch (action) {
    case 'block':
      return api(apiRoutes.adminInstagram.block, params);
    case 'unblock':
      return api(apiRoutes.adminInstagram.unblock, params);
    case 'remove':
      return api(apiRoutes.adminInstagram.remove, params);
    case 'addMenu':
      return api(apiRoutes.adminInstagram.addMenu, params);
    case 'deleteMenu':
      return api(apiRoutes.adminInstagram.deleteMenu, params);
  }
}

/** Every admin change refreshes the lists and the audit logs shown. */
function useAdminMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPagesKey }),
  });
}

export const usePageAction = () =>
  useAdminMutation(({ action, id }: { action: PageAction; id: number }) => runPageAction(action, id));

export const useInstagramAction = () =>
  useAdminMutation(({ action, id }: { action: InstagramAction; id: number }) => runInstagramAction(action, id));

export const useUpdatePage = () =>
  useAdminMutation(({ id, body }: { id: number; body: AdminPageUpdate }) =>
    api(apiRoutes.adminPages.update, { params: { id }, body }),
  );

export const useUpdatePageFeatures = () =>
  useAdminMutation(({ id, features }: { id: number; features: FeatureSlug[] }) =>
    api(apiRoutes.adminPages.updateFeatures, { params: { id }, body: { features } }),
  );

export const useUpdateInstagramFeatures = () =>
  useAdminMutation(({ id, features }: { id: number; features: FeatureSlug[] }) =>
    api(apiRoutes.adminInstagram.update, { params: { id }, body: { features } }),
  );

/** The permission check and re-subscription an admin runs on a page (or an account's linked page). */
export function checkPermissions(kind: 'page' | 'instagram', action: 'check' | 'add', id: number) {
  const params = { params: { id } };
  if (kind === 'page')
    return action === 'check'
      ? api(apiRoutes.linking.checkPagePermissions, params)
      : api(apiRoutes.linking.addPagePermissions, params);
  return action === 'check'
    ? api(apiRoutes.linking.checkInstagramPermissions, params)
    : api(apiRoutes.linking.addInstagramPermissions, params);
}

export function searchUsers(search: string, signal?: AbortSignal) {
  return api(apiRoutes.admin.searchUsers, { query: { search, limit: 20 }, signal });
}
