import type { AdminPage } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';

/** The Meta problems recorded on the page, each as a tag; "none" when there are none. */
export function PageErrors({ errors }: { errors: AdminPage['errors'] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const tags = [
    errors.token_invalid ? (
      <Tag color="error" key="token">
        {t('adminPages.errors.token')}
      </Tag>
    ) : null,
    ...errors.missing_permissions.map((permission) => (
      <Tag color="warning" key={permission}>
        {t('adminPages.errors.permission', { permission })}
      </Tag>
    )),
    errors.subscription_error !== null ? (
      <Tag color="error" key="subscription">
        {t('adminPages.errors.subscription')}
      </Tag>
    ) : null,
    errors.sending_paused_until ? (
      <Tag color="orange" key="paused">
        {t('adminPages.errors.paused', { until: formatDateTime(errors.sending_paused_until) })}
      </Tag>
    ) : null,
  ].filter(Boolean);
  return (
    <span className="admin-page-errors" data-testid="page-errors">
      {tags.length ? tags : <Tag>{t('adminPages.errors.none')}</Tag>}
    </span>
  );
}
