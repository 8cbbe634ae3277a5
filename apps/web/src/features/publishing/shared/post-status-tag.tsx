import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PostStatus, PostTargetStatus } from '@app/contract/publishing';

const colors: Record<PostStatus | PostTargetStatus, string> = {
  scheduled: 'blue',
  preparing: 'processing',
  ready: 'cyan',
  publishing: 'processing',
  unknown: 'warning',
  published: 'success',
  partly_published: 'warning',
  failed: 'error',
  cancelled: 'default',
};

/** The status of a post or of one of its targets, named in the reader's language. */
export function PostStatusTag({ status }: { status: PostStatus | PostTargetStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="post-status" data-status={status}>
      {t(`postStatuses.${status}`)}
    </Tag>
  );
}
