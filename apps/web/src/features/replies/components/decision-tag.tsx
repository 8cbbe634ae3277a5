import '../styles/replies.css';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrailEntry } from '@app/contract';

const colors: Record<TrailEntry['decision'], string> = {
  matched: 'green',
  not_matching: 'orange',
  filtered: 'red',
  skipped: 'default',
};

export function DecisionTag({ decision }: { decision: TrailEntry['decision'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[decision]} data-testid="trail-decision" data-decision={decision}>
      {t(`replies.trail.decision.${decision}`)}
    </Tag>
  );
}

export function DeliveryMark({ status, error }: { status: string | null; error: string | null }) {
  const { t } = useTranslation();
  if (status === 'failed' || (error && !status))
    return <Tag color="red">{t('replies.trail.deliveryStatus.failed')}</Tag>;
  if (status === 'sent') return <Tag color="green">{t('replies.trail.deliveryStatus.sent')}</Tag>;
  if (status) return <Tag>{t(`replies.trail.deliveryStatus.${status}`, { defaultValue: status })}</Tag>;
  return <span className="muted">—</span>;
}
