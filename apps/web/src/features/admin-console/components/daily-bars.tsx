import type { AdminHomeStats } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';

const height = 160;
const barWidth = 10;
const slot = 34;

/**
 * Replies and messages per day as SVG bars: a few hundred bytes instead of a charting library. Drawn left to right
 * in both directions (time runs left to right in Arabic charts too); the labels read in the interface language.
 */
export function DailyBars({ days }: { days: AdminHomeStats['days'] }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDateTime('D/M');
  const number = new Intl.NumberFormat(i18n.language);
  const highest = Math.max(1, ...days.flatMap((day) => [day.replies, day.messages]));
  const width = days.length * slot;
  const scale = (value: number) => Math.round((value / highest) * (height - 20));
  return (
    <figure className="admin-daily-bars" data-testid="admin-daily-bars">
      <svg viewBox={`0 0 ${width} ${height + 18}`} role="img" aria-label={t('adminConsole.home.chartLabel')}>
        {days.map((day, index) => {
          const x = index * slot + 6;
          const date = formatDate(`${day.day}T12:00:00Z`);
          return (
            <g key={day.day}>
              <rect
                className="admin-bar-replies"
                x={x}
                y={height - scale(day.replies)}
                width={barWidth}
                height={scale(day.replies)}
              >
                <title>{`${date} — ${t('adminConsole.home.replies')}: ${number.format(day.replies)}`}</title>
              </rect>
              <rect
                className="admin-bar-messages"
                x={x + barWidth + 2}
                y={height - scale(day.messages)}
                width={barWidth}
                height={scale(day.messages)}
              >
                <title>{`${date} — ${t('adminConsole.home.messages')}: ${number.format(day.messages)}`}</title>
              </rect>
              <text x={x + barWidth} y={height + 14} textAnchor="middle" className="admin-bar-label">
                {date}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} className="admin-bar-axis" />
      </svg>
      <figcaption className="admin-bar-legend">
        <span className="admin-legend-replies">{t('adminConsole.home.replies')}</span>
        <span className="admin-legend-messages">{t('adminConsole.home.messages')}</span>
      </figcaption>
    </figure>
  );
}

/** How many pages or accounts are in each state, as bars of one row each. */
export function StateBars({ counts }: { counts: AdminHomeStats['pages'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const highest = Math.max(1, ...Object.values(counts.by_status));
  return (
    <ul className="admin-state-bars">
      {Object.entries(counts.by_status).map(([state, count]) => (
        <li key={state} data-testid={`admin-state-${state}`}>
          <span className="admin-state-name">{t(`adminConsole.states.${state}`)}</span>
          <span className="admin-state-track">
            <span className={`admin-state-fill is-${state}`} style={{ inlineSize: `${(count / highest) * 100}%` }} />
          </span>
          <span className="admin-state-count">{number.format(count)}</span>
        </li>
      ))}
    </ul>
  );
}
