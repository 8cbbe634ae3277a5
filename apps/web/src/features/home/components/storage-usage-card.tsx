import '../home.css';
import { CloudOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCloudUsage } from '@/features/cloud/index.ts';
import { useSession } from '@/shared/session/session-store.ts';

/** The media cloud's quota: the login's figures at once, then the real ones (every upload counts). */
export function StorageUsageCard() {
  const { t, i18n } = useTranslation();
  useCloudUsage();
  const total = useSession((state) => state.totalStorage);
  const available = useSession((state) => state.availableStorage);
  const used = Math.max(0, total - available);
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  const format = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);

  return (
    <Card title={t('home.storage')} className="home-card" extra={<CloudOutlined />} data-testid="storage-usage">
      <Progress aria-label={t('home.storage')} percent={percent} status={percent >= 90 ? 'exception' : 'normal'} />
      <Typography.Paragraph type="secondary" className="storage-usage-text">
        {t('home.storageUsed', { used: format(used), total: format(total) })}
      </Typography.Paragraph>
      <Typography.Text>{t('home.storageAvailable', { available: format(available) })}</Typography.Text>
    </Card>
  );
}
