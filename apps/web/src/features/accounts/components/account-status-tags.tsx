import '../account-common.css';
import {
  ApiOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  MinusCircleOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountLifecycle } from '../account-status.ts';

const lifecycleLook: Record<AccountLifecycle, { color: string; icon: ReactNode }> = {
  active: { color: 'success', icon: <CheckCircleOutlined /> },
  expired: { color: 'error', icon: <ClockCircleOutlined /> },
  blocked: { color: 'volcano', icon: <StopOutlined /> },
  inactive: { color: 'default', icon: <MinusCircleOutlined /> },
};

/** The subscription state, and "needs reconnect" when Meta stopped accepting the token (it replaces "active"). */
export function AccountStatusTags({
  lifecycle,
  needsReconnect,
  webhooksFailed = false,
}: {
  lifecycle: AccountLifecycle;
  needsReconnect: boolean;
  webhooksFailed?: boolean;
}) {
  const { t } = useTranslation();
  const look = lifecycleLook[lifecycle];
  return (
    <span className="account-status-tags" data-testid="account-status">
      {needsReconnect && lifecycle === 'active' ? null : (
        <Tag color={look.color} icon={look.icon} data-status={lifecycle}>
          {t(`accounts.lifecycle.${lifecycle}`)}
        </Tag>
      )}
      {needsReconnect ? (
        <Tag color="warning" icon={<WarningOutlined />} data-status="needs-reconnect">
          {t('accounts.needsReconnect')}
        </Tag>
      ) : null}
      {webhooksFailed && !needsReconnect ? (
        <Tag color="error" icon={<ApiOutlined />} data-status="webhooks-off">
          {t('doctor.webhooksOff')}
        </Tag>
      ) : null}
    </span>
  );
}
