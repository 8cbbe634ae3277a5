import type { PageStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<PageStatus, string> = {
  subscribed: 'success',
  renewed: 'processing',
  expired: 'warning',
  blocked: 'volcano',
  deleted: 'default',
};

export function AdminStatusTag({ status }: { status: PageStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-status={status} data-testid="admin-status">
      {t(`adminPages.status.${status}`)}
    </Tag>
  );
}
