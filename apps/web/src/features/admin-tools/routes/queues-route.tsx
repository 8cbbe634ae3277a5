import '../admin-tools.css';
import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import type { QueueJob, QueueStat } from '@app/contract';
import { App, Badge, Button, Card, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteQueueJob, useQueueJobs, useQueues, useRetryQueueJob } from '../api/admin-tools-api.ts';

const jobStates = ['failed', 'retry', 'active', 'created'] as const;

export function QueuesRoute() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime('D MMM YYYY, HH:mm:ss');
  const showApiError = useShowApiError();
  const { message } = App.useApp();
  const retried = { onSuccess: () => void message.success(t('adminTools.common.retried')), onError: showApiError };
  const queues = useQueues();
  const [selected, setSelected] = useState<string | null>(null);
  const [state, setState] = useState<(typeof jobStates)[number]>('failed');
  const jobs = useQueueJobs(selected, state);
  const retry = useRetryQueueJob();
  const remove = useDeleteQueueJob();
  const deletion = useConfirmDelete<QueueJob>({
    title: t('adminTools.queues.deleteTitle'),
    content: (job) => t('adminTools.queues.deleteText', { id: job.id }),
    remove: (job) => remove.mutateAsync({ queue: job.queue, job_id: job.id }),
    deletedMessage: t('adminTools.queues.deleted'),
    testId: 'queue-job-delete-confirm',
  });

  const count = (value: number, status: 'error' | 'processing' | 'warning' | 'default') =>
    value > 0 ? <Badge status={status} text={value} /> : <Typography.Text type="secondary">0</Typography.Text>;

  return (
    <Space direction="vertical" size="large" style={{ inlineSize: '100%' }}>
      <Card title={t('adminTools.queues.title')} data-testid="admin-queues">
        <ScrollTable<QueueStat>
          scroll={{ x: true }}
          rowKey="name"
          size="small"
          loading={queues.isLoading}
          dataSource={queues.data?.data ?? []}
          pagination={false}
          rowClassName={(row) => (row.name === selected ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => setSelected(row.name), style: { cursor: 'pointer' } })}
          columns={[
            {
              title: t('adminTools.queues.queue'),
              dataIndex: 'name',
              render: (value: string) => <span className="admin-tools-code">{value}</span>,
            },
            {
              title: t('adminTools.queues.waiting'),
              dataIndex: 'waiting',
              render: (value: number) => count(value, 'processing'),
            },
            {
              title: t('adminTools.queues.deferred'),
              dataIndex: 'deferred',
              render: (value: number) => count(value, 'default'),
            },
            {
              title: t('adminTools.queues.active'),
              dataIndex: 'active',
              render: (value: number) => count(value, 'processing'),
            },
            {
              title: t('adminTools.queues.retrying'),
              dataIndex: 'retrying',
              render: (value: number) => count(value, 'warning'),
            },
            {
              title: t('adminTools.queues.failed'),
              dataIndex: 'failed',
              render: (value: number) => count(value, 'error'),
            },
          ]}
        />
      </Card>
      {selected ? (
        <Card title={<span className="admin-tools-code">{selected}</span>} data-testid="queue-jobs">
          <Segmented
            className="admin-tools-filters"
            value={state}
            onChange={setState}
            options={jobStates.map((value) => ({ value, label: t(`adminTools.queues.state.${value}`) }))}
          />
          <ScrollTable<QueueJob>
            scroll={{ x: true }}
            rowKey="id"
            size="small"
            loading={jobs.isLoading}
            dataSource={jobs.data?.data ?? []}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              {
                title: t('adminTools.common.time'),
                dataIndex: 'created_on',
                render: (value: string) => formatTime(value),
              },
              {
                title: t('adminTools.queues.attempts'),
                render: (_value, job) => `${job.retry_count} / ${job.retry_limit}`,
              },
              {
                title: t('adminTools.queues.data'),
                dataIndex: 'data',
                render: (value: unknown) => <pre className="admin-tools-details">{JSON.stringify(value)}</pre>,
              },
              {
                title: t('adminTools.common.error'),
                dataIndex: 'output',
                render: (value: unknown) => (
                  <pre className="admin-tools-details">{value ? JSON.stringify(value) : '—'}</pre>
                ),
              },
              {
                title: t('adminTools.common.actions'),
                render: (_value, job) =>
                  job.state === 'failed' ? (
                    <Space>
                      <Button
                        size="small"
                        icon={<RedoOutlined />}
                        loading={retry.isPending && retry.variables?.job_id === job.id}
                        onClick={() => retry.mutate({ queue: job.queue, job_id: job.id }, retried)}
                        data-testid="queue-job-retry"
                      >
                        {t('adminTools.common.retry')}
                      </Button>
                      <Button size="small" danger icon={<DeleteOutlined />} onClick={() => deletion.ask(job)}>
                        {t('common.delete')}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]}
          />
        </Card>
      ) : (
        <Typography.Text type="secondary">{t('adminTools.queues.pick')}</Typography.Text>
      )}
      {deletion.dialog}
    </Space>
  );
}
