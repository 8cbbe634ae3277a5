import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrailEntry } from '@app/contract';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useTrailReason } from '@/shared/i18n/use-trail-reason.ts';
import { useSetCommentHidden } from '../api/set-comment-hidden.ts';

/** A comment of the trail, or of a post's comments (which names its post: it may be in no trail). */
export type VisibleComment = {
  id: string;
  hidden: boolean;
  name: string | null;
  hideReason?: TrailEntry['hide_reason'];
  postId?: string;
};

/** A trail entry as the visibility control reads it. */
export const trailComment = (entry: TrailEntry): VisibleComment => ({
  id: entry.comment_id,
  hidden: entry.hidden,
  name: entry.commenter_name,
  hideReason: entry.hide_reason,
});

/**
 * A comment's visibility on Meta: a "hidden" tag (with the campaign's reason when it hid it) and one button to hide
 * it or show it again. Both are undone in one click, so neither asks for a confirmation.
 */
export function CommentVisibility({ comment }: { comment: VisibleComment }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowApiError();
  const describeReason = useTrailReason();
  const change = useSetCommentHidden();
  const name = comment.name ?? t('replies.trail.unknownCommenter');
  const toggle = () =>
    change.mutate(
      { commentId: comment.id, hidden: !comment.hidden, ...(comment.postId ? { postId: comment.postId } : {}) },
      {
        onSuccess: ({ hidden }) =>
          void message.success(t(hidden ? 'replies.trail.hideDone' : 'replies.trail.unhideDone')),
        onError: showError,
      },
    );
  const tag = comment.hidden ? (
    <Tag color="volcano" icon={<EyeInvisibleOutlined />} className="trail-hidden" data-testid="trail-hidden">
      {t('replies.trail.hidden')}
    </Tag>
  ) : null;
  return (
    <span className="trail-visibility">
      {tag && comment.hideReason ? <Tooltip title={describeReason(comment.hideReason)}>{tag}</Tooltip> : tag}
      <Button
        size="small"
        type="link"
        icon={comment.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        loading={change.isPending}
        onClick={toggle}
        aria-label={t(comment.hidden ? 'replies.trail.unhideLabel' : 'replies.trail.hideLabel', { name })}
        data-testid={comment.hidden ? 'trail-unhide' : 'trail-hide'}
      >
        {t(comment.hidden ? 'replies.trail.unhide' : 'replies.trail.hide')}
      </Button>
    </span>
  );
}
