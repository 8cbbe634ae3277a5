import '../admin-tools.css';
import type { LogLevelName, LogLine } from '@app/contract';
import { Card, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useLogLines } from '../api/admin-tools-api.ts';

const levelColors: Record<LogLevelName, string> = {
  trace: 'default',
  debug: 'default',
  info: 'blue',
  warn: 'orange',
  error: 'red',
  fatal: 'magenta',
};

export function LogsRoute() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime('D MMM YYYY, HH:mm:ss');
  const [level, setLevel] = useState<LogLevelName | undefined>();
  const [requestId, setRequestId] = useState('');
  const [pageId, setPageId] = useState('');
  const [search, setSearch] = useState('');
  const logs = useLogLines({
    level,
    request_id: requestId || undefined,
    page_id: /^\d+$/.test(pageId) ? pageId : undefined,
    search: search || undefined,
  });

  return (
    <Card title={t('adminTools.logs.title')} data-testid="admin-logs">
      <Typography.Paragraph type="secondary">
        {t('adminTools.logs.kept', { kept: logs.data?.kept ?? 0, capacity: logs.data?.capacity ?? 0 })}
      </Typography.Paragraph>
      <Space wrap className="admin-tools-filters">
        <Select
          allowClear
          placeholder={t('adminTools.logs.level')}
          aria-label={t('adminTools.logs.level')}
          value={level}
          onChange={setLevel}
          style={{ minInlineSize: 140 }}
          options={(['debug', 'info', 'warn', 'error'] as const).map((value) => ({ value, label: value }))}
          data-testid="log-level"
        />
        <Input.Search
          placeholder={t('adminTools.logs.requestId')}
          aria-label={t('adminTools.logs.requestId')}
          allowClear
          onSearch={setRequestId}
          data-testid="log-request-id"
        />
        <Input.Search
          placeholder={t('adminTools.logs.pageId')}
          aria-label={t('adminTools.logs.pageId')}
          allowClear
          onSearch={setPageId}
        />
        <Input.Search
          placeholder={t('adminTools.logs.search')}
          aria-label={t('adminTools.logs.search')}
          allowClear
          onSearch={setSearch}
          data-testid="log-search"
        />
      </Space>
      <ScrollTable<LogLine>
        scroll={{ x: true }}
        rowKey="seq"
        size="small"
        loading={logs.isLoading}
        dataSource={logs.data?.data ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { title: t('adminTools.common.time'), dataIndex: 'time', render: (value: string) => formatTime(value) },
          {
            title: t('adminTools.logs.level'),
            dataIndex: 'level',
            render: (value: LogLevelName) => <Tag color={levelColors[value]}>{value}</Tag>,
          },
          {
            title: t('adminTools.logs.message'),
            dataIndex: 'message',
            render: (value: string) => <span className="admin-tools-code">{value}</span>,
          },
          {
            title: t('adminTools.logs.requestId'),
            dataIndex: 'request_id',
            render: (value: string | null) =>
              value ? (
                <Typography.Link className="admin-tools-code" onClick={() => setRequestId(value)}>
                  {value}
                </Typography.Link>
              ) : (
                '—'
              ),
          },
          {
            title: t('adminTools.logs.details'),
            dataIndex: 'details',
            render: (value: Record<string, unknown>) => (
              <pre className="admin-tools-details">{JSON.stringify(value, null, 1)}</pre>
            ),
          },
        ]}
      />
    </Card>
  );
}
