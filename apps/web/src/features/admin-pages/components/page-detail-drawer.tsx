import type { AdminPage } from '@app/contract';
import { Descriptions, Drawer, Grid, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { AdminStatusTag } from './admin-status-tag.tsx';
import { AuditLogList } from './audit-log-list.tsx';
import { PageActions } from './page-actions.tsx';
import { PageErrors } from './page-errors.tsx';

/** One page as the admin sees it: its state, every action, and its audit log. */
export function PageDetailDrawer({ page, onClose }: { page: AdminPage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={page !== null}
      onClose={onClose}
      size={screens.lg ? 820 : 'default'}
      title={page ? <span dir="auto">{page.name}</span> : null}
      destroyOnHidden
      data-testid="page-detail"
    >
      {page ? (
        <div className="admin-page-detail">
          <Descriptions column={screens.md ? 2 : 1} size="small" bordered>
            <Descriptions.Item label={t('adminPages.columns.status')}>
              <AdminStatusTag status={page.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.metaId')}>
              <Typography.Text copyable dir="ltr">
                {page.page_id}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.owners')}>
              {page.owners.map((owner) => owner.name).join('، ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.package')}>{page.package?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.expiresAt')}>
              {formatDateTime(page.expires_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.referral')}>{page.referral?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.domain')}>
              <span dir="ltr">{page.domain ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.lastLogin')}>
              {formatDateTime(page.last_login_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.features')} span={2}>
              {page.features.length
                ? page.features.map((slug) => <Tag key={slug}>{t(`adminPages.feature.${slug}`)}</Tag>)
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.errors')} span={2}>
              <PageErrors errors={page.errors} />
            </Descriptions.Item>
          </Descriptions>
          {page.status === 'blocked' ? (
            <Typography.Paragraph type="danger" className="admin-page-note">
              {t('adminPages.blockedNote', { when: formatDateTime(page.blocked_at) })}
            </Typography.Paragraph>
          ) : null}
          <PageActions page={page} onRemoved={onClose} />
          <Typography.Title level={5} className="admin-page-audit-title">
            {t('adminPages.audit.title')}
          </Typography.Title>
          <AuditLogList subject={{ page_id: page.id }} />
        </div>
      ) : null}
    </Drawer>
  );
}
