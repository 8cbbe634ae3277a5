import '../billing.css';
import { PrinterOutlined } from '@ant-design/icons';
import type { Invoice } from '@app/contract';
import { Button, Card, Descriptions, Empty, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useInvoice, useInvoices } from '../api/billing-api.ts';
import { InvoiceStatusTag } from '../components/invoice-status-tag.tsx';
import { Money } from '../components/money.tsx';
import { ReceiptImage } from '../components/receipt-image.tsx';

const pageSize = 20;

export const subjectName = (invoice: Invoice) =>
  invoice.page?.name ?? (invoice.instagram_account ? `@${invoice.instagram_account.username}` : '—');

/** The owner's invoices: each subscription and renewal of their pages and Instagram accounts. */
export function InvoicesRoute() {
  const [search] = useSearchParams();
  const invoiceId = Number(search.get('invoice'));
  return invoiceId ? <InvoiceDetail id={invoiceId} /> : <InvoiceList />;
}

function InvoiceList() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ page, limit: pageSize });
  return (
    <Card title={t('billing.invoices.title')} data-testid="invoices">
      <ScrollTable<Invoice>
        rowKey="id"
        loading={invoices.isLoading}
        dataSource={invoices.data?.data ?? []}
        pagination={{ current: page, pageSize, total: invoices.data?.total ?? 0, onChange: setPage }}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('billing.invoices.empty')} /> }}
        columns={[
          {
            title: '#',
            dataIndex: 'id',
            render: (id: number) => <Link to={`/dashboard/user/invoices?invoice=${id}`}>#{id}</Link>,
          },
          { title: t('billing.subject'), render: (_, invoice) => <bdi>{subjectName(invoice)}</bdi> },
          { title: t('billing.package'), render: (_, invoice) => <bdi>{invoice.package.name}</bdi> },
          { title: t('billing.period'), render: (_, invoice) => t('billing.months', { count: invoice.months }) },
          { title: t('billing.paid'), render: (_, invoice) => <Money amount={invoice.paid} /> },
          { title: t('billing.statusLabel'), render: (_, invoice) => <InvoiceStatusTag status={invoice.status} /> },
          { title: t('billing.expiresAt'), render: (_, invoice) => formatDateTime(invoice.expires_at) },
          { title: t('billing.createdAt'), render: (_, invoice) => formatDateTime(invoice.created_at) },
        ]}
      />
    </Card>
  );
}

/** One invoice (`?invoice=id`), laid out to print (the menu and buttons are left out on paper). */
function InvoiceDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const invoice = useInvoice(id);
  if (invoice.isLoading) return <Spin />;
  const item = invoice.data?.invoice;
  if (!item) return <Result status="404" title={t('billing.invoices.notFound')} data-testid="invoice-screen" />;
  return (
    <Card
      data-testid="invoice-screen"
      className="invoice-sheet"
      title={t('billing.invoices.one', { id: item.id })}
      extra={
        <Button
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          className="no-print"
          data-testid="invoice-print"
        >
          {t('billing.invoices.print')}
        </Button>
      }
    >
      <Descriptions column={1} bordered size="small" data-testid="invoice-detail">
        <Descriptions.Item label={t('billing.subject')}>
          <bdi>{subjectName(item)}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.package')}>
          <bdi>{item.package.name}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.period')}>{t('billing.months', { count: item.months })}</Descriptions.Item>
        <Descriptions.Item label={t('billing.cost')}>
          <Money amount={item.cost} />
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.discount')}>
          <Money amount={item.discount} />
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.paid')}>
          <Money amount={item.paid} />
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.statusLabel')}>
          <InvoiceStatusTag status={item.status} />
          {item.reject_reason ? <Tag className="invoice-reason">{item.reject_reason}</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.subscribedAt')}>{formatDateTime(item.subscribed_at)}</Descriptions.Item>
        <Descriptions.Item label={t('billing.expiresAt')}>{formatDateTime(item.expires_at)}</Descriptions.Item>
        <Descriptions.Item label={t('billing.createdAt')}>{formatDateTime(item.created_at)}</Descriptions.Item>
        {item.receipt_url ? (
          <Descriptions.Item label={t('billing.renewal.receipt')}>
            <ReceiptImage path={item.receipt_url} size={120} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}
