import '../admin-pages.css';
import type { AdminPage } from '@app/contract';
import { Button, Card, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useAdminPageSearch } from '../api/admin-pages-api.ts';
import { AdminStatusTag } from '../components/admin-status-tag.tsx';
import { PageDetailDrawer } from '../components/page-detail-drawer.tsx';
import { PageErrors } from '../components/page-errors.tsx';

/** The admin's pages: search as you type (30 at most), each page's state at a glance, every action in its detail. */
export function AdminPagesRoute() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useAdminPageSearch(search.trim());
  const rows = query.data ?? [];
  const open = rows.find((page) => page.id === openId) ?? null;

  return (
    <Card title={t('adminPages.title')} data-testid="admin-pages">
      <Input.Search
        allowClear
        className="admin-pages-search"
        placeholder={t('adminPages.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        loading={query.isFetching}
        data-testid="admin-pages-search"
      />
      <ScrollTable<AdminPage>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="admin-pages-table"
        columns={[
          {
            title: t('adminPages.columns.name'),
            key: 'name',
            render: (_, page) => (
              <>
                <Typography.Text strong dir="auto">
                  {page.name}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" dir="ltr">
                  {page.page_id}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('adminPages.columns.status'),
            key: 'status',
            render: (_, page) => <AdminStatusTag status={page.status} />,
          },
          {
            title: t('adminPages.columns.owners'),
            key: 'owners',
            render: (_, page) => <span dir="auto">{page.owners.map((owner) => owner.name).join('، ') || '—'}</span>,
          },
          { title: t('adminPages.columns.package'), key: 'package', render: (_, page) => page.package?.name ?? '—' },
          {
            title: t('adminPages.columns.expiresAt'),
            key: 'expires',
            render: (_, page) => formatDateTime(page.expires_at),
          },
          {
            title: t('adminPages.columns.referral'),
            key: 'referral',
            render: (_, page) => page.referral?.name ?? '—',
          },
          {
            title: t('adminPages.columns.features'),
            key: 'features',
            width: 220,
            render: (_, page) => (
              <span className="admin-features" data-testid="page-features">
                {page.features.map((slug) => (
                  <Tag key={slug}>{t(`adminPages.feature.${slug}`)}</Tag>
                ))}
              </span>
            ),
          },
          {
            title: t('adminPages.columns.lastLogin'),
            key: 'login',
            render: (_, page) => formatDateTime(page.last_login_at),
          },
          {
            title: t('adminPages.columns.errors'),
            key: 'errors',
            render: (_, page) => <PageErrors errors={page.errors} />,
          },
          {
            title: '',
            key: 'open',
            render: (_, page) => (
              <Button size="small" onClick={() => setOpenId(page.id)} data-testid={`open-page-${page.id}`}>
                {t('adminPages.details')}
              </Button>
            ),
          },
        ]}
      />
      <PageDetailDrawer page={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}
