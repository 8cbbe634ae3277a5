import '../styles/replies.css';
import { ExclamationCircleOutlined, PauseCircleOutlined, SyncOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReplyStatus } from '@app/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<ReplyStatus, string> = { running: 'green', paused: 'default', stopped_error: 'red' };

/** Spec section 4: running, stopped because of an error (with Meta's reason), paused; and the plan-limit flag. */
export function CampaignStatusTag({
  status,
  error,
  planLimitReached,
}: {
  status: ReplyStatus;
  error?: string | null;
  planLimitReached?: boolean;
}) {
  const { t } = useTranslation();
  const icon =
    status === 'running' ? (
      <SyncOutlined spin={false} />
    ) : status === 'paused' ? (
      <PauseCircleOutlined />
    ) : (
      <ExclamationCircleOutlined />
    );
  const tag = (
    <Tag color={colors[status]} icon={icon} data-testid="campaign-status" data-status={status}>
      {t(`replies.status.${status}`)}
    </Tag>
  );
  return (
    <span className="campaign-status">
      {error ? <Tooltip title={<span dir="auto">{error}</span>}>{tag}</Tooltip> : tag}
      {planLimitReached ? (
        <Tooltip title={t('replies.planLimitReached')}>
          <Tag color="orange" icon={<WarningOutlined />} data-testid="plan-limit-tag">
            {t('replies.planLimitTag')}
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
