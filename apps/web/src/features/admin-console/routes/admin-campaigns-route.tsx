import '../admin-console.css';
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { AdminCampaign } from '@app/contract';
import { Button, Card, Segmented, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useAdminCampaigns, useChangeCampaignStatus } from '../api/admin-lists.ts';

const pageSize = 30;
const statusColors = { running: 'green', paused: 'default', stopped_error: 'red' } as const;

/** `/admin/replies/fb` and `/admin/replies/instagram`: every page's reply campaigns; the admin stops or starts one. */
export function AdminCampaignsRoute() {
  const { t } = useTranslation();
  const channel = useLocation().pathname.endsWith('/instagram') ? 'instagram' : 'fb';
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const [page, setPage] = useState(1);
  const campaigns = useAdminCampaigns(channel, page, pageSize);
  const change = useChangeCampaignStatus();
  const [changing, setChanging] = useState<AdminCampaign | null>(null);
  const starting = changing?.status !== 'running';

  return (
    <Card
      title={t(`adminConsole.campaigns.title.${channel}`)}
      extra={
        <Segmented
          value={channel}
          options={[
            { value: 'fb', label: t('adminConsole.campaigns.facebook') },
            { value: 'instagram', label: t('adminConsole.campaigns.instagram') },
          ]}
          onChange={(value) => {
            setPage(1);
            Promise.resolve(navigate(`/admin/replies/${value}`)).catch(() => undefined);
          }}
          data-testid="campaigns-channel"
        />
      }
      data-testid="admin-campaigns"
    >
      <ScrollTable<AdminCampaign>
        scroll={{ x: true }}
        rowKey="id"
        loading={campaigns.isFetching}
        dataSource={campaigns.data?.data ?? []}
        pagination={{
          current: page,
          pageSize,
          total: campaigns.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'name', title: t('adminConsole.campaigns.name'), render: (_, row) => <bdi>{row.name}</bdi> },
          {
            key: 'account',
            title: t(channel === 'fb' ? 'adminConsole.campaigns.page' : 'adminConsole.campaigns.account'),
            render: (_, row) =>
              row.instagram_account ? (
                <bdi dir="ltr">@{row.instagram_account.username}</bdi>
              ) : (
                <bdi>{row.page?.name}</bdi>
              ),
          },
          {
            key: 'owners',
            title: t('adminConsole.campaigns.owners'),
            render: (_, row) => row.owners.map((owner) => <bdi key={owner.id}>{owner.name} </bdi>),
          },
          {
            key: 'status',
            title: t('adminConsole.campaigns.status'),
            render: (_, row) => (
              <Tooltip title={row.error_message}>
                <Tag color={statusColors[row.status]}>{t(`adminConsole.campaigns.statuses.${row.status}`)}</Tag>
              </Tooltip>
            ),
          },
          { key: 'comments', title: t('adminConsole.campaigns.comments'), dataIndex: 'comments' },
          { key: 'replied', title: t('adminConsole.campaigns.replied'), dataIndex: 'replied' },
          {
            key: 'created',
            title: t('adminConsole.campaigns.created'),
            render: (_, row) => <Typography.Text type="secondary">{formatDate(row.created_at)}</Typography.Text>,
          },
          {
            key: 'actions',
            title: t('adminConsole.users.actions'),
            render: (_, row) => (
              <Button
                size="small"
                icon={row.status === 'running' ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                onClick={() => setChanging(row)}
                data-testid="campaign-status"
              >
                {t(row.status === 'running' ? 'adminConsole.campaigns.stop' : 'adminConsole.campaigns.start')}
              </Button>
            ),
          },
        ]}
      />
      <ConfirmActionModal
        open={changing !== null}
        title={t(starting ? 'adminConsole.campaigns.startTitle' : 'adminConsole.campaigns.stopTitle', {
          name: changing?.name ?? '',
        })}
        okText={t(starting ? 'adminConsole.campaigns.start' : 'adminConsole.campaigns.stop')}
        danger={!starting}
        onConfirm={() => change.mutateAsync({ id: changing!.id, status: starting ? 'running' : 'paused' })}
        onClose={() => setChanging(null)}
        testId="campaign-status-confirm"
      >
        {t(starting ? 'adminConsole.campaigns.startText' : 'adminConsole.campaigns.stopText')}
      </ConfirmActionModal>
    </Card>
  );
}
