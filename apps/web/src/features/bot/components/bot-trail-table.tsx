import { ApartmentOutlined } from '@ant-design/icons';
import { botSkipReasons, type BotSkipReason, type BotTrailItem } from '@app/contract';
import { Alert, Empty, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useBotTrail } from '../api/get-bot-trail.ts';

const statusColor: Record<BotTrailItem['status'], string> = {
  sent: 'success',
  pending: 'processing',
  failed: 'error',
  skipped: 'default',
};

const isSkipReason = (value: string): value is BotSkipReason => (botSkipReasons as readonly string[]).includes(value);

/** The latest messages the bot handled: who wrote what, which bot answered and how, or why none did. */
export function BotTrailTable() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const trail = useBotTrail();
  if (trail.isError) return <Alert type="error" showIcon title={describeApiError(trail.error, t).title} />;
  // A skip is worded here in the interface language; Meta's refusal of a send comes worded by the server.
  const why = (item: BotTrailItem) =>
    item.reason && isSkipReason(item.reason) ? t(`botReplies.reasons.${item.reason}`) : item.reason_text;
  return (
    <ScrollTable<BotTrailItem>
      size="small"
      rowKey="id"
      dataSource={trail.data?.trail ?? []}
      loading={trail.isLoading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('botReplies.trail.empty')} /> }}
      data-testid="bot-trail"
      onRow={() => ({ 'data-testid': 'bot-trail-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'person',
          title: t('botReplies.trail.person'),
          render: (_, item) => (
            <Link to={`/dashboard/bot/fb/chat?conversation=${item.conversation_id}`}>
              <bdi>{item.person.name ?? item.person.meta_user_id}</bdi>
            </Link>
          ),
        },
        {
          key: 'incoming',
          title: t('botReplies.trail.incoming'),
          render: (_, item) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} className="bot-trail-text">
              <span dir="auto" data-testid="bot-trail-incoming">
                {item.incoming_text ?? '—'}
              </span>
            </Typography.Paragraph>
          ),
        },
        {
          key: 'bot',
          title: t('botReplies.trail.bot'),
          render: (_, item) =>
            item.bot_name || item.flow_name ? (
              <span className="bot-trail-bot">
                {item.bot_name ? <bdi data-testid="bot-trail-bot">{item.bot_name}</bdi> : null}
                {item.flow_name ? (
                  <Tag icon={<ApartmentOutlined />} className="bot-trail-flow" data-testid="bot-trail-flow">
                    {t('botReplies.trail.flow')}: <bdi>{item.flow_name}</bdi>
                  </Tag>
                ) : null}
              </span>
            ) : (
              '—'
            ),
        },
        {
          key: 'trigger',
          title: t('botReplies.trail.trigger'),
          render: (_, item) =>
            item.trigger ? (
              <span className="bot-trail-trigger">
                {t(`botReplies.triggers.${item.trigger}`)}
                {item.keyword ? (
                  <Tag className="bot-keyword-tag">
                    <bdi>{item.keyword}</bdi>
                  </Tag>
                ) : null}
              </span>
            ) : (
              '—'
            ),
        },
        {
          key: 'status',
          title: t('botReplies.trail.status'),
          render: (_, item) => {
            const reason = why(item);
            return (
              <span className="bot-trail-status">
                <Tag color={statusColor[item.status]} data-testid="bot-trail-status" data-status={item.status}>
                  {t(`botReplies.statuses.${item.status}`)}
                </Tag>
                {reason ? (
                  <span dir="auto" className="bot-trail-reason" data-testid="bot-trail-reason">
                    {reason}
                  </span>
                ) : null}
              </span>
            );
          },
        },
        {
          key: 'mid',
          title: t('botReplies.trail.messageId'),
          render: (_, item) =>
            item.sent_message_id ? (
              <Typography.Text
                className="bot-trail-mid"
                copyable={{ text: item.sent_message_id }}
                data-testid="bot-trail-mid"
              >
                <span dir="ltr">{item.sent_message_id}</span>
              </Typography.Text>
            ) : (
              '—'
            ),
        },
        {
          key: 'at',
          title: t('botReplies.trail.time'),
          render: (_, item) => <span className="bot-nowrap">{formatDateTime(item.at)}</span>,
        },
      ]}
    />
  );
}
