import './requests.css';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { orderRequestStatuses, type OrderRequestStatus, type OrderRequestSummary } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { subscribeToInboxEvents } from '@/features/inbox/index.ts';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { BusinessDatePicker } from '@/shared/time/business-date-picker.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { downloadOrderRequestsCsv, orderRequestsKey, useOrderRequests } from './order-requests-api.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { Money, RequestDrawer } from './request-drawer.tsx';

const pageSize = 20;
type Tab = 'all' | OrderRequestStatus;

/** `/dashboard/webview/requests`: the current page's customer requests, live. */
export function RequestsRoute() {
  const { t } = useTranslation();
  const page = useSession(selectCurrentPage);
  if (!page) return <Empty description={t('orderRequests.choosePage')} />;
  return <RequestsScreen pageId={page.id} />;
}

function RequestsScreen({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const showError = useShowApiError();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [current, setCurrent] = useState(1);
  const [exporting, setExporting] = useState(false);
  const deferredSearch = useDeferredValue(search.trim());
  const filters = {
    status: tab === 'all' ? undefined : tab,
    search: deferredSearch || undefined,
    from: range?.[0].locale('en').format('YYYY-MM-DD'),
    to: range?.[1].locale('en').format('YYYY-MM-DD'),
  };
  const requests = useOrderRequests(pageId, filters, current, pageSize);
  const openId = Number(params.get('request')) || null;
  const open = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('request');
        else next.set('request', String(id));
        return next;
      },
      { replace: true },
    );

  // A new request, a change or a delete on this page (from any tab or process) reaches the list without a reload.
  useEffect(
    () =>
      subscribeToInboxEvents((event) => {
        if (event.type === 'request' && event.pageId === pageId)
          void queryClient.invalidateQueries({ queryKey: orderRequestsKey });
      }),
    [pageId, queryClient],
  );

  const counts = requests.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${count})`);
  const filtered = Boolean(filters.search || filters.from);

  return (
    <Card
      title={t('orderRequests.title')}
      data-testid="order-requests"
      className="order-requests"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          data-testid="requests-export"
          onClick={() => {
            setExporting(true);
            downloadOrderRequestsCsv(pageId, filters)
              .catch((error: unknown) => showError(error))
              .finally(() => setExporting(false));
          }}
        >
          {t('orderRequests.export')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setCurrent(1);
        }}
        data-testid="requests-tabs"
        items={[
          { key: 'all', label: label(t('orderRequests.all'), all) },
          ...orderRequestStatuses.map((status) => ({
            key: status,
            label: label(t(`orderRequests.status.${status}`), counts?.[status]),
          })),
        ]}
      />
      <div className="order-requests-filters">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('orderRequests.search')}
          aria-label={t('orderRequests.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setCurrent(1);
          }}
          data-testid="requests-search"
        />
        <BusinessDatePicker.RangePicker
          aria-label={t('orderRequests.dates')}
          value={range}
          onChange={(dates) => {
            setRange(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null);
            setCurrent(1);
          }}
        />
      </div>
      <ScrollTable<OrderRequestSummary>
        rowKey="id"
        loading={requests.isLoading}
        dataSource={requests.data?.data ?? []}
        pagination={{
          current,
          pageSize,
          total: requests.data?.total ?? 0,
          onChange: setCurrent,
          hideOnSinglePage: true,
        }}
        scroll={{ x: true }}
        onRow={(row) => ({ onClick: () => open(row.id), className: 'order-requests-row' })}
        locale={{
          emptyText: (
            <Empty
              description={filtered || tab !== 'all' ? t('orderRequests.emptyFiltered') : t('orderRequests.empty')}
            />
          ),
        }}
        columns={[
          {
            title: '#',
            dataIndex: 'id',
            render: (id: number) => (
              <Button type="link" size="small" onClick={() => open(id)} data-testid="request-open">
                #{id}
              </Button>
            ),
          },
          { title: t('orderRequests.customer'), render: (_, row) => <bdi>{row.customer_name ?? '—'}</bdi> },
          {
            title: t('orderRequests.items'),
            render: (_, row) => (
              <bdi className="order-requests-items">
                {row.items.map((item) => `${item.name} × ${item.quantity}`).join(t('orderRequests.listSeparator'))}
              </bdi>
            ),
          },
          {
            title: t('orderRequests.total'),
            render: (_, row) => <Money amount={row.total} currency={row.currency} />,
          },
          { title: t('orderRequests.statusLabel'), render: (_, row) => <OrderStatusTag status={row.status} /> },
          { title: t('orderRequests.createdAt'), render: (_, row) => formatDateTime(row.created_at) },
        ]}
      />
      <RequestDrawer id={openId} onClose={() => open(null)} />
    </Card>
  );
}
