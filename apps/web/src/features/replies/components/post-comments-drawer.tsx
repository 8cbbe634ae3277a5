import '../styles/replies.css';
import type { PostComment } from '@app/contract';
import { Alert, Button, Drawer, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { usePostComments } from '../api/post-comments.ts';
import { CommentVisibility } from './comment-visibility.tsx';

/**
 * A post's most recent comments as Meta returns them, each with its visibility and one click to hide it or show it
 * again; "More" reads the next page with Meta's cursor. The page's (or account's) own comments cannot be hidden.
 */
export function PostCommentsDrawer({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const comments = usePostComments(postId);
  const items = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <Drawer
      open={postId !== null}
      onClose={onClose}
      size="large"
      title={t('replies.postComments.title')}
      destroyOnHidden
      rootClassName="post-comments-drawer"
      data-testid="post-comments-drawer"
    >
      <Space orientation="vertical" size={16} className="full-width">
        <Typography.Paragraph type="secondary">{t('replies.postComments.subtitle')}</Typography.Paragraph>
        {comments.isError ? (
          <Alert type="error" showIcon title={<span dir="auto">{describeApiError(comments.error, t).title}</span>} />
        ) : null}
        <ScrollTable<PostComment>
          size="small"
          rowKey="id"
          dataSource={items}
          loading={comments.isLoading}
          pagination={false}
          locale={{ emptyText: <Empty description={t('replies.postComments.empty')} /> }}
          onRow={() => ({ 'data-testid': 'post-comment-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'author',
              title: t('replies.trail.commenter'),
              render: (_, comment) => (
                <>
                  <bdi>{comment.author ?? t('replies.trail.unknownCommenter')}</bdi>
                  {comment.own ? (
                    <Tag className="post-comment-own" data-testid="post-comment-own">
                      {t('replies.postComments.own')}
                    </Tag>
                  ) : null}
                </>
              ),
            },
            {
              key: 'comment',
              title: t('replies.trail.comment'),
              render: (_, comment) => (
                <>
                  <Typography.Paragraph ellipsis={{ rows: 3 }} className="trail-comment">
                    <span dir="auto">{comment.text}</span>
                  </Typography.Paragraph>
                  {comment.own ? null : (
                    <CommentVisibility
                      comment={{ id: comment.id, hidden: comment.hidden, name: comment.author, postId: postId ?? '' }}
                    />
                  )}
                </>
              ),
            },
            {
              key: 'time',
              title: t('replies.trail.time'),
              render: (_, comment) => <span className="nowrap">{formatDateTime(comment.created_time)}</span>,
            },
          ]}
          scroll={{ x: true }}
        />
        {comments.hasNextPage ? (
          <Button
            onClick={() => void comments.fetchNextPage()}
            loading={comments.isFetchingNextPage}
            data-testid="post-comments-more"
          >
            {t('replies.postComments.more')}
          </Button>
        ) : null}
      </Space>
    </Drawer>
  );
}
