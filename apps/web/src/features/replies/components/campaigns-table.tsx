import '../styles/replies.css';
import type { ReplyCampaign } from '@app/contract';
import { Empty, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useTranslation } from 'react-i18next';
import { CampaignActions } from './campaign-actions.tsx';
import { CampaignStatusTag } from './campaign-status-tag.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { CopyId } from '@/shared/ui/copy-id.tsx';
import type { ReplyPost } from '../api/get-page-posts.ts';
import { useChannelPosts } from '../api/use-channel-posts.ts';
import { ActionLink } from '@/shared/ui/action-link.tsx';

/** The post a campaign answers as the seller knows it, its text and picture; Meta's id only behind a copy button. */
function CampaignPost({ id, post, loading }: { id: string; post: ReplyPost | null; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="campaign-post" data-testid="campaign-post">
      {post?.picture ? <img className="campaign-post-picture" src={post.picture} alt="" loading="lazy" /> : null}
      <Typography.Text type="secondary" ellipsis className="campaign-post-text">
        <bdi>
          {post ? post.message || t('replies.posts.noText') : loading ? null : t('replies.campaignPost.notLoaded')}
        </bdi>
      </Typography.Text>
      <CopyId id={id} testId="campaign-post-id" />
    </div>
  );
}

type CampaignsTableProps = { campaigns: ReplyCampaign[]; loading: boolean; onDetails: (id: number) => void };

/** The page's campaigns with their status, counts and actions. */
export function CampaignsTable({ campaigns, loading, onDetails }: CampaignsTableProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { postOf, loading: postsLoading } = useChannelPosts();
  return (
    <ScrollTable<ReplyCampaign>
      rowKey="id"
      dataSource={campaigns}
      loading={loading}
      locale={{ emptyText: <Empty description={t('replies.campaigns.empty')} /> }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      onRow={() => ({ 'data-testid': 'campaign-row' }) as React.HTMLAttributes<HTMLElement>}
      scroll={{ x: true }}
      columns={[
        {
          key: 'name',
          title: t('replies.form.name'),
          render: (_, campaign) => (
            <div>
              <ActionLink onClick={() => onDetails(campaign.id)}>
                <bdi>{campaign.name}</bdi>
              </ActionLink>
              <CampaignPost id={campaign.post} post={postOf(campaign.post)} loading={postsLoading} />
            </div>
          ),
        },
        {
          key: 'status',
          title: t('replies.campaigns.status'),
          render: (_, campaign) => (
            <CampaignStatusTag
              status={campaign.status}
              error={campaign.error}
              planLimitReached={campaign.plan_limit_reached}
              paused={campaign.paused}
            />
          ),
        },
        { key: 'comments', title: t('replies.reports.comments'), render: (_, campaign) => campaign.counts.comments },
        { key: 'public', title: t('replies.reports.publicSent'), render: (_, campaign) => campaign.counts.public_sent },
        {
          key: 'private',
          title: t('replies.reports.privateSent'),
          render: (_, campaign) => campaign.counts.private_sent,
        },
        { key: 'failed', title: t('replies.reports.failed'), render: (_, campaign) => campaign.counts.failed },
        {
          key: 'created',
          title: t('replies.campaigns.created'),
          render: (_, campaign) => <span className="nowrap">{formatDateTime(campaign.created_at, 'D MMM YYYY')}</span>,
        },
        {
          key: 'actions',
          title: '',
          render: (_, campaign) => (
            <CampaignActions campaign={campaign} compact onDetails={() => onDetails(campaign.id)} />
          ),
        },
      ]}
    />
  );
}
