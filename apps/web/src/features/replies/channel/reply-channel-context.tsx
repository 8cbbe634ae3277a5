import { createContext, useContext, type ReactNode } from 'react';
import {
  selectCurrentInstaAccount,
  selectCurrentPage,
  useSession,
  type SessionState,
} from '@/shared/session/session-store.ts';
import { replyChannelRules, type ReplyChannel } from './reply-channel.ts';

const ReplyChannelContext = createContext<ReplyChannel>('facebook');

/** The Instagram reply routes wrap the shared screens in this; everything else is Facebook. */
export function ReplyChannelProvider({ channel, children }: { channel: ReplyChannel; children: ReactNode }) {
  return <ReplyChannelContext.Provider value={channel}>{children}</ReplyChannelContext.Provider>;
}

export function useReplyChannel(): ReplyChannel {
  return useContext(ReplyChannelContext);
}

export function useReplyChannelRules() {
  return replyChannelRules[useReplyChannel()];
}

export type ReplyScope = {
  channel: ReplyChannel;
  /** The page, or the Instagram account, the requests act for (sent in page-id / insta-id). */
  id: number | null;
  /** What query keys start with, so a page and an account with the same id never share a cache entry. */
  key: string | null;
};

const scopeId = (channel: ReplyChannel) => (state: SessionState) =>
  channel === 'instagram' ? state.currentInstaAccountId : state.currentPageId;

export function useReplyScope(): ReplyScope {
  const channel = useReplyChannel();
  const id = useSession(scopeId(channel));
  return { channel, id, key: id === null ? null : `${channel}:${id}` };
}

/** The name and picture the replies go out under: the page, or the Instagram account. */
export function useReplySender(): { name: string; avatar: string | null; username: string | null } {
  const channel = useReplyChannel();
  const page = useSession(selectCurrentPage);
  const account = useSession(selectCurrentInstaAccount);
  if (channel === 'instagram')
    return { name: account?.name ?? '', avatar: account?.avatar ?? null, username: account?.username ?? null };
  return { name: page?.name ?? '', avatar: page?.avatar ?? null, username: null };
}
