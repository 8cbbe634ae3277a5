import '../styles/reports.css';
import { useTranslation } from 'react-i18next';
import type { ReplyReport } from '../api/get-reply-reports.ts';

type Series = 'comments' | 'public_sent' | 'private_sent' | 'failed';
const series: Series[] = ['comments', 'public_sent', 'private_sent', 'failed'];

/** Grouped bars per day in plain SVG (no chart library); time runs left to right in both directions, like a time axis. */
export function DailyChart({ daily }: { daily: ReplyReport['daily'] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...daily.flatMap((day) => series.map((key) => day[key])));
  const height = 180;
  const groupWidth = 28;
  const barWidth = 6;
  const width = Math.max(daily.length * groupWidth, 200);
  const labelEvery = Math.max(1, Math.ceil(daily.length / 10));

  return (
    <div className="daily-chart" data-testid="daily-chart">
      <div className="daily-chart-legend">
        {series.map((key) => (
          <span key={key} className="daily-chart-legend-item">
            <span className={`chart-swatch chart-${key}`} /> {t(`replies.reports.series.${key}`)}
          </span>
        ))}
      </div>
      <div className="daily-chart-scroll">
        <svg width={width} height={height + 24} role="img" aria-label={t('replies.reports.daily')}>
          <line x1={0} x2={width} y1={height} y2={height} className="chart-axis" />
          {daily.map((day, index) => (
            <g key={day.day} transform={`translate(${index * groupWidth + 2}, 0)`}>
              <title>{`${day.day}: ${series.map((key) => `${t(`replies.reports.series.${key}`)} ${day[key]}`).join(' · ')}`}</title>
              {series.map((key, at) => {
                const barHeight = (day[key] / max) * (height - 8);
                return (
                  <rect
                    key={key}
                    x={at * barWidth}
                    y={height - barHeight}
                    width={barWidth - 1}
                    height={barHeight}
                    rx={1}
                    className={`chart-${key}`}
                  />
                );
              })}
              {index % labelEvery === 0 ? (
                <text x={groupWidth / 2 - 2} y={height + 16} textAnchor="middle" className="chart-label">
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}
