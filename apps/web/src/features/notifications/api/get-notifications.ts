import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationCategory } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { subscribeToInboxEvents } from '@/features/inbox/index.ts';
import { api } from '@/shared/api/http-client.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

export const notificationsQueryKey = ['notifications'] as const;

export type NotificationsPage = {
  page: number;
  limit: number;
  unreadOnly?: boolean;
  category?: NotificationCategory | undefined;
};

export function getNotifications({ page, limit, unreadOnly, category }: NotificationsPage) {
  return api(apiRoutes.notifications.list, {
    query: { page, limit, ...(unreadOnly ? { unread: '1' } : {}), ...(category ? { category } : {}) },
  });
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
  // Only the unfiltered first page is what the bell shows.
  const latest = paging.page === 1 && !paging.unreadOnly && !paging.category;
  useEffect(() => {
    if (query.data && latest) {
      sessionStore.setState({
        notifications: query.data.notifications,
        notificationsTotal: query.data.total,
        unreadNotifications: query.data.unread,
      });
    }
  }, [query.data, latest]);
  return query;
}

/** A new notification (the inbox's event stream says so) reaches the bell and the open list without a reload. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToInboxEvents((event) => {
        if (event.type === 'notification') void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      }),
    [queryClient],
  );
}
