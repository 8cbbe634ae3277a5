import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Conversation, InboxChannel } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { inboxQueryKeys, type ConversationFilter } from './inbox-query-keys.ts';

/** The page (Messenger) or Instagram account the inbox shows: the one selected in the session. */
export function useInboxAccountId(channel: InboxChannel): number | null {
  return useSession((state) => (channel === 'messenger' ? state.currentPageId : state.currentInstaAccountId));
}

const filterQuery = {
  all: {},
  unread: { unread: 'true' },
  open: { window: 'open' },
} as const satisfies Record<ConversationFilter, object>;

export function useConversations(channel: InboxChannel, q: string, filter: ConversationFilter) {
  const accountId = useInboxAccountId(channel);
  return useQuery(
    queryOptions({
      queryKey: inboxQueryKeys.conversations(channel, accountId, q, filter),
      queryFn: ({ signal }) =>
        api(apiRoutes.inbox.conversations, { query: { channel, q, limit: 50, ...filterQuery[filter] }, signal }),
      enabled: accountId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useThread(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: inboxQueryKeys.thread(id ?? 0),
      queryFn: ({ signal }) => api(apiRoutes.inbox.thread, { params: { id: id ?? 0 }, query: { limit: 50 }, signal }),
      enabled: id !== null,
    }),
  );
}

export function useUnreadCounts(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: inboxQueryKeys.unread,
      queryFn: ({ signal }) => api(apiRoutes.inbox.unread, { signal }),
      enabled,
      staleTime: 60_000,
    }),
  );
}

export function markConversationRead(id: number) {
  return api(apiRoutes.inbox.markRead, { params: { id }, body: {} });
}

export type OutgoingMessage = { clientId: string; text?: string; mediaId?: number; itemIds?: number[] };

export function sendInboxMessage(conversationId: number, message: OutgoingMessage) {
  return api(apiRoutes.inbox.send, {
    params: { id: conversationId },
    body: { client_id: message.clientId, text: message.text, media_id: message.mediaId, item_ids: message.itemIds },
  });
}

type ConversationPage = { conversations: Conversation[]; next_before: string | null; next_before_id: number | null };
type Cursor = { before: string; before_id?: number };

const cursorOf = (page: ConversationPage): Cursor | null =>
  page.next_before === null ? null : { before: page.next_before, before_id: page.next_before_id ?? undefined };

/**
 * Older conversations after the first page (which the event stream keeps current), fetched on demand; a
 * conversation that moved up into the first page is shown there only.
 */
export function useMoreConversations(
  channel: InboxChannel,
  accountId: number | null,
  q: string,
  filter: ConversationFilter,
  firstPage: ConversationPage | undefined,
) {
  const scope = `${channel}:${accountId}:${q}:${filter}`;
  const [pages, setPages] = useState<{ scope: string; items: Conversation[]; next: Cursor | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const current = pages?.scope === scope ? pages : null;
  const next = current ? current.next : firstPage ? cursorOf(firstPage) : null;
  const firstIds = new Set(firstPage?.conversations.map((item) => item.id));
  const conversations = firstPage
    ? [...firstPage.conversations, ...(current?.items ?? []).filter((item) => !firstIds.has(item.id))]
    : undefined;
  const load = () => {
    if (!next) return;
    setLoading(true);
    api(apiRoutes.inbox.conversations, { query: { channel, q, limit: 50, ...next, ...filterQuery[filter] } })
      .then((page) =>
        setPages({ scope, items: [...(current?.items ?? []), ...page.conversations], next: cursorOf(page) }),
      )
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return { conversations, hasMore: next !== null, loading, load };
}
