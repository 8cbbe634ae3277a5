import { useTranslation } from 'react-i18next';
import { DayBarChart } from '@/shared/charts/lazy-charts.tsx';
import type { ReplyReport } from '../api/get-reply-reports.ts';

const series = [
  { key: 'comments', color: '#8c8c8c' },
  { key: 'public_sent', color: '#1677ff' },
  { key: 'private_sent', color: '#13c2c2' },
  { key: 'failed', color: '#ff4d4f' },
] as const;

/** The reports' comments, replies sent and failures per business day. */
export function DailyChart({ daily }: { daily: ReplyReport['daily'] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="daily-chart">
      <DayBarChart
        days={daily}
        label={t('replies.reports.daily')}
        series={series.map((item) => ({ ...item, label: t(`replies.reports.series.${item.key}`) }))}
      />
    </div>
  );
}
