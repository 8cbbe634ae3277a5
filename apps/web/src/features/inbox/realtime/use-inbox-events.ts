import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Conversation, InboxChannel, InboxMessage } from '@app/contract';
import { useEffect } from 'react';
import { inboxQueryKeys } from '../api/inbox-query-keys.ts';
import { subscribeToInboxEvents, onInboxStreamConnection, type InboxEvent } from './inbox-event-stream.ts';

type ConversationList = { conversations: Conversation[]; next_before: string | null; next_before_id: number | null };
type Thread = { conversation: Conversation; messages: InboxMessage[]; has_more: boolean };

/** Puts a message into a thread (oldest first): a message already there (same id) is replaced, a new one appended. */
export function withMessage(messages: InboxMessage[], message: InboxMessage): InboxMessage[] {
  const index = messages.findIndex((item) => item.id === message.id);
  if (index === -1) return [...messages, message];
  return messages.map((item, position) => (position === index ? message : item));
}

/** The changed conversation moves to the top of an unfiltered list (newest activity first); filtered lists refetch. */
function withConversation(list: ConversationList, conversation: Conversation): ConversationList {
  const others = list.conversations.filter((item) => item.id !== conversation.id);
  return { ...list, conversations: [conversation, ...others] };
}

export function applyInboxEvent(queryClient: QueryClient, event: InboxEvent) {
  // The requests screen's and the notifications' own: no conversation changed.
  if (event.type === 'request' || event.type === 'notification') return;
  const { conversation, message } = event;
  void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.unread });
  if (!conversation) {
    void queryClient.invalidateQueries({ queryKey: ['inbox', 'conversations'] });
    if (event.conversationId !== null) {
      void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.thread(event.conversationId) });
    }
    return;
  }
  const channel = conversation.subscriber.channel;
  for (const [key, list] of queryClient.getQueriesData<ConversationList>({
    queryKey: inboxQueryKeys.conversationsOf(channel),
  })) {
    const [, , , accountId, q, filter] = key as [string, string, InboxChannel, number | null, string, string];
    if (!list || accountId !== conversation.subscriber.account_id) continue;
    if (q || filter !== 'all') void queryClient.invalidateQueries({ queryKey: key, exact: true });
    else queryClient.setQueryData<ConversationList>(key, withConversation(list, conversation));
  }
  queryClient.setQueryData<Thread>(inboxQueryKeys.thread(conversation.id), (thread) =>
    thread
      ? { ...thread, conversation, messages: message ? withMessage(thread.messages, message) : thread.messages }
      : thread,
  );
}

/** Keeps the inbox's lists and open threads current from the event stream; after a reconnect, refetches them. */
export function useInboxEvents(onEvent?: (event: InboxEvent) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = subscribeToInboxEvents((event) => {
      applyInboxEvent(queryClient, event);
      onEvent?.(event);
    });
    let seenConnected = false;
    const stopWatching = onInboxStreamConnection((connected) => {
      if (connected && seenConnected) void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
      if (connected) seenConnected = true;
    });
    return () => {
      stop();
      stopWatching();
    };
  }, [queryClient, onEvent]);
}
