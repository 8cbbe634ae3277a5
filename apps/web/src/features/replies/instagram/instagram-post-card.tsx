import { CommentOutlined, InstagramOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { InstagramPost, ReplyCampaign } from '@app/contract';
import { Button, Card, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { instagramReplyPaths } from '../reply-paths.ts';
import { RetryingImage } from '@/shared/ui/retrying-image.tsx';
import { PostCampaignTags } from '../components/post-campaign-tags.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';

type Props = {
  post: InstagramPost;
  layout: 'grid' | 'list';
  pending: boolean;
  onCommentsChange: (enabled: boolean) => void;
  /** The account's campaigns on this post. */
  campaigns: Pick<ReplyCampaign, 'id' | 'name' | 'status'>[];
  onCampaign: (id: number) => void;
  onComments: () => void;
};

/**
 * One Instagram post in the posts screen's card (the Facebook posts' look), with its comments switch, its auto-reply
 * campaigns and the way to a new one.
 */
export function InstagramPostCard({
  post,
  layout,
  pending,
  onCommentsChange,
  campaigns,
  onCampaign,
  onComments,
}: Props) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const video = post.media_type === 'VIDEO';
  return (
    <Card
      size="small"
      className={`post-card post-card-${layout}`}
      data-testid="instagram-post"
      data-post-id={post.id}
      cover={
        post.media_url ? (
          <div className="instagram-post-cover">
            <RetryingImage src={post.media_url} alt="" loading="lazy" className="post-card-picture" />
            {video ? <PlayCircleOutlined className="instagram-post-play" /> : null}
          </div>
        ) : (
          <div className="post-card-picture post-card-no-picture" />
        )
      }
      actions={[
        <Link key="reply" to={instagramReplyPaths.newCampaign(post.id)} data-testid="new-auto-reply">
          <PlusOutlined /> {t('replies.posts.newAutoReply')}
        </Link>,
        ...(post.permalink
          ? [
              <a key="open" href={post.permalink} target="_blank" rel="noreferrer" data-testid="instagram-link">
                <InstagramOutlined /> {t('instagramPosts.open')}
              </a>,
            ]
          : []),
      ]}
    >
      <Typography.Paragraph ellipsis={{ rows: 3 }} className="post-card-text">
        <span dir="auto">{post.caption || t('instagramPosts.noCaption')}</span>
      </Typography.Paragraph>
      <Typography.Text type="secondary" className="post-card-date">
        {formatDateTime(post.timestamp)}
      </Typography.Text>
      {/* The count opens the comments: one place says how many there are and lets the seller hide one. */}
      <Button
        type="link"
        size="small"
        icon={<CommentOutlined />}
        onClick={onComments}
        className="post-card-comments"
        data-testid="post-comments"
      >
        {post.comments_count !== null
          ? t('instagramPosts.comments', { count: post.comments_count })
          : t('replies.posts.comments')}
      </Button>
      <div className="post-card-commenter" data-testid="comments-control" data-enabled={post.comment_enabled}>
        <Switch
          size="small"
          checked={post.comment_enabled}
          loading={pending}
          onChange={onCommentsChange}
          aria-label={t('instagramPosts.allowComments')}
          data-testid="comments-switch"
        />
        <Typography.Text className="small">{t('instagramPosts.allowComments')}</Typography.Text>
        <Tag color={post.comment_enabled ? 'green' : 'default'} className="post-card-commenter-tag">
          {t(post.comment_enabled ? 'instagramPosts.on' : 'instagramPosts.off')}
        </Tag>
      </div>
      <PostCampaignTags campaigns={campaigns} onCampaign={onCampaign} />
    </Card>
  );
}
