import type { InboxChannel } from '@app/contract';

/** The list's compact filter: every conversation, those with unread messages, those whose 24-hour window is open. */
export type ConversationFilter = 'all' | 'unread' | 'open';

/** Query keys of the inbox; lists start with the channel and the account so switching pages never mixes them. */
export const inboxQueryKeys = {
  all: ['inbox'] as const,
  conversationsOf: (channel: InboxChannel) => ['inbox', 'conversations', channel] as const,
  conversations: (channel: InboxChannel, accountId: number | null, q: string, filter: ConversationFilter) =>
    ['inbox', 'conversations', channel, accountId, q, filter] as const,
  threads: ['inbox', 'thread'] as const,
  thread: (id: number) => ['inbox', 'thread', id] as const,
  unread: ['inbox', 'unread'] as const,
};
