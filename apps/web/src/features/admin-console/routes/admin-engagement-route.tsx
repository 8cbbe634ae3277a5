import '../admin-console.css';
import type { AdminEngagementPage } from '@app/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useEngagementPages } from '../api/admin-lists.ts';
import { PageStatusTag } from '../components/page-status-tag.tsx';

/** `/admin/commenter/list` and `/admin/liker/list`: the pages with the page commenter or likes on. */
export function AdminEngagementRoute() {
  const { t } = useTranslation();
  const feature = useLocation().pathname.startsWith('/admin/liker') ? 'likes' : 'comments';
  const formatDate = useFormatDateTime();
  const pages = useEngagementPages(feature);
  return (
    <Card title={t(`adminConsole.engagement.title.${feature}`)} data-testid="admin-engagement">
      <ScrollTable<AdminEngagementPage>
        scroll={{ x: true }}
        rowKey={(row) => row.page.id}
        loading={pages.isFetching}
        dataSource={pages.data?.data ?? []}
        pagination={{ pageSize: 30, hideOnSinglePage: true }}
        columns={[
          { key: 'page', title: t('adminConsole.campaigns.page'), render: (_, row) => <bdi>{row.page.name}</bdi> },
          {
            key: 'owners',
            title: t('adminConsole.campaigns.owners'),
            render: (_, row) => row.owners.map((owner) => <bdi key={owner.id}>{owner.name} </bdi>),
          },
          {
            key: 'status',
            title: t('adminConsole.users.state'),
            render: (_, row) => <PageStatusTag status={row.status} />,
          },
          {
            key: 'confirmed',
            title: t('adminConsole.engagement.confirmed'),
            render: (_, row) => formatDate(row.confirmed_at),
          },
          ...(feature === 'comments'
            ? [{ key: 'posts', title: t('adminConsole.engagement.posts'), dataIndex: 'posts' }]
            : []),
          { key: 'sent', title: t(`adminConsole.engagement.sent.${feature}`), dataIndex: 'sent' },
        ]}
      />
    </Card>
  );
}
