import '../admin-pages.css';
import type { AdminInstagramAccount } from '@app/contract';
import { Button, Card, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useAdminInstagramSearch } from '../api/admin-pages-api.ts';
import { AdminStatusTag } from '../components/admin-status-tag.tsx';
import { InstagramDetailDrawer } from '../components/instagram-detail-drawer.tsx';

/** The admin's Instagram accounts: search as you type, state at a glance, actions and audit log in the detail. */
export function AdminInstagramRoute() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useAdminInstagramSearch(search.trim());
  const rows = query.data ?? [];
  const open = rows.find((account) => account.id === openId) ?? null;

  return (
    <Card title={t('adminPages.instagram.title')} data-testid="admin-instagram">
      <Input.Search
        allowClear
        className="admin-pages-search"
        placeholder={t('adminPages.instagram.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        loading={query.isFetching}
        data-testid="admin-instagram-search"
      />
      <ScrollTable<AdminInstagramAccount>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1000 }}
        data-testid="admin-instagram-table"
        columns={[
          {
            title: t('adminPages.columns.name'),
            key: 'name',
            render: (_, account) => (
              <>
                <Typography.Text strong dir="auto">
                  {account.name}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" dir="ltr">
                  @{account.username}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('adminPages.columns.status'),
            key: 'status',
            render: (_, account) => (
              <>
                <AdminStatusTag status={account.status} />
                {account.token_invalid ? <Tag color="error">{t('adminPages.errors.token')}</Tag> : null}
              </>
            ),
          },
          {
            title: t('adminPages.columns.owners'),
            key: 'owners',
            render: (_, account) => account.owners.map((owner) => owner.name).join('، ') || '—',
          },
          {
            title: t('adminPages.columns.package'),
            key: 'package',
            render: (_, account) => account.package?.name ?? '—',
          },
          {
            title: t('adminPages.columns.expiresAt'),
            key: 'expires',
            render: (_, account) => formatDateTime(account.expires_at),
          },
          {
            title: t('adminPages.columns.features'),
            key: 'features',
            render: (_, account) => (
              <span className="admin-features">
                {account.features.map((slug) => (
                  <Tag key={slug}>{t(`adminPages.feature.${slug}`)}</Tag>
                ))}
              </span>
            ),
          },
          {
            title: '',
            key: 'open',
            render: (_, account) => (
              <Button size="small" onClick={() => setOpenId(account.id)} data-testid={`open-instagram-${account.id}`}>
                {t('adminPages.details')}
              </Button>
            ),
          },
        ]}
      />
      <InstagramDetailDrawer account={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}
