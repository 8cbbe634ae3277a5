import { ArrowLeftOutlined, ArrowRightOutlined, CommentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation, InboxChannel, InboxMessage, MessagingWindow } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { markConversationRead, useThread } from '../api/inbox-api.ts';
import { inboxQueryKeys } from '../api/inbox-query-keys.ts';
import { Composer } from './composer.tsx';
import { displayName } from './conversation-list.tsx';
import { MessageBubble, OutboxBubble } from './message-bubble.tsx';
import { SubscriberFields } from './subscriber-fields.tsx';
import { TakeoverSwitch } from './takeover-switch.tsx';
import { useOutbox } from './use-outbox.ts';
import { useMessagingWindow, WindowClock } from './window-clock.tsx';
import { CopyId } from '@/shared/ui/copy-id.tsx';
import { PersonAvatar } from '@/shared/ui/retrying-image.tsx';

function StartedByComment({ comment }: { comment: NonNullable<Conversation['started_by_comment']> }) {
  const { t } = useTranslation();
  return (
    <div className="inbox-started-by" data-testid="started-by-comment">
      <CommentOutlined /> <strong>{t('inbox.startedByComment')}</strong>
      <div className="inbox-text" dir="auto">
        {comment.text}
      </div>
      <CopyId id={comment.comment_id} testId="started-by-comment-id" />
    </div>
  );
}

type HeaderProps = {
  conversation: Conversation;
  channel: InboxChannel;
  window: MessagingWindow;
  onBack: (() => void) | null;
};

function ThreadHeader({ conversation, channel, window, onBack }: HeaderProps) {
  const { t, i18n } = useTranslation();
  const { subscriber } = conversation;
  return (
    <header className="inbox-thread-header">
      {onBack ? (
        <Button
          type="text"
          icon={i18n.dir() === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
          onClick={onBack}
          aria-label={t('inbox.back')}
          data-testid="inbox-back"
        />
      ) : null}
      <PersonAvatar src={subscriber.picture_url} name={subscriber.name} />
      <div className="inbox-thread-title">
        <strong dir="auto" data-testid="thread-name">
          {displayName(conversation)}
        </strong>
        <CopyId id={subscriber.meta_user_id} testId="meta-user-id" />
      </div>
      <Tag>{t(`inbox.sources.${subscriber.source}`)}</Tag>
      <WindowClock window={window} />
      {/* The bot answers Messenger conversations only. */}
      {channel === 'messenger' ? <TakeoverSwitch conversation={conversation} /> : null}
    </header>
  );
}

/** One conversation: header with the window clock, the messages (oldest first), the composer. */
export function ThreadView({
  conversationId,
  channel,
  onBack,
}: {
  conversationId: number;
  channel: InboxChannel;
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation();
  const thread = useThread(conversationId);
  const outbox = useOutbox(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const conversation = thread.data?.conversation;
  const unread = conversation?.unread_count ?? 0;
  const window = useMessagingWindowOrClosed(conversation);

  const queryClient = useQueryClient();
  useEffect(() => {
    if (unread === 0) return;
    markConversationRead(conversationId)
      .then(() => queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all }))
      .catch(() => undefined);
  }, [conversationId, unread, queryClient]);

  const older = useOlderMessages(conversationId, thread.data?.messages[0]?.id ?? null, thread.data?.has_more ?? false);
  const count = (thread.data?.messages.length ?? 0) + outbox.entries.length;
  const scrollToEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };
  useLayoutEffect(scrollToEnd, [count, conversationId]);
  useStickToEnd(scroller, count);

  if (thread.isError) return <Alert type="error" showIcon title={describeApiError(thread.error, t).title} />;
  if (!thread.data || !conversation) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <div className="inbox-thread-inner" data-testid="thread" data-id={conversationId}>
      <ThreadHeader conversation={conversation} channel={channel} window={window} onBack={onBack} />
      <SubscriberFields fields={conversation.subscriber.fields} />
      <div className="inbox-messages" ref={scroller} data-testid="messages">
        {conversation.started_by_comment ? <StartedByComment comment={conversation.started_by_comment} /> : null}
        {older.hasMore ? (
          <Button
            size="small"
            className="inbox-older"
            loading={older.loading}
            onClick={older.load}
            data-testid="load-older"
          >
            {t('inbox.older')}
          </Button>
        ) : null}
        {[...older.messages, ...thread.data.messages].map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {outbox.entries.map((entry) => (
          <OutboxBubble
            key={entry.clientId}
            entry={entry}
            onRetry={() => outbox.retry(entry)}
            onDiscard={() => outbox.discard(entry.clientId)}
          />
        ))}
      </div>
      <Composer
        window={window}
        onSend={outbox.send}
        storePageId={channel === 'messenger' ? conversation.subscriber.account_id : null}
      />
    </div>
  );
}

const unknownWindow = { last_incoming_at: null, window: { state: 'closed', closes_at: null } } as const;

function useMessagingWindowOrClosed(conversation: Conversation | undefined) {
  return useMessagingWindow(conversation?.subscriber ?? unknownWindow);
}

/** Earlier pages of the thread, fetched on demand before the oldest message shown. */
function useOlderMessages(conversationId: number, firstLoadedId: number | null, firstPageHasMore: boolean) {
  const [state, setState] = useState<{ messages: InboxMessage[]; hasMore: boolean | null }>({
    messages: [],
    hasMore: null,
  });
  const [loading, setLoading] = useState(false);
  const beforeId = state.messages[0]?.id ?? firstLoadedId;
  const load = () => {
    if (beforeId === null) return;
    setLoading(true);
    api(apiRoutes.inbox.thread, { params: { id: conversationId }, query: { before_id: beforeId, limit: 50 } })
      .then((page) =>
        setState((current) => ({ messages: [...page.messages, ...current.messages], hasMore: page.has_more })),
      )
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return { messages: state.messages, hasMore: state.hasMore ?? firstPageHasMore, loading, load };
}

/**
 * Images (and the fallbacks of those that fail) change the messages' height after the first layout: the thread
 * stays at the newest message until the reader scrolls away from it (layout and direction changes also move the
 * scroll position, so only the reader's own scrolling counts).
 */
function useStickToEnd(scroller: RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let atEnd = true;
    let readerScrolling = false;
    const toEnd = () => {
      if (atEnd) element.scrollTop = element.scrollHeight;
    };
    const onReader = () => {
      readerScrolling = true;
    };
    const onScroll = () => {
      if (readerScrolling) atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    };
    const readerEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of readerEvents) element.addEventListener(type, onReader, { passive: true });
    element.addEventListener('scroll', onScroll, { passive: true });
    // Image load and error events do not bubble: caught on the way down.
    element.addEventListener('load', toEnd, true);
    element.addEventListener('error', toEnd, true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(toEnd);
    for (const child of Array.from(element.children)) observer?.observe(child);
    return () => {
      observer?.disconnect();
      for (const type of readerEvents) element.removeEventListener(type, onReader);
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('load', toEnd, true);
      element.removeEventListener('error', toEnd, true);
    };
  }, [scroller, count]);
}
