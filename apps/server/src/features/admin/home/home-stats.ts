import { pageStatuses, type AdminHomeStats, type PageStatus } from '@app/contract';
import type { DailyCountRow } from './daily-counts.repository.ts';

/** How many days the admin home's chart shows. */
export const chartDays = 14;
const dayMs = 86_400_000;

type StateCount = { state: string; count: number; newCount: number };

export function linkedCounts(rows: StateCount[]): AdminHomeStats['pages'] {
  const byStatus = Object.fromEntries(pageStatuses.map((status) => [status, 0])) as Record<PageStatus, number>;
  let total = 0;
  let newThisWeek = 0;
  for (const row of rows) {
    if (row.state in byStatus) byStatus[row.state as PageStatus] += Number(row.count);
    total += Number(row.count);
    newThisWeek += Number(row.newCount);
  }
  return { by_status: byStatus, total, new_this_week: newThisWeek };
}

/** The business days `first`..`last` (`YYYY-MM-DD`), oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += dayMs)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * Today, this month and the chart from the rollup rows: the earliest day read is the 1st of the month or 13 days
 * ago, whichever is earlier.
 */
export function rollupFigures(rows: DailyCountRow[], today: string, monthStart: string) {
  const sum = (kind: string, from: string) =>
    rows
      .filter((row) => row.kind === kind && row.day >= from && row.day <= today)
      .reduce((total, row) => total + Number(row.amount), 0);
  const chartStart = new Date(Date.parse(`${today}T00:00:00Z`) - (chartDays - 1) * dayMs).toISOString().slice(0, 10);
  const amountOf = (day: string, kind: string) =>
    Number(rows.find((row) => row.day === day && row.kind === kind)?.amount ?? 0);
  return {
    replies: { today: sum('replies', today), month: sum('replies', monthStart) },
    messages: { today: sum('messages', today), month: sum('messages', monthStart) },
    revenue_month: sum('revenue', monthStart),
    days: daysBetween(chartStart, today).map((day) => ({
      day,
      replies: amountOf(day, 'replies'),
      messages: amountOf(day, 'messages'),
    })),
  };
}

export function firstDayToRead(today: string, monthStart: string): string {
  const chartStart = new Date(Date.parse(`${today}T00:00:00Z`) - (chartDays - 1) * dayMs).toISOString().slice(0, 10);
  return chartStart < monthStart ? chartStart : monthStart;
}
