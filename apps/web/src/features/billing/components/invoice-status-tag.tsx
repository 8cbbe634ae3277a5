import type { InvoiceStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<InvoiceStatus, string> = { pending: 'gold', paid: 'green', rejected: 'red', cancelled: 'default' };

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="invoice-status">
      {t(`billing.status.${status}`)}
    </Tag>
  );
}
