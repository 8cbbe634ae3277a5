import '../admin-console.css';
import { InstagramOutlined } from '@ant-design/icons';
import type { AdminPageOwner } from '@app/contract';
import { Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { usePageOwners } from '../api/admin-lists.ts';
import { PageStatusTag } from '../components/page-status-tag.tsx';
import { ReferralAgentsCard } from '../components/referral-pages.tsx';

/** `/admin/pages/accounts`: which users own which pages and Instagram accounts. */
export function AdminPageOwnersRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const owners = usePageOwners(search);
  return (
    <div className="admin-owners-stack">
      <Card title={t('adminConsole.owners.title')} data-testid="admin-page-owners">
        <div className="admin-users-toolbar">
          <Input.Search
            allowClear
            placeholder={t('adminConsole.users.search')}
            onSearch={(value) => setSearch(value.trim())}
            data-testid="owners-search"
          />
        </div>
        <ScrollTable<AdminPageOwner>
          scroll={{ x: true }}
          rowKey={(row) => row.user.id}
          loading={owners.isFetching}
          dataSource={owners.data?.data ?? []}
          pagination={{ pageSize: 30, hideOnSinglePage: true }}
          columns={[
            {
              key: 'user',
              title: t('adminConsole.owners.user'),
              render: (_, row) => (
                <span>
                  <bdi>{row.user.name}</bdi>{' '}
                  <bdi dir="ltr" className="admin-figure-note">
                    @{row.user.username}
                  </bdi>
                </span>
              ),
            },
            {
              key: 'pages',
              title: t('adminConsole.owners.pages'),
              render: (_, row) => (
                <Space direction="vertical" size={2}>
                  {row.pages.map((page) => (
                    <span key={page.id}>
                      <bdi>{page.name}</bdi> <PageStatusTag status={page.status} />
                    </span>
                  ))}
                </Space>
              ),
            },
            {
              key: 'accounts',
              title: t('adminConsole.owners.accounts'),
              render: (_, row) =>
                row.instagram_accounts.map((account) => (
                  <Tag key={account.id} icon={<InstagramOutlined />}>
                    <bdi dir="ltr">@{account.username}</bdi>
                  </Tag>
                )),
            },
          ]}
        />
      </Card>
      <ReferralAgentsCard />
    </div>
  );
}
