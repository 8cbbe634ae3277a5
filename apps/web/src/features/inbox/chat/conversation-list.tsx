import type { Conversation } from '@app/contract';
import { Alert, Badge, Button, Empty, Input, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import type { ConversationFilter } from '../api/inbox-query-keys.ts';
import { messageKindKey } from './shared-media-card.tsx';
import { useFormatTime } from './use-format-time.ts';
import { PersonAvatar } from '@/shared/ui/retrying-image.tsx';

export function displayName(conversation: Conversation): string {
  return conversation.subscriber.name ?? conversation.subscriber.meta_user_id;
}

function Preview({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const last = conversation.last_message;
  if (!last) return null;
  // A share's words (the question beside it comes as a message of its own) say what was shared.
  const text = last.kind === 'share' ? t(messageKindKey(last)) : (last.text ?? t(messageKindKey(last)));
  return (
    <span className="inbox-preview">
      {last.direction === 'out' ? <span className="inbox-preview-you">{t('inbox.you')}:</span> : null}
      {/* Its own direction, so an Arabic message in an English list is cut at its end, not its start. */}
      <bdi className="inbox-preview-text" dir="auto">
        {text}
      </bdi>
    </span>
  );
}

type Props = {
  conversations: Conversation[] | undefined;
  loading: boolean;
  error: unknown;
  selectedId: number | null;
  search: string;
  onSearch: (value: string) => void;
  filter: ConversationFilter;
  onFilter: (filter: ConversationFilter) => void;
  onOpen: (id: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

const filters: ConversationFilter[] = ['all', 'unread', 'open'];

/** The conversations, newest activity first, with their unread counts, a search and a compact filter. */
export function ConversationList(props: Props) {
  const { conversations, loading, error, selectedId, search, onSearch, filter, onOpen } = props;
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className="inbox-list-inner">
      <Input.Search
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('inbox.search')}
        aria-label={t('inbox.search')}
        data-testid="inbox-search"
      />
      <Segmented<ConversationFilter>
        block
        size="small"
        value={filter}
        onChange={props.onFilter}
        options={filters.map((value) => ({ value, label: t(`inbox.filters.${value}`) }))}
        aria-label={t('inbox.filters.label')}
        data-testid="inbox-filter"
      />
      {error ? <Alert type="error" showIcon title={describeApiError(error, t).title} /> : null}
      {loading ? <Skeleton active avatar paragraph={{ rows: 4 }} /> : null}
      {!loading && conversations?.length === 0 ? (
        <Empty description={t(search || filter !== 'all' ? 'inbox.noMatches' : 'inbox.empty')} />
      ) : null}
      <ul className="inbox-conversations" data-testid="conversation-list">
        {conversations?.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={`inbox-conversation${conversation.id === selectedId ? ' inbox-conversation--selected' : ''}`}
              onClick={() => onOpen(conversation.id)}
              data-testid="conversation-item"
              data-id={conversation.id}
              data-unread={conversation.unread_count}
            >
              <PersonAvatar src={conversation.subscriber.picture_url} name={conversation.subscriber.name} size={40} />
              <span className="inbox-conversation-body">
                <span className="inbox-conversation-top">
                  <span className="inbox-name" dir="auto" data-testid="conversation-name">
                    {displayName(conversation)}
                  </span>
                  <time className="inbox-time" dateTime={conversation.subscriber.last_interaction_at}>
                    {formatTime(conversation.subscriber.last_interaction_at)}
                  </time>
                </span>
                <span className="inbox-conversation-bottom">
                  <Preview conversation={conversation} />
                  {conversation.unread_count > 0 ? (
                    <Badge count={conversation.unread_count} data-testid="conversation-unread" />
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        ))}
        {props.hasMore ? (
          <li className="inbox-more">
            <Button size="small" loading={props.loadingMore} onClick={props.onLoadMore} data-testid="load-more">
              {t('inbox.more')}
            </Button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
