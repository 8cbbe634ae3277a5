import type { StoryQuickReplyTrailItem } from '@app/contract';
import { Empty, Tag, Tooltip } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isTrailReason, useTrailReason } from '@/shared/i18n/use-trail-reason.ts';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';

const statusColor: Record<StoryQuickReplyTrailItem['status'], string> = {
  sent: 'success',
  pending: 'processing',
  failed: 'error',
  skipped: 'default',
};

/** The latest mentions or replies the quick reply looked at: whom, when, and what became of each answer. */
export function StoryQuickReplyTrail({ items, emptyText }: { items: StoryQuickReplyTrailItem[]; emptyText?: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const commentReason = useTrailReason();
  const reasonText = (reason: string) =>
    isTrailReason(reason) ? commentReason(reason) : t(`storyQuickReplies.reasons.${reason}`);
  if (items.length === 0) return <Empty description={emptyText ?? t('storyQuickReplies.trail.empty')} />;
  return (
    <ScrollTable<StoryQuickReplyTrailItem>
      size="small"
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: true }}
      data-testid="story-quick-reply-trail"
      columns={[
        {
          title: t('storyQuickReplies.trail.person'),
          key: 'person',
          render: (_value, item) => (
            <Link to={`/dashboard/instagram/chat?conversation=${item.conversation_id}`} dir="auto">
              {item.person.name ?? item.person.meta_user_id}
            </Link>
          ),
        },
        {
          title: t('storyQuickReplies.trail.message'),
          key: 'message',
          render: (_value, item) => (
            <span dir="auto">
              {item.incoming_text ??
                (item.story_url ? (
                  <a href={item.story_url} target="_blank" rel="noreferrer">
                    {t('storyQuickReplies.trail.story')}
                  </a>
                ) : (
                  '—'
                ))}
            </span>
          ),
        },
        {
          title: t('storyQuickReplies.trail.status'),
          key: 'status',
          render: (_value, item) => {
            const why = item.reason ? reasonText(item.reason) : item.error;
            const tag = (
              <Tag color={statusColor[item.status]} data-testid="story-quick-reply-status">
                {t(`storyQuickReplies.status.${item.status}`)}
              </Tag>
            );
            return why ? (
              <span className="story-quick-reply-why">
                {tag}
                <span dir="auto">{why}</span>
              </span>
            ) : (
              <Tooltip title={item.sent_message_id}>{tag}</Tooltip>
            );
          },
        },
        {
          title: t('storyQuickReplies.trail.time'),
          key: 'time',
          render: (_value, item) => formatDateTime(item.received_at),
        },
      ]}
    />
  );
}
