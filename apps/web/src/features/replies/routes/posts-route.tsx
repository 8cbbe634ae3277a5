import { CalendarOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Segmented, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePagePosts, type PagePost } from '../api/get-page-posts.ts';
import { useReplyCampaigns } from '../api/list-reply-campaigns.ts';
import { CampaignDetailDrawer } from '../components/campaign-detail-drawer.tsx';
import { CampaignsTable } from '../components/campaigns-table.tsx';
import { useFormatDateTime } from '../components/use-format-date-time.ts';
import { replyPaths } from '../reply-paths.ts';

const statusColors = { running: 'green', paused: 'default', stopped_error: 'red' } as const;

function PostCard({
  post,
  scheduled,
  onCampaign,
  layout,
}: {
  post: PagePost;
  scheduled: boolean;
  onCampaign: (id: number) => void;
  layout: 'grid' | 'list';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  return (
    <Card
      size="small"
      className={`post-card post-card-${layout}`}
      data-testid="post-card"
      data-post-id={post.id}
      cover={
        post.picture ? (
          <img src={post.picture} alt="" loading="lazy" className="post-card-picture" />
        ) : (
          <div className="post-card-picture post-card-no-picture" />
        )
      }
      actions={[
        <Button
          key="reply"
          type="link"
          icon={<PlusOutlined />}
          onClick={() => void navigate(replyPaths.newCampaign(post.id))}
          data-testid="new-auto-reply"
        >
          {t('replies.posts.newAutoReply')}
        </Button>,
        ...(post.permalink_url
          ? [
              <a key="open" href={post.permalink_url} target="_blank" rel="noreferrer">
                <LinkOutlined /> {t('replies.posts.open')}
              </a>,
            ]
          : []),
      ]}
    >
      <Typography.Paragraph ellipsis={{ rows: 3 }} className="post-card-text">
        <span dir="auto">{post.message || t('replies.posts.noText')}</span>
      </Typography.Paragraph>
      <Typography.Text type="secondary" className="post-card-date">
        {scheduled ? <CalendarOutlined /> : null} {formatDateTime(post.created_time)}
      </Typography.Text>
      <div className="post-card-campaigns">
        {post.campaigns.length === 0 ? (
          <Typography.Text type="secondary">{t('replies.posts.noCampaigns')}</Typography.Text>
        ) : (
          post.campaigns.map((campaign) => (
            <Tag
              key={campaign.id}
              color={statusColors[campaign.status]}
              className="clickable-tag"
              onClick={() => onCampaign(campaign.id)}
              data-testid="post-campaign"
              data-status={campaign.status}
            >
              <bdi>{campaign.name}</bdi> · {t(`replies.status.${campaign.status}`)}
            </Tag>
          ))
        )}
      </div>
    </Card>
  );
}

/** The page's latest posts and scheduled posts to attach auto-replies to, and the page's campaigns. */
export function PostsRoute() {
  const { t } = useTranslation();
  const posts = usePagePosts();
  const campaigns = useReplyCampaigns();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');

  const grid = (items: PagePost[], scheduled: boolean) => {
    if (posts.isLoading) return <Skeleton active />;
    if (posts.isError) return <Alert type="error" showIcon title={describeApiError(posts.error, t).title} />;
    if (!items.length)
      return <Empty description={t(scheduled ? 'replies.posts.noScheduled' : 'replies.posts.empty')} />;
    return (
      <div className={`post-grid post-grid-${layout}`}>
        {items.map((post) => (
          <PostCard key={post.id} post={post} scheduled={scheduled} onCampaign={setDetailId} layout={layout} />
        ))}
      </div>
    );
  };

  return (
    <Card
      title={t('replies.posts.title')}
      extra={
        <Segmented
          value={layout}
          onChange={setLayout}
          options={[
            { value: 'grid', label: t('replies.posts.grid') },
            { value: 'list', label: t('replies.posts.list') },
          ]}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('replies.posts.subtitle')}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'posts',
            label: t('replies.posts.published', { count: posts.data?.posts.length ?? 0 }),
            children: grid(posts.data?.posts ?? [], false),
          },
          {
            key: 'scheduled',
            label: t('replies.posts.scheduled', { count: posts.data?.scheduled.length ?? 0 }),
            children: grid(posts.data?.scheduled ?? [], true),
          },
          {
            key: 'campaigns',
            label: t('replies.campaigns.title', { count: campaigns.data?.campaigns.length ?? 0 }),
            children: campaigns.isError ? (
              <Alert type="error" showIcon title={describeApiError(campaigns.error, t).title} />
            ) : (
              <CampaignsTable
                campaigns={campaigns.data?.campaigns ?? []}
                loading={campaigns.isLoading}
                onDetails={setDetailId}
              />
            ),
          },
        ]}
      />
      <CampaignDetailDrawer campaignId={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
