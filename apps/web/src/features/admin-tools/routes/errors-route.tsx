import '../admin-tools.css';
import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import type { FailedEvent, PageError } from '@app/contract';
import { App, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import {
  useDeleteFailedEvent,
  useFailedEvents,
  usePageErrors,
  useRetryFailedEvent,
  useRetryPageError,
} from '../api/admin-tools-api.ts';

/** /admin/errors/list: Meta events that failed every retry, and pages Meta stopped working for. */
export function ErrorsRoute() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const showApiError = useShowApiError();
  const { message } = App.useApp();
  const retried = { onSuccess: () => void message.success(t('adminTools.common.retried')), onError: showApiError };
  const [page, setPage] = useState(1);
  const events = useFailedEvents(page);
  const pageErrors = usePageErrors();
  const retryEvent = useRetryFailedEvent();
  const deleteEvent = useDeleteFailedEvent();
  const retryPage = useRetryPageError();
  const deletion = useConfirmDelete<FailedEvent>({
    title: t('adminTools.errors.deleteTitle'),
    content: (event) => t('adminTools.errors.deleteText', { kind: event.kind }),
    remove: (event) => deleteEvent.mutateAsync(event.id),
    deletedMessage: t('adminTools.errors.deleted'),
    testId: 'failed-event-delete-confirm',
  });

  return (
    <Space direction="vertical" size="large" style={{ inlineSize: '100%' }}>
      <Card title={t('adminTools.errors.eventsTitle')} data-testid="failed-events">
        <ScrollTable<FailedEvent>
          scroll={{ x: true }}
          rowKey="id"
          size="small"
          loading={events.isLoading}
          dataSource={events.data?.data ?? []}
          locale={{ emptyText: <Empty description={t('adminTools.errors.noEvents')} /> }}
          pagination={{
            current: page,
            pageSize: 30,
            total: events.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('adminTools.common.time'),
              dataIndex: 'received_at',
              render: (value: string) => formatTime(value),
            },
            {
              title: t('adminTools.errors.kind'),
              dataIndex: 'kind',
              render: (value: string) => <span className="admin-tools-code">{value}</span>,
            },
            {
              title: t('adminTools.errors.account'),
              dataIndex: 'account_id',
              render: (value: string) => <span className="admin-tools-code">{value}</span>,
            },
            { title: t('adminTools.queues.attempts'), dataIndex: 'attempts' },
            {
              title: t('adminTools.common.error'),
              dataIndex: 'last_error',
              render: (value: string | null) => <pre className="admin-tools-details">{value ?? '—'}</pre>,
            },
            {
              title: t('adminTools.common.actions'),
              render: (_value, event) => (
                <Space>
                  <Button
                    size="small"
                    icon={<RedoOutlined />}
                    loading={retryEvent.isPending && retryEvent.variables === event.id}
                    onClick={() => retryEvent.mutate(event.id, retried)}
                    data-testid="failed-event-retry"
                  >
                    {t('adminTools.common.retry')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => deletion.ask(event)}
                    data-testid="failed-event-delete"
                  >
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('adminTools.errors.pagesTitle')} data-testid="page-errors">
        <ScrollTable<PageError>
          scroll={{ x: true }}
          rowKey="page_id"
          size="small"
          loading={pageErrors.isLoading}
          dataSource={pageErrors.data?.data ?? []}
          locale={{ emptyText: <Empty description={t('adminTools.errors.noPages')} /> }}
          pagination={{ pageSize: 30, showSizeChanger: false }}
          columns={[
            { title: t('adminTools.errors.page'), dataIndex: 'name', render: (value: string) => <bdi>{value}</bdi> },
            {
              title: t('adminTools.errors.problems'),
              dataIndex: 'problems',
              render: (problems: PageError['problems'], row) => (
                <Space direction="vertical" size={2}>
                  <span>
                    {problems.map((problem) => (
                      <Tag color="red" key={problem}>
                        {t(`adminTools.errors.problem.${problem}`)}
                      </Tag>
                    ))}
                  </span>
                  {row.missing_permissions.length > 0 ? (
                    <span className="admin-tools-code">{row.missing_permissions.join(', ')}</span>
                  ) : null}
                  {row.subscription_error ? (
                    <Typography.Text type="secondary">{row.subscription_error}</Typography.Text>
                  ) : null}
                </Space>
              ),
            },
            {
              title: t('adminTools.errors.since'),
              dataIndex: 'since',
              render: (value: string | null) => formatTime(value),
            },
            {
              title: t('adminTools.common.actions'),
              render: (_value, row) => (
                <Button
                  size="small"
                  icon={<RedoOutlined />}
                  loading={retryPage.isPending && retryPage.variables === row.page_id}
                  onClick={() => retryPage.mutate(row.page_id, retried)}
                  data-testid="page-error-retry"
                >
                  {t('adminTools.errors.checkAgain')}
                </Button>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary">{t('adminTools.errors.pagesNote')}</Typography.Paragraph>
      </Card>
      {deletion.dialog}
    </Space>
  );
}
