import type { PageStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<PageStatus, string> = {
  subscribed: 'green',
  renewed: 'green',
  expired: 'orange',
  blocked: 'red',
  deleted: 'default',
};

export function PageStatusTag({ status }: { status: PageStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`adminConsole.states.${status}`)}</Tag>;
}
