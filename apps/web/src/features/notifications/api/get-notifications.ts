import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

export const notificationsQueryKey = ['notifications'] as const;

export type NotificationsPage = { page: number; limit: number };

export function getNotifications({ page, limit }: NotificationsPage) {
  return api(apiRoutes.notifications.list, { query: { page, limit } });
}

/** The server words each notification in the request's language: another language is another answer. */
export const notificationsQueryOptions = (paging: NotificationsPage, locale: string) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, locale, paging],
    queryFn: () => getNotifications(paging),
    placeholderData: keepPreviousData,
    // Spec section 8: notification fetch failures are silently ignored.
    retry: false,
    meta: { silent: true },
  });

export function useNotifications(paging: NotificationsPage, options: { refetchInterval?: number } = {}) {
  const locale = usePreferences((preferences) => preferences.locale);
  const query = useQuery({ ...notificationsQueryOptions(paging, locale), ...options });
  useEffect(() => {
    if (query.data && paging.page === 1) {
      sessionStore.setState({
        notifications: query.data.notifications,
        notificationsTotal: query.data.total,
        unreadNotifications: query.data.unread,
      });
    }
  }, [query.data, paging.page]);
  return query;
}
