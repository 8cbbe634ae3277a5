import { CommentOutlined, ExclamationCircleFilled, LinkOutlined } from '@ant-design/icons';
import type { PostTarget } from '@app/contract/publishing';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PostStatusTag } from '../shared/post-status-tag.tsx';
import { usePostProblemText } from '../shared/use-post-problem-text.ts';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';

const commentColors = { pending: 'processing', sent: 'success', failed: 'error', skipped: 'default' } as const;

/**
 * One page or account of a post: its status, Meta's post id exactly as Meta gave it and its link once published, the
 * first comment's status, and for a failure 'not published' with the page and Meta's message (spec section 8).
 */
export function PostTargetLine({ target }: { target: PostTarget }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime(withWeekday);
  const problemText = usePostProblemText();
  return (
    <li className="post-target" data-testid="post-target" data-status={target.status} data-target-id={target.target_id}>
      <div className="post-target-head">
        <bdi className="post-target-name">{target.name}</bdi>
        <PostStatusTag status={target.status} />
        {target.first_comment_status !== 'none' ? (
          <Tag
            icon={<CommentOutlined />}
            color={commentColors[target.first_comment_status]}
            data-testid="first-comment-status"
            data-status={target.first_comment_status}
          >
            {t(`publishing.firstComment.${target.first_comment_status}`)}
          </Tag>
        ) : null}
      </div>
      {target.meta_post_id ? (
        <div className="post-target-meta small">
          <span className="muted">{t('publishing.list.metaPostId')}</span>{' '}
          <Typography.Text copyable className="ltr-number" data-testid="meta-post-id">
            {target.meta_post_id}
          </Typography.Text>
          {target.published_at ? (
            <span className="muted nowrap">
              {' · '}
              {formatDateTime(target.published_at)}
            </span>
          ) : null}
          {target.permalink ? (
            <a href={target.permalink} target="_blank" rel="noreferrer" className="nowrap" data-testid="permalink">
              <LinkOutlined /> {t('publishing.list.openOnMeta')}
            </a>
          ) : null}
        </div>
      ) : null}
      {target.status === 'failed' && target.error ? (
        <div className="post-target-error" data-testid="not-published" role="alert">
          <ExclamationCircleFilled />
          <div>
            <div className="post-target-error-title">
              {t('publishing.list.notPublishedOn', { target: target.name })}
            </div>
            {target.error.meta_message ? (
              <div className="post-target-meta-message" dir="auto" data-testid="meta-message">
                {target.error.meta_message}
              </div>
            ) : null}
            <div className="small" data-testid="problem-text">
              {problemText({ ...target.error, target_name: target.error.target_name ?? target.name })}
            </div>
          </div>
        </div>
      ) : null}
    </li>
  );
}
