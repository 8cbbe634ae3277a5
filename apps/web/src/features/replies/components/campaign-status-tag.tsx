import '../styles/replies.css';
import { ExclamationCircleOutlined, PauseCircleOutlined, SyncOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReplyCampaign, ReplyStatus } from '@app/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<ReplyStatus, string> = { running: 'green', paused: 'default', stopped_error: 'red' };

/** Spec section 4: running, stopped because of an error (with Meta's reason), paused; and the plan-limit flag. */
export function CampaignStatusTag({
  status,
  error,
  planLimitReached,
  paused,
}: {
  status: ReplyStatus;
  error?: string | null;
  planLimitReached?: boolean;
  /** The page sends nothing for now (plan expired, blocked, Meta's policy block, a missing permission). */
  paused?: ReplyCampaign['paused'];
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
      {paused ? (
        <Tooltip title={<span dir="auto">{paused.message}</span>}>
          <Tag
            color="volcano"
            icon={<PauseCircleOutlined />}
            data-testid="sending-paused-tag"
            data-reason={paused.reason}
          >
            {t('replies.sendingPausedTag')}
          </Tag>
        </Tooltip>
      ) : null}
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
