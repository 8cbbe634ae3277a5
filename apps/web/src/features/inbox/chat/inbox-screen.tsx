import './inbox.css';
import type { InboxChannel } from '@app/contract';
import { Empty, Grid, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConversationFilter } from '../api/inbox-query-keys.ts';
import { useConversations, useInboxAccountId, useMoreConversations } from '../api/inbox-api.ts';
import { useInboxEvents } from '../realtime/use-inbox-events.ts';
import { ConversationList } from './conversation-list.tsx';
import { ThreadView } from './thread-view.tsx';

const conversationParam = 'conversation';

/**
 * The inbox of the current page (Messenger) or Instagram account: the conversations beside the open thread on a
 * desktop; on a phone the list, then the thread with a way back. The open conversation is in the address.
 */
export function InboxScreen({ channel }: { channel: InboxChannel }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const deferredSearch = useDebounced(search.trim(), 300);
  const accountId = useInboxAccountId(channel);
  const conversations = useConversations(channel, deferredSearch, filter);
  const more = useMoreConversations(channel, accountId, deferredSearch, filter, conversations.data);
  useInboxEvents();

  const selected = Number(params.get(conversationParam)) || null;
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(conversationParam);
      else next.set(conversationParam, String(id));
      return next;
    });

  if (accountId === null) {
    return (
      <div className="inbox inbox--no-account" data-testid="inbox" data-channel={channel}>
        <Empty description={t(`inbox.noAccount.${channel}`)} />
      </div>
    );
  }

  const showList = !phone || selected === null;
  const showThread = !phone || selected !== null;
  return (
    <div
      className={`inbox inbox--${channel}${phone ? ' inbox--phone' : ''}`}
      data-testid="inbox"
      data-channel={channel}
    >
      {showList ? (
        <aside className="inbox-list" aria-label={t('inbox.conversations')}>
          <Typography.Title level={4} className="inbox-title">
            {t(`inbox.title.${channel}`)}
          </Typography.Title>
          <ConversationList
            conversations={more.conversations}
            hasMore={more.hasMore}
            loadingMore={more.loading}
            onLoadMore={more.load}
            loading={conversations.isPending}
            error={conversations.error}
            selectedId={selected}
            search={search}
            onSearch={setSearch}
            filter={filter}
            onFilter={setFilter}
            onOpen={open}
          />
        </aside>
      ) : null}
      {showThread ? (
        <section className="inbox-thread">
          {selected === null ? (
            <Empty className="inbox-pick" description={t('inbox.pick')} />
          ) : (
            <ThreadView
              key={selected}
              conversationId={selected}
              channel={channel}
              onBack={phone ? () => open(null) : null}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}

/** The value once it has stopped changing for `delayMs` (a search per pause in typing, not per key). */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
