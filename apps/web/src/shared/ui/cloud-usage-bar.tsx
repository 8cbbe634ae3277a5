import './cloud-usage-bar.css';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';

/** The quota as the session knows it (the login's `storage`, kept current by every cloud answer): used of total, MB. */
export function CloudUsageBar({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const total = useSession((state) => state.totalStorage);
  const available = useSession((state) => state.availableStorage);
  const used = Math.max(0, total - available);
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  const format = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <div className={compact ? 'cloud-usage cloud-usage-compact' : 'cloud-usage'} data-testid="cloud-usage">
      <Progress
        aria-label={t('cloud.usage')}
        percent={percent}
        size="small"
        showInfo={!compact}
        status={percent >= 90 ? 'exception' : 'normal'}
      />
      <Typography.Text type="secondary" className="cloud-usage-text">
        {t('cloud.usageText', { used: format(used), total: format(total) })}
      </Typography.Text>
    </div>
  );
}
