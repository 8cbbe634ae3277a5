import { FacebookFilled, InstagramFilled, PlayCircleOutlined } from '@ant-design/icons';
import type { Post } from '@app/contract/publishing';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PostStatusTag } from '../shared/post-status-tag.tsx';
import { PostActions } from './post-actions.tsx';
import { PostTargetLine } from './post-target-line.tsx';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';

export function NetworkIcon({ network }: { network: Post['network'] }) {
  const { t } = useTranslation();
  return network === 'facebook' ? (
    <FacebookFilled className="network-icon network-facebook" aria-label={t('publishing.networks.facebook')} />
  ) : (
    <InstagramFilled className="network-icon network-instagram" aria-label={t('publishing.networks.instagram')} />
  );
}

export function PostThumbnail({ post, size = 'normal' }: { post: Pick<Post, 'media'>; size?: 'normal' | 'small' }) {
  const first = post.media[0];
  if (!first) return null;
  return (
    <div className={`post-thumb post-thumb-${size}`}>
      {first.kind === 'image' ? (
        <img src={first.url} alt="" loading="lazy" />
      ) : (
        <video src={first.url} preload="metadata" muted />
      )}
      {first.kind === 'video' ? <PlayCircleOutlined className="post-thumb-play" /> : null}
      {post.media.length > 1 ? <span className="post-thumb-count">+{post.media.length - 1}</span> : null}
    </div>
  );
}

/** A post as the lists show it: text, media, when (business clock), each target's outcome, and its actions. */
export function PostCard({ post, waiting }: { post: Post; waiting: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime(withWeekday);
  const published = post.targets.map((target) => target.published_at).find(Boolean);
  return (
    <Card size="small" className="post-item" data-testid="post-item" data-post-id={post.id} data-status={post.status}>
      <div className="post-item-body">
        <PostThumbnail post={post} />
        <div className="post-item-main">
          <div className="post-item-head">
            <NetworkIcon network={post.network} />
            <PostStatusTag status={post.status} />
            <Tag>{t(`publishing.types.${post.type}`)}</Tag>
            <span className="post-item-time" data-testid="post-time">
              <span className="muted small">
                {waiting || !published ? t('publishing.list.dueAt') : t('publishing.list.publishedAt')}
              </span>{' '}
              <span className="nowrap">{formatDateTime(waiting || !published ? post.scheduled_at : published)}</span>
            </span>
          </div>
          {post.message ? (
            <Typography.Paragraph className="post-item-text" dir="auto" ellipsis={{ rows: 3, expandable: true }}>
              {post.message}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary" className="small">
              {t('publishing.list.noText')}
            </Typography.Text>
          )}
          {post.link ? (
            <a href={post.link} target="_blank" rel="noreferrer" className="post-item-link small ltr-number">
              {post.link}
            </a>
          ) : null}
          <ul className="post-targets">
            {post.targets.map((target) => (
              <PostTargetLine key={target.id} target={target} />
            ))}
          </ul>
          {waiting && post.status === 'scheduled' ? <PostActions post={post} /> : null}
        </div>
      </div>
    </Card>
  );
}
