import '../billing.css';
import type { Invoice, InvoiceStatus } from '@app/contract';
import { Button, Card, Empty, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useAdminInvoices, useUpdateInvoiceStatus } from '../api/billing-api.ts';
import { InvoiceStatusTag } from '../components/invoice-status-tag.tsx';
import { Money } from '../components/money.tsx';
import { ReceiptImage } from '../components/receipt-image.tsx';
import { subjectName } from './invoices-route.tsx';

const pageSize = 20;
type Decision = { invoice: Invoice; status: 'paid' | 'rejected' };

/** Receipts owners sent (pending first) and every invoice: an admin looks at the photo and confirms or rejects. */
export function AdminReceiptsRoute() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const invoices = useAdminInvoices({ status: status === 'all' ? undefined : status, page, limit: pageSize });
  const update = useUpdateInvoiceStatus();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');

  return (
    <Card title={t('billing.receipts.title')} data-testid="admin-receipts">
      <Segmented<InvoiceStatus | 'all'>
        className="receipts-filter"
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={(['pending', 'paid', 'rejected', 'all'] as const).map((value) => ({
          value,
          label: value === 'all' ? t('billing.receipts.all') : t(`billing.status.${value}`),
        }))}
      />
      <ScrollTable<Invoice>
        rowKey="id"
        loading={invoices.isLoading}
        dataSource={invoices.data?.data ?? []}
        pagination={{ current: page, pageSize, total: invoices.data?.total ?? 0, onChange: setPage }}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('billing.receipts.empty')} /> }}
        columns={[
          { title: '#', dataIndex: 'id' },
          { title: t('billing.subject'), render: (_, invoice) => <bdi>{subjectName(invoice)}</bdi> },
          { title: t('billing.requestedBy'), render: (_, invoice) => <bdi>{invoice.requested_by?.name ?? '—'}</bdi> },
          {
            title: t('billing.package'),
            render: (_, invoice) => (
              <span>
                <bdi>{invoice.package.name}</bdi> · {t('billing.months', { count: invoice.months })}
              </span>
            ),
          },
          { title: t('billing.paid'), render: (_, invoice) => <Money amount={invoice.paid} /> },
          { title: t('billing.commission'), render: (_, invoice) => <Money amount={invoice.commission} /> },
          {
            title: t('billing.renewal.receipt'),
            render: (_, invoice) =>
              invoice.receipt_url ? <ReceiptImage path={invoice.receipt_url} size={56} testId="receipt-photo" /> : '—',
          },
          { title: t('billing.statusLabel'), render: (_, invoice) => <InvoiceStatusTag status={invoice.status} /> },
          { title: t('billing.createdAt'), render: (_, invoice) => formatDateTime(invoice.created_at) },
          {
            title: t('billing.actions'),
            render: (_, invoice) =>
              invoice.status === 'pending' ? (
                <Space wrap>
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => setDecision({ invoice, status: 'paid' })}
                    data-testid="receipt-confirm"
                  >
                    {t('billing.receipts.confirm')}
                  </Button>
                  <Button
                    danger
                    size="small"
                    onClick={() => {
                      setReason('');
                      setDecision({ invoice, status: 'rejected' });
                    }}
                    data-testid="receipt-reject"
                  >
                    {t('billing.receipts.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <ConfirmActionModal
        open={decision !== null}
        title={decision?.status === 'paid' ? t('billing.receipts.confirmTitle') : t('billing.receipts.rejectTitle')}
        okText={decision?.status === 'paid' ? t('billing.receipts.confirm') : t('billing.receipts.reject')}
        danger={decision?.status === 'rejected'}
        onConfirm={() =>
          update.mutateAsync({
            id: decision!.invoice.id,
            status: decision!.status,
            ...(decision!.status === 'rejected' ? { reason } : {}),
          })
        }
        onClose={() => setDecision(null)}
        testId="receipt-decision"
      >
        {decision ? (
          <>
            <p>
              {t(decision.status === 'paid' ? 'billing.receipts.confirmText' : 'billing.receipts.rejectText', {
                name: subjectName(decision.invoice),
                months: t('billing.months', { count: decision.invoice.months }),
              })}
            </p>
            {decision.status === 'rejected' ? (
              <Input.TextArea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={500}
                placeholder={t('billing.receipts.reason')}
                aria-label={t('billing.receipts.reason')}
                data-testid="receipt-reason"
              />
            ) : null}
          </>
        ) : null}
      </ConfirmActionModal>
    </Card>
  );
}
