import '../styles/replies.css';
import '../styles/posts.css';
import { CalendarOutlined, CommentOutlined, HistoryOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import type { CommenterPost, PageEngagement } from '@app/contract';
import { Alert, App, Button, Card, Empty, Segmented, Skeleton, Switch, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePagePosts, type PagePost } from '../api/get-page-posts.ts';
import { useChangePageEngagement } from '../api/change-page-engagement.ts';
import { usePageEngagement } from '../api/get-page-engagement.ts';
import { CampaignDetailDrawer } from '../components/campaign-detail-drawer.tsx';
import { CommenterEnableModal } from '../components/commenter-enable-modal.tsx';
import { CommenterPostDrawer } from '../components/commenter-post-drawer.tsx';
import { EngagementPanel } from '../components/engagement-panel.tsx';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { PostCampaignTags } from '../components/post-campaign-tags.tsx';
import { PostCommentsDrawer } from '../components/post-comments-drawer.tsx';
import { useCampaignsTab } from '../components/use-campaigns-tab.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { replyPaths } from '../reply-paths.ts';

type CommenterOnPost = {
  feature: PageEngagement['commenter'];
  entry: CommenterPost | undefined;
  onToggle: (on: boolean) => void;
  onActivity: () => void;
};

/** The page commenter's switch on a published post, and the way to what it did there. */
function CommenterControl({ feature, entry, onToggle, onActivity }: CommenterOnPost) {
  const { t } = useTranslation();
  const enabled = entry?.enabled ?? false;
  const toggle = (
    <Switch
      size="small"
      checked={enabled}
      disabled={!feature.confirmed_at}
      onChange={onToggle}
      aria-label={t('replies.engagement.comments.title')}
      data-testid="commenter-switch"
    />
  );
  return (
    <div className="post-card-commenter" data-testid="post-commenter" data-enabled={enabled}>
      {feature.confirmed_at ? (
        toggle
      ) : (
        <Tooltip title={t('replies.engagement.comments.confirmFirst')}>{toggle}</Tooltip>
      )}
      <Typography.Text className="small">{t('replies.engagement.comments.title')}</Typography.Text>
      <Tag color={enabled ? 'green' : 'default'} className="post-card-commenter-tag">
        {t(enabled ? 'replies.engagement.on' : 'replies.engagement.off')}
      </Tag>
      {entry ? (
        <Button
          type="link"
          size="small"
          icon={<HistoryOutlined />}
          onClick={onActivity}
          className="post-card-commenter-activity"
          data-testid="commenter-activity"
        >
          {t('replies.engagement.activity.open')}
        </Button>
      ) : null}
    </div>
  );
}

function PostCard({
  post,
  scheduled,
  onCampaign,
  layout,
  commenter,
  onComments,
}: {
  post: PagePost;
  scheduled: boolean;
  onCampaign: (id: number) => void;
  layout: 'grid' | 'list';
  commenter: CommenterOnPost | null;
  /** Opens the post's comments; a scheduled post has none yet. */
  onComments: (() => void) | null;
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
              <a key="open" href={post.permalink_url} target="_blank" rel="noreferrer" data-testid="open-post">
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
      {onComments ? (
        <Button
          type="link"
          size="small"
          icon={<CommentOutlined />}
          onClick={onComments}
          className="post-card-comments"
          data-testid="post-comments"
        >
          {t('replies.posts.comments')}
        </Button>
      ) : null}
      {commenter ? <CommenterControl {...commenter} /> : null}
      <PostCampaignTags campaigns={post.campaigns} onCampaign={onCampaign} />
    </Card>
  );
}

/** The page's latest posts and scheduled posts to attach auto-replies to, and the page's campaigns. */
export function PostsRoute() {
  const { t } = useTranslation();
  const posts = usePagePosts();
  const [detailId, setDetailId] = useState<number | null>(null);
  const campaignsTab = useCampaignsTab(setDetailId).tab;
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const { message } = App.useApp();
  const engagement = usePageEngagement();
  const changeEngagement = useChangePageEngagement();
  const [enabling, setEnabling] = useState<PagePost | null>(null);
  const [disabling, setDisabling] = useState<PagePost | null>(null);
  const [activityPostId, setActivityPostId] = useState<string | null>(null);
  const [commentsPostId, setCommentsPostId] = useState<string | null>(null);
  const commenterFeature = engagement.data?.commenter;
  const commenterPosts = commenterFeature?.posts ?? [];
  const commenterEntry = (postId: string | undefined) => commenterPosts.find((entry) => entry.post === postId);

  const commenterOn = (post: PagePost): CommenterOnPost | null =>
    commenterFeature?.available
      ? {
          feature: commenterFeature,
          entry: commenterEntry(post.id),
          onToggle: (on) => (on ? setEnabling(post) : setDisabling(post)),
          onActivity: () => setActivityPostId(post.id),
        }
      : null;

  const disable = async () => {
    if (!disabling) return;
    await changeEngagement.mutateAsync({ action: 'disable', post: disabling.id });
    void message.success(t('replies.engagement.comments.disabled'));
  };

  const grid = (items: PagePost[], scheduled: boolean) => {
    if (posts.isLoading) return <Skeleton active />;
    if (posts.isError) return <Alert type="error" showIcon title={describeApiError(posts.error, t).title} />;
    if (!items.length)
      return <Empty description={t(scheduled ? 'replies.posts.noScheduled' : 'replies.posts.empty')} />;
    return (
      <div className={`post-grid post-grid-${layout}`}>
        {items.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            scheduled={scheduled}
            onCampaign={setDetailId}
            layout={layout}
            commenter={scheduled ? null : commenterOn(post)}
            onComments={scheduled ? null : () => setCommentsPostId(post.id)}
          />
        ))}
      </div>
    );
  };

  return (
    <Card
      title={t('replies.posts.title')}
      data-testid="reply-posts"
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
      <EngagementPanel
        engagement={engagement.data}
        loading={engagement.isLoading}
        error={engagement.error}
        posts={posts.data?.posts ?? []}
        onOpenPost={setActivityPostId}
      />
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
          campaignsTab,
        ]}
      />
      <CampaignDetailDrawer campaignId={detailId} onClose={() => setDetailId(null)} />
      <CommenterEnableModal
        post={enabling}
        previous={commenterEntry(enabling?.id)}
        enabledPosts={commenterPosts.filter((entry) => entry.enabled)}
        onClose={() => setEnabling(null)}
      />
      <ConfirmActionModal
        open={disabling !== null}
        title={t('replies.engagement.comments.disableTitle')}
        okText={t('replies.engagement.comments.disableAction')}
        danger
        onConfirm={disable}
        onClose={() => setDisabling(null)}
        testId="commenter-disable-confirm"
      >
        <Typography.Paragraph ellipsis={{ rows: 2 }}>
          <span dir="auto">{disabling?.message || t('replies.posts.noText')}</span>
        </Typography.Paragraph>
        <Typography.Paragraph>{t('replies.engagement.comments.disableText')}</Typography.Paragraph>
      </ConfirmActionModal>
      <CommenterPostDrawer postId={activityPostId} onClose={() => setActivityPostId(null)} />
      <PostCommentsDrawer postId={commentsPostId} onClose={() => setCommentsPostId(null)} />
    </Card>
  );
}
