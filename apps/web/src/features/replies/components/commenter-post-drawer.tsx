import '../styles/replies.css';
import '../styles/posts.css';
import type { CommenterPostDetail } from '@app/contract';
import { Alert, Descriptions, Drawer, Empty, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useTranslation } from 'react-i18next';
import { useCommenterPost } from '../api/get-commenter-post.ts';
import { useCommentTemplates } from '../api/get-comment-templates.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { DeliveryMark } from './decision-tag.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';

type RecentAction = CommenterPostDetail['recent'][number];

/** What the page commenter (and likes) did on one post: its texts, counts, and the latest answers with Meta's errors. */
export function CommenterPostDrawer({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const detail = useCommenterPost(postId, { refetchInterval: 5_000 });
  const templates = useCommentTemplates();
  const post = detail.data?.post ?? null;
  const templateName = post?.comment_template_id
    ? templates.data?.templates.find((template) => template.id === post.comment_template_id)?.name
    : undefined;

  return (
    <Drawer
      open={postId !== null}
      onClose={onClose}
      size="large"
      title={t('replies.engagement.activity.title')}
      destroyOnHidden
      rootClassName="commenter-drawer"
      data-testid="commenter-drawer"
    >
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.isError ? <Alert type="error" showIcon title={describeApiError(detail.error, t).title} /> : null}
      {detail.data ? (
        <Space orientation="vertical" size={16} className="full-width">
          {post ? (
            <>
              <div className="campaign-drawer-head">
                <Tag
                  color={post.enabled ? 'green' : 'default'}
                  data-testid="commenter-drawer-status"
                  data-enabled={post.enabled}
                >
                  {t(post.enabled ? 'replies.engagement.comments.onForPost' : 'replies.engagement.comments.offForPost')}
                </Tag>
                <Typography.Text type="secondary" className="small">
                  {post.enabled
                    ? t('replies.engagement.activity.enabledAt', { date: formatDateTime(post.enabled_at) })
                    : t('replies.engagement.activity.disabledAt', { date: formatDateTime(post.disabled_at) })}
                </Typography.Text>
              </div>
              <div className="stat-row">
                <Statistic title={t('replies.engagement.activity.sent')} value={post.sent} />
                <Statistic title={t('replies.engagement.activity.failed')} value={post.failed} />
              </div>
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('replies.engagement.comments.texts')}>
                  {post.comment_template_id ? (
                    <span>
                      {t('replies.form.commentTemplate')}: <bdi>{templateName ?? `#${post.comment_template_id}`}</bdi>
                    </span>
                  ) : (
                    <ul className="template-replies" data-testid="commenter-drawer-texts">
                      {post.comments.map((text) => (
                        <li key={text}>
                          <span dir="auto">{text}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Descriptions.Item>
              </Descriptions>
            </>
          ) : (
            <Alert type="info" showIcon title={t('replies.engagement.activity.neverEnabled')} />
          )}
          <Typography.Title level={5}>{t('replies.engagement.activity.recent')}</Typography.Title>
          <ScrollTable<RecentAction>
            size="small"
            rowKey={(action) => `${action.kind}:${action.comment_id}`}
            dataSource={detail.data.recent}
            pagination={false}
            locale={{ emptyText: <Empty description={t('replies.engagement.activity.empty')} /> }}
            onRow={() => ({ 'data-testid': 'commenter-action-row' }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              {
                key: 'kind',
                title: t('replies.engagement.activity.kind'),
                render: (_, action) => (
                  <span className="nowrap">{t(`replies.engagement.activity.kinds.${action.kind}`)}</span>
                ),
              },
              {
                key: 'message',
                title: t('replies.engagement.activity.message'),
                render: (_, action) =>
                  action.message ? (
                    <Typography.Paragraph ellipsis={{ rows: 2 }} className="table-text">
                      <span dir="auto">{action.message}</span>
                    </Typography.Paragraph>
                  ) : (
                    <span className="muted">—</span>
                  ),
              },
              {
                key: 'status',
                title: t('replies.engagement.activity.status'),
                render: (_, action) => (
                  <div className="engagement-action-status">
                    <DeliveryMark status={action.status} error={action.error} />
                    {action.error ? (
                      <Typography.Text type="danger" className="small" dir="auto" data-testid="commenter-action-error">
                        {action.error}
                      </Typography.Text>
                    ) : null}
                  </div>
                ),
              },
              {
                key: 'time',
                title: t('replies.trail.time'),
                render: (_, action) => <span className="nowrap">{formatDateTime(action.at)}</span>,
              },
            ]}
            scroll={{ x: true }}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
