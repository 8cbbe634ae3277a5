import type { OrderRequestStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<OrderRequestStatus, string> = {
  pending: 'gold',
  ready_inventory: 'blue',
  contact_done: 'cyan',
  shipping_done: 'purple',
  processed: 'green',
  cancelled: 'red',
};

export function OrderStatusTag({ status }: { status: OrderRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="request-status">
      {t(`orderRequests.status.${status}`)}
    </Tag>
  );
}
