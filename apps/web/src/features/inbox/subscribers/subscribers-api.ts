import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxChannel, SubscriberSource } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { apiErrorFrom } from '@/shared/api/api-error.ts';
import { api, requestHeaders } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';

export type SubscriberFilters = {
  channel: InboxChannel;
  q: string;
  label?: string | undefined;
  source?: SubscriberSource | undefined;
  window?: 'open' | 'closed' | undefined;
  page: number;
};

const subscribersKey = ['inbox', 'subscribers'] as const;

function queryOf(filters: SubscriberFilters) {
  const { channel, q, label, source, window, page } = filters;
  return {
    channel,
    q,
    page,
    limit: 50,
    ...(label ? { label } : {}),
    ...(source ? { source } : {}),
    ...(window ? { window } : {}),
  };
}

/** The subscribers of the current page (Messenger) or Instagram account, or, for referral agents, of their pages. */
export function useSubscribers(filters: SubscriberFilters, referral: boolean) {
  const accountId = useSession((state) =>
    filters.channel === 'messenger' ? state.currentPageId : state.currentInstaAccountId,
  );
  return useQuery(
    queryOptions({
      queryKey: [...subscribersKey, referral, accountId, filters],
      queryFn: ({ signal }) =>
        api(referral ? apiRoutes.bot.referralSubscribers : apiRoutes.bot.subscribers, {
          query: queryOf(filters),
          signal,
        }),
      enabled: referral || accountId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useSaveSubscriberLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, labels }: { id: number; labels: string[] }) =>
      api(apiRoutes.bot.subscriberLabels, { params: { id }, body: { labels } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
}

/** The CSV is fetched with the bearer header (a plain link could not send it), then handed to the browser. */
export async function downloadSubscribersCsv(filters: Omit<SubscriberFilters, 'page'>): Promise<void> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(queryOf({ ...filters, page: 1 }))) {
    if (name !== 'page' && name !== 'limit') query.set(name, String(value));
  }
  const response = await fetch(`${apiRoutes.bot.exportSubscribers.path}?${query.toString()}`, {
    headers: requestHeaders(false),
    cache: 'no-store',
  });
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `subscribers-${filters.channel}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
