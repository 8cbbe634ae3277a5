import './day-bar-chart.css';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartSeries<Key extends string> = { key: Key; label: string; color: string };

export type DayBarChartProps<Key extends string> = {
  days: ({ day: string } & Record<Key, number>)[];
  series: ChartSeries<Key>[];
  /** What the chart shows, for screen readers. */
  label: string;
  height?: number;
};

/**
 * Bars per business day (recharts: axes, a tooltip, a legend). In right-to-left the days run from the right and the
 * value axis stands on the right, as Arabic reads; numbers and dates in the interface language.
 */
export default function DayBarChart<Key extends string>({ days, series, label, height = 240 }: DayBarChartProps<Key>) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const rtl = i18n.dir() === 'rtl';
  const numbers = new Intl.NumberFormat(i18n.language);
  const dates = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = (day: string) => dates.format(new Date(`${day}T00:00:00Z`));
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };

  return (
    <div role="img" aria-label={label} className="day-bar-chart" dir={rtl ? 'rtl' : 'ltr'}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tickFormatter={dayLabel}
            tick={tick}
            stroke={token.colorBorder}
            minTickGap={8}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            tickFormatter={(value: number) => numbers.format(value)}
            tick={tick}
            stroke={token.colorBorder}
            width={44}
          />
          <Tooltip
            labelFormatter={(day) => dayLabel(String(day))}
            formatter={(value) => numbers.format(Number(value))}
            contentStyle={{
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              color: token.colorText,
              direction: rtl ? 'rtl' : 'ltr',
              textAlign: rtl ? 'right' : 'left',
            }}
            cursor={{ fill: token.colorFillSecondary }}
          />
          <Legend
            wrapperStyle={{ color: token.colorText, fontSize: 12 }}
            // The swatch keeps its side whatever the direction: the label's inner margin keeps them apart in Arabic.
            formatter={(value) => <span className="day-bar-chart-legend">{value}</span>}
          />
          {series.map((item) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={item.color}
              radius={[2, 2, 0, 0]}
              maxBarSize={28}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
