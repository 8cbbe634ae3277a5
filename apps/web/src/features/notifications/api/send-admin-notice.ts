import { useMutation } from '@tanstack/react-query';
import type { AdminNotice } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export function sendAdminNotice(notice: AdminNotice) {
  return api(apiRoutes.adminNotices.send, { body: notice });
}

export function useSendAdminNotice() {
  return useMutation({ mutationFn: sendAdminNotice });
}

/** Owners by username or name, for choosing the one a notice goes to. */
export function searchOwners(search: string, signal?: AbortSignal) {
  return api(apiRoutes.admin.searchUsers, { query: { search, limit: 20 }, signal });
}
