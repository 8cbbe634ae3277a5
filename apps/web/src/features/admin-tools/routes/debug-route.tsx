import '../admin-tools.css';
import type { DebugTrail, GraphCall, WebhookDelivery } from '@app/contract';
import { Card, Empty, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useGraphCalls, useTrail, useWebhookDeliveries } from '../api/admin-tools-api.ts';

const statusColor = (status: string) =>
  ({ done: 'green', sent: 'green', failed: 'red', pending: 'blue', processing: 'orange', sending: 'orange' })[status] ??
  'default';

const code = (value: string | null) => (value ? <span className="admin-tools-code">{value}</span> : '—');

function Deliveries() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime('D MMM YYYY, HH:mm:ss');
  const [status, setStatus] = useState<string | undefined>();
  const deliveries = useWebhookDeliveries({ status });
  return (
    <>
      <Space className="admin-tools-filters">
        <Select
          allowClear
          placeholder={t('adminTools.debug.status')}
          aria-label={t('adminTools.debug.status')}
          value={status}
          onChange={setStatus}
          style={{ minInlineSize: 160 }}
          options={['pending', 'processing', 'done', 'failed'].map((value) => ({ value, label: value }))}
        />
      </Space>
      <ScrollTable<WebhookDelivery>
        scroll={{ x: true }}
        rowKey="id"
        size="small"
        loading={deliveries.isLoading}
        dataSource={deliveries.data?.data ?? []}
        pagination={{ pageSize: 25, showSizeChanger: false }}
        columns={[
          {
            title: t('adminTools.common.time'),
            dataIndex: 'received_at',
            render: (value: string) => formatTime(value),
          },
          { title: t('adminTools.errors.kind'), dataIndex: 'kind', render: code },
          { title: t('adminTools.debug.key'), dataIndex: 'natural_key', render: code },
          {
            title: t('adminTools.debug.status'),
            dataIndex: 'status',
            render: (value: string) => <Tag color={statusColor(value)}>{value}</Tag>,
          },
          { title: t('adminTools.queues.attempts'), dataIndex: 'attempts' },
          { title: t('adminTools.common.error'), dataIndex: 'last_error', render: code },
        ]}
      />
    </>
  );
}

function GraphCalls({ calls, loading }: { calls: GraphCall[]; loading?: boolean }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime('D MMM YYYY, HH:mm:ss');
  return (
    <ScrollTable<GraphCall>
      scroll={{ x: true }}
      rowKey="seq"
      size="small"
      loading={loading}
      dataSource={calls}
      pagination={{ pageSize: 25, showSizeChanger: false }}
      columns={[
        { title: t('adminTools.common.time'), dataIndex: 'at', render: (value: string) => formatTime(value) },
        { title: t('adminTools.debug.method'), dataIndex: 'method', render: code },
        { title: t('adminTools.debug.path'), dataIndex: 'path', render: code },
        {
          title: t('adminTools.debug.status'),
          dataIndex: 'status',
          render: (value: number, call) => (
            <Tag color={value >= 200 && value < 300 && !call.error ? 'green' : 'red'}>{value || '—'}</Tag>
          ),
        },
        { title: t('adminTools.debug.duration'), dataIndex: 'duration_ms', render: (value: number) => `${value} ms` },
        { title: t('adminTools.common.error'), dataIndex: 'error', render: code },
      ]}
    />
  );
}

function RecentGraphCalls() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<'true' | 'false' | undefined>();
  const calls = useGraphCalls({ failed });
  return (
    <>
      <Space className="admin-tools-filters">
        <Select
          allowClear
          placeholder={t('adminTools.debug.outcome')}
          aria-label={t('adminTools.debug.outcome')}
          value={failed}
          onChange={setFailed}
          style={{ minInlineSize: 160 }}
          options={[
            { value: 'true', label: t('adminTools.debug.failedOnly') },
            { value: 'false', label: t('adminTools.debug.succeededOnly') },
          ]}
        />
      </Space>
      <GraphCalls calls={calls.data?.data ?? []} loading={calls.isLoading} />
    </>
  );
}

function TrailSection({ title, rows }: { title: string; rows: unknown[] }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        rows.map((row, index) => (
          <pre key={index} className="admin-tools-details">
            {JSON.stringify(row, null, 1)}
          </pre>
        ))
      )}
    </>
  );
}

function TrailLookup() {
  const { t } = useTranslation();
  const [metaId, setMetaId] = useState('');
  const trail = useTrail(metaId);
  const data: DebugTrail | undefined = trail.data;
  return (
    <>
      <Input.Search
        className="admin-tools-filters"
        placeholder={t('adminTools.debug.trailPlaceholder')}
        aria-label={t('adminTools.debug.trailPlaceholder')}
        enterButton={t('adminTools.debug.lookUp')}
        allowClear
        loading={trail.isFetching}
        onSearch={(value) => setMetaId(value.trim())}
        data-testid="trail-search"
      />
      {data ? (
        <div data-testid="trail-result">
          <TrailSection title={t('adminTools.debug.events')} rows={data.events} />
          <TrailSection title={t('adminTools.debug.decisions')} rows={data.decisions} />
          <TrailSection title={t('adminTools.debug.actions')} rows={data.actions} />
          <Typography.Title level={5}>{t('adminTools.debug.graphAnswers')}</Typography.Title>
          <GraphCalls calls={data.graph_calls} />
        </div>
      ) : null}
    </>
  );
}

export function DebugRoute() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminTools.debug.title')} data-testid="admin-debug">
      <Tabs
        items={[
          { key: 'webhooks', label: t('adminTools.debug.webhooks'), children: <Deliveries /> },
          { key: 'graph', label: t('adminTools.debug.graphCalls'), children: <RecentGraphCalls /> },
          { key: 'trail', label: t('adminTools.debug.trail'), children: <TrailLookup /> },
        ]}
      />
    </Card>
  );
}
