import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { DayBarChartProps } from './day-bar-chart.tsx';

// The chart library loads only when a chart is shown: never with the login, nor with a screen's first paint.
const DayBarChartModule = lazy(() => import('./day-bar-chart.tsx'));

export type { ChartSeries } from './day-bar-chart.tsx';

export function DayBarChart<Key extends string>(props: DayBarChartProps<Key>) {
  return (
    <Suspense
      fallback={
        <Skeleton.Node active className="chart-loading" style={{ width: '100%', height: props.height ?? 240 }} />
      }
    >
      <DayBarChartModule {...(props as DayBarChartProps<string>)} />
    </Suspense>
  );
}
