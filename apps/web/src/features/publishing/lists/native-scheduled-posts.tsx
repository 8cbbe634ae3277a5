import './publishing.css';
import { DeleteOutlined, LinkOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteNativePost, useNativeScheduledPosts, usePublishNativeNow } from '../api/native-scheduled-posts.ts';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';

type NativePost = NonNullable<ReturnType<typeof useNativeScheduledPosts>['data']>['posts'][number];
type Pending = { kind: 'publish' | 'delete'; post: NativePost } | null;

/** The current page's posts scheduled on Meta itself (Business Suite, another tool), with publish now and delete. */
export function NativeScheduledPosts() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const page = useSession(selectCurrentPage);
  const posts = useNativeScheduledPosts();
  const publishNow = usePublishNativeNow();
  const remove = useDeleteNativePost();
  const formatDateTime = useFormatDateTime(withWeekday);
  const [pending, setPending] = useState<Pending>(null);

  const confirm = async () => {
    if (!pending || !page) return;
    const target = { pageId: page.id, postId: pending.post.id };
    if (pending.kind === 'publish') await publishNow.mutateAsync(target);
    else await remove.mutateAsync(target);
    void message.success(t(pending.kind === 'publish' ? 'publishing.native.published' : 'publishing.actions.deleted'));
  };

  return (
    <div className="publishing-screen" data-testid="native-scheduled-posts">
      <h2 className="screen-title">{t('publishing.native.title')}</h2>
      <p className="muted">{page ? t('publishing.native.intro', { page: page.name }) : null}</p>
      {!page ? (
        <Empty description={t('publishing.native.noPage')} />
      ) : posts.isError ? (
        <Alert type="error" showIcon title={describeApiError(posts.error, t).title} />
      ) : posts.isLoading ? (
        <Skeleton active />
      ) : posts.data?.posts.length ? (
        <div className="post-list">
          {posts.data.posts.map((post) => (
            <Card size="small" key={post.id} className="post-item" data-testid="native-post" data-post-id={post.id}>
              <div className="post-item-body">
                {post.picture ? (
                  <div className="post-thumb post-thumb-normal">
                    <img src={post.picture} alt="" loading="lazy" />
                  </div>
                ) : null}
                <div className="post-item-main">
                  <div className="post-item-head">
                    <span className="muted small">{t('publishing.list.dueAt')}</span>
                    <span className="nowrap">{formatDateTime(post.scheduled_publish_time)}</span>
                    <Typography.Text copyable className="ltr-number small muted" data-testid="meta-post-id">
                      {post.id}
                    </Typography.Text>
                  </div>
                  {post.message ? (
                    <Typography.Paragraph
                      className="post-item-text"
                      dir="auto"
                      ellipsis={{ rows: 3, expandable: true }}
                    >
                      {post.message}
                    </Typography.Paragraph>
                  ) : null}
                  <Space wrap>
                    <Button
                      size="small"
                      icon={<SendOutlined />}
                      onClick={() => setPending({ kind: 'publish', post })}
                      data-testid="native-publish-now"
                    >
                      {t('publishing.actions.publishNow')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => setPending({ kind: 'delete', post })}
                      data-testid="native-delete"
                    >
                      {t('common.delete')}
                    </Button>
                    {post.permalink ? (
                      <a href={post.permalink} target="_blank" rel="noreferrer">
                        <LinkOutlined /> {t('publishing.list.openOnMeta')}
                      </a>
                    ) : null}
                  </Space>
                </div>
              </div>
            </Card>
          ))}
        </div>
      ) : (
        <Empty description={t('publishing.native.empty')} data-testid="native-empty" />
      )}
      <ConfirmActionModal
        open={pending !== null}
        title={
          pending?.kind === 'delete' ? t('publishing.native.deleteTitle') : t('publishing.actions.publishNowTitle')
        }
        okText={pending?.kind === 'delete' ? t('common.delete') : t('publishing.actions.publishNow')}
        danger={pending?.kind === 'delete'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        testId="native-confirm"
      >
        <p>
          {pending?.kind === 'delete'
            ? t('publishing.native.deleteText')
            : t('publishing.native.publishNowText', { page: page?.name ?? '' })}
        </p>
        {pending?.post.message ? (
          <blockquote className="post-confirm-quote" dir="auto">
            {pending.post.message}
          </blockquote>
        ) : null}
      </ConfirmActionModal>
    </div>
  );
}
