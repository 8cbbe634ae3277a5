import '../styles/replies.css';
import { Alert, Descriptions, Drawer, Empty, Input, Space, Statistic, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import type { ReplyCampaign, TrailEntry } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplyCampaign } from '../api/get-reply-campaign.ts';
import { useReplyReports } from '../api/get-reply-reports.ts';
import { OrderFunnel } from './order-funnel.tsx';
import { toPickerWallClock } from '@/shared/time/business-time.ts';
import { replyQueryKeys } from '../api/reply-query-keys.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import { CampaignActions } from './campaign-actions.tsx';
import { CampaignStatusTag } from './campaign-status-tag.tsx';
import { CommentVisibility, trailComment } from './comment-visibility.tsx';
import { DecisionTag, DeliveryMark } from './decision-tag.tsx';
import { TrailExplanation } from './trail-explanation.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ActionLink } from '@/shared/ui/action-link.tsx';

const trailPageSize = 20;
const businessToday = () => toPickerWallClock().startOf('day');

/** A products campaign's comment-to-order funnel over its last 30 days (the reports screen picks other periods). */
function CampaignOrderFunnel({ campaignId }: { campaignId: number }) {
  const [period] = useState(() => ({
    from: businessToday().subtract(29, 'day').locale('en').format('YYYY-MM-DD'),
    to: businessToday().locale('en').format('YYYY-MM-DD'),
  }));
  const report = useReplyReports({ campaignId, ...period });
  return report.data ? <OrderFunnel funnel={report.data.order_funnel} /> : null;
}

/** A campaign at a glance and the trail of every comment; one click on a commenter says why. */
export function CampaignDetailDrawer({ campaignId, onClose }: { campaignId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const detail = useReplyCampaign(
    campaignId ?? Number.NaN,
    { page, limit: trailPageSize, search },
    { enabled: campaignId !== null, refetchInterval: 10_000 },
  );
  const campaign = detail.data?.campaign;
  const queryClient = useQueryClient();
  const scopeKey = useReplyScope().key;
  // The drawer polls the campaign; the list behind it shows the same counts and status without its own poll.
  useEffect(() => {
    if (!campaign) return;
    queryClient.setQueryData<{ campaigns: ReplyCampaign[] }>(replyQueryKeys.campaigns(scopeKey), (list) =>
      list ? { campaigns: list.campaigns.map((item) => (item.id === campaign.id ? campaign : item)) } : list,
    );
  }, [campaign, scopeKey, queryClient]);
  const toggle = (id: string) =>
    setExpanded((keys) => (keys.includes(id) ? keys.filter((key) => key !== id) : [...keys, id]));

  return (
    <Drawer
      open={campaignId !== null}
      onClose={onClose}
      size="large"
      title={campaign ? <bdi>{campaign.name}</bdi> : t('replies.campaigns.details')}
      destroyOnHidden
      rootClassName="campaign-drawer"
      data-testid="campaign-drawer"
    >
      {detail.isError ? <Alert type="error" showIcon title={t('errors.generic')} /> : null}
      {campaign ? (
        <Space orientation="vertical" size={16} className="full-width">
          <div className="campaign-drawer-head">
            <CampaignStatusTag
              status={campaign.status}
              error={campaign.error}
              planLimitReached={campaign.plan_limit_reached}
              paused={campaign.paused}
            />
            <CampaignActions campaign={campaign} compact />
          </div>
          {campaign.status === 'stopped_error' && campaign.error ? (
            <Alert
              type="error"
              showIcon
              title={t('replies.status.stopped_error')}
              description={<span dir="auto">{campaign.error}</span>}
              data-testid="campaign-error"
            />
          ) : null}
          {campaign.paused ? (
            <Alert
              type="warning"
              showIcon
              title={t('replies.sendingPausedTag')}
              description={<span dir="auto">{campaign.paused.message}</span>}
              data-testid="campaign-paused"
            />
          ) : null}
          {campaign.plan_limit_reached ? <Alert type="warning" showIcon title={t('replies.planLimitReached')} /> : null}
          <div className="stat-row">
            <Statistic title={t('replies.reports.comments')} value={campaign.counts.comments} />
            <Statistic title={t('replies.reports.publicSent')} value={campaign.counts.public_sent} />
            <Statistic title={t('replies.reports.privateSent')} value={campaign.counts.private_sent} />
            <Statistic title={t('replies.reports.skipped')} value={campaign.counts.skipped} />
            <Statistic title={t('replies.reports.failed')} value={campaign.counts.failed} />
          </div>
          {campaign.message_enabled && campaign.message_type === 'products' ? (
            <CampaignOrderFunnel campaignId={campaign.id} />
          ) : null}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('replies.form.keywords')}>
              {campaign.keywords.length ? (
                <bdi>{campaign.keywords.join('، ')}</bdi>
              ) : (
                t('replies.campaigns.everyComment')
              )}
            </Descriptions.Item>
            {campaign.filter_words.length ? (
              <Descriptions.Item label={t('replies.form.filterWords')}>
                <bdi>{campaign.filter_words.join('، ')}</bdi>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('replies.form.stopAt')}>
              {campaign.stop_at ? formatDateTime(campaign.stop_at) : t('replies.campaigns.noStop')}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('replies.trail.title')}</Typography.Title>
          <Input.Search
            allowClear
            placeholder={t('replies.trail.search')}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            dir="auto"
            data-testid="trail-search"
          />
          <ScrollTable<TrailEntry>
            size="small"
            rowKey="comment_id"
            dataSource={detail.data?.trail ?? []}
            loading={detail.isFetching && !detail.data}
            locale={{ emptyText: <Empty description={t('replies.trail.empty')} /> }}
            pagination={{
              current: page,
              pageSize: trailPageSize,
              total: detail.data?.trail_total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            expandable={{
              expandedRowKeys: expanded,
              onExpand: (_, entry) => toggle(entry.comment_id),
              expandedRowRender: (entry) => <TrailExplanation entry={entry} />,
            }}
            onRow={() => ({ 'data-testid': 'trail-row' }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              {
                key: 'commenter',
                title: t('replies.trail.commenter'),
                render: (_, entry) => (
                  <>
                    <ActionLink onClick={() => toggle(entry.comment_id)} data-testid="trail-commenter">
                      <bdi>{entry.commenter_name ?? t('replies.trail.unknownCommenter')}</bdi>
                    </ActionLink>
                    {entry.answered_late ? (
                      <Tag color="gold" className="trail-late" data-testid="trail-late">
                        {t('replies.trail.late')}
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'comment',
                title: t('replies.trail.comment'),
                render: (_, entry) => (
                  <>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} className="trail-comment">
                      <span dir="auto">{entry.comment_text}</span>
                    </Typography.Paragraph>
                    <CommentVisibility comment={trailComment(entry)} />
                  </>
                ),
              },
              {
                key: 'decision',
                title: t('replies.trail.decisionTitle'),
                render: (_, entry) => <DecisionTag decision={entry.decision} />,
              },
              {
                key: 'public',
                title: t('replies.trail.public'),
                render: (_, entry) => <DeliveryMark status={entry.public_status} error={entry.public_error} />,
              },
              {
                key: 'private',
                title: t('replies.trail.private'),
                render: (_, entry) => <DeliveryMark status={entry.private_status} error={entry.private_error} />,
              },
              {
                key: 'time',
                title: t('replies.trail.time'),
                render: (_, entry) => (
                  <span className="nowrap">{formatDateTime(entry.commented_at ?? entry.created_at)}</span>
                ),
              },
            ]}
            scroll={{ x: true }}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
