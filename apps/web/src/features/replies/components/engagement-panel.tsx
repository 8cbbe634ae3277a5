import '../styles/replies.css';
import '../styles/posts.css';
import { CommentOutlined, LikeOutlined, StopOutlined } from '@ant-design/icons';
import type { CommenterPost, PageEngagement } from '@app/contract';
import { Alert, App, Button, Card, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useChangePageEngagement } from '../api/change-page-engagement.ts';
import type { PagePost } from '../api/get-page-posts.ts';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ActionLink } from '@/shared/ui/action-link.tsx';

type Feature = 'likes' | 'comments';

type EngagementPanelProps = {
  engagement: PageEngagement | undefined;
  loading: boolean;
  error: unknown;
  posts: PagePost[];
  onOpenPost: (postId: string) => void;
};

/** Likes and the page commenter (spec section 4): whether the package has them, turning them on for good, and where they work. */
export function EngagementPanel({ engagement, loading, error, posts, onOpenPost }: EngagementPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useChangePageEngagement();
  const formatDateTime = useFormatDateTime();
  const [confirming, setConfirming] = useState<Feature | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    await change.mutateAsync({ action: 'confirm', feature: confirming });
    void message.success(t(`replies.engagement.${confirming}.turnedOn`));
  };

  const enabledPosts = engagement?.commenter.posts.filter((post) => post.enabled) ?? [];
  const postLabel = (entry: CommenterPost) => {
    const text = posts.find((post) => post.id === entry.post)?.message;
    return text ? text : t('replies.engagement.postOf', { date: formatDateTime(entry.post_created_time) });
  };

  const tile = (
    feature: Feature,
    icon: ReactNode,
    state: PageEngagement['likes'] | PageEngagement['commenter'],
    details: ReactNode,
  ) => {
    const status = !state.available ? 'missing' : state.confirmed_at ? 'on' : 'off';
    return (
      <div className="engagement-tile" data-testid={`engagement-${feature}`} data-state={status}>
        <div className={`engagement-icon engagement-icon-${status}`}>{icon}</div>
        <div className="engagement-body">
          <div className="engagement-head">
            <Typography.Text strong>{t(`replies.engagement.${feature}.title`)}</Typography.Text>
            {status === 'on' ? (
              <Tag color="green" data-testid="engagement-status">
                {t('replies.engagement.onSince', { date: formatDateTime(state.confirmed_at, 'D MMM YYYY') })}
              </Tag>
            ) : status === 'off' ? (
              <Tag data-testid="engagement-status">{t('replies.engagement.off')}</Tag>
            ) : (
              <Tag icon={<StopOutlined />} data-testid="engagement-status">
                {t('replies.engagement.notInPackage')}
              </Tag>
            )}
          </div>
          <Typography.Text type="secondary" className="engagement-description">
            {t(`replies.engagement.${feature}.description`)}
          </Typography.Text>
          {status === 'on' ? details : null}
          {status === 'missing' ? (
            <Typography.Text type="secondary" className="small">
              {t('replies.engagement.notInPackageHint')}
            </Typography.Text>
          ) : null}
          {status === 'off' ? (
            <div>
              <Button
                type="primary"
                onClick={() => setConfirming(feature)}
                data-testid={`engagement-${feature}-turn-on`}
              >
                {t('replies.engagement.turnOn')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    );
  };

  return (
    <Card
      size="small"
      className="engagement-panel"
      title={t('replies.engagement.title')}
      data-testid="engagement-panel"
    >
      {loading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {error ? <Alert type="error" showIcon title={describeApiError(error, t).title} /> : null}
      {engagement ? (
        <div className="engagement-tiles">
          {tile(
            'likes',
            <LikeOutlined />,
            engagement.likes,
            <Typography.Text data-testid="engagement-liked">
              {t('replies.engagement.likes.likedThisMonth', { count: engagement.likes.liked_this_month })}
            </Typography.Text>,
          )}
          {tile(
            'comments',
            <CommentOutlined />,
            engagement.commenter,
            enabledPosts.length ? (
              <div className="engagement-posts">
                <Typography.Text type="secondary" className="small">
                  {t('replies.engagement.comments.enabledOn')}
                </Typography.Text>
                {enabledPosts.map((entry) => (
                  <ActionLink
                    key={entry.post}
                    className="engagement-post-link"
                    onClick={() => onOpenPost(entry.post)}
                    data-testid="engagement-commenter-post"
                  >
                    <span dir="auto">{postLabel(entry)}</span>
                  </ActionLink>
                ))}
              </div>
            ) : (
              <Typography.Text type="secondary" className="small">
                {t('replies.engagement.comments.noPosts')}
              </Typography.Text>
            ),
          )}
        </div>
      ) : null}
      <ConfirmActionModal
        open={confirming !== null}
        title={confirming ? t(`replies.engagement.${confirming}.confirmTitle`) : ''}
        okText={t('replies.engagement.turnOnForGood')}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        testId="engagement-confirm"
      >
        {confirming ? (
          <>
            <p>{t(`replies.engagement.${confirming}.confirmText`)}</p>
            <Alert
              type="warning"
              showIcon
              title={t('replies.engagement.cannotTurnOff')}
              data-testid="engagement-permanent"
            />
          </>
        ) : null}
      </ConfirmActionModal>
    </Card>
  );
}
