import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The calendar's date math. Days are business-calendar dates (`YYYY-MM-DD`, the business time zone's), counted as
 * plain dates (no zone, so a daylight-saving change never shifts a day); instants are ISO strings in UTC.
 */
export type CalendarView = 'week' | 'month';
export type BusinessDate = string;

const dateFormat = 'YYYY-MM-DD';
const plainDate = (date: BusinessDate) => dayjs.utc(date);

/** The first day of the week in a language (dayjs locale data: 6 Saturday for ar, 0 Sunday for en). */
export function weekStartOf(locale: string): number {
  const data = (dayjs.Ls as Record<string, { weekStart?: number } | undefined>)[locale];
  return data?.weekStart ?? 0;
}

/** The business-calendar date an instant falls on. */
export function businessDateOf(instant: string | number | Date, zone: string): BusinessDate {
  return dayjs(instant).tz(zone).format(dateFormat);
}

/** The hour (0-23) of an instant on the business clock. */
export function businessHourOf(instant: string, zone: string): number {
  return dayjs(instant).tz(zone).hour();
}

export function addDays(date: BusinessDate, days: number): BusinessDate {
  return plainDate(date).add(days, 'day').format(dateFormat);
}

export function weekdayOf(date: BusinessDate): number {
  return plainDate(date).day();
}

/** The first day of the week holding `date`, weeks starting on `weekStart` (0 Sunday … 6 Saturday). */
export function startOfWeek(date: BusinessDate, weekStart: number): BusinessDate {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** The days a view shows around `anchor`: one week, or the whole weeks that cover the anchor's month. */
export function visibleDays(view: CalendarView, anchor: BusinessDate, weekStart: number): BusinessDate[] {
  if (view === 'week') {
    const first = startOfWeek(anchor, weekStart);
    return Array.from({ length: 7 }, (_, index) => addDays(first, index));
  }
  const monthStart = plainDate(anchor).startOf('month').format(dateFormat);
  const monthEnd = plainDate(anchor).endOf('month').format(dateFormat);
  const first = startOfWeek(monthStart, weekStart);
  const last = addDays(startOfWeek(monthEnd, weekStart), 6);
  const count = plainDate(last).diff(plainDate(first), 'day') + 1;
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** The anchor one step back or forward (a week or a month). */
export function shiftAnchor(view: CalendarView, anchor: BusinessDate, steps: number): BusinessDate {
  return plainDate(anchor).add(steps, view).format(dateFormat);
}

export function sameMonth(date: BusinessDate, anchor: BusinessDate): boolean {
  return date.slice(0, 7) === anchor.slice(0, 7);
}

/** The instant a business wall-clock time means. */
export function businessInstant(date: BusinessDate, hour: number, minute: number, zone: string): string {
  const wallClock = `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
  return dayjs.tz(wallClock, zone).toISOString();
}

/** The instants a list query asks for: from the first day's midnight to the day after the last (business clock). */
export function rangeOf(days: BusinessDate[], zone: string): { from: string; to: string } {
  const first = days[0] ?? businessDateOf(Date.now(), zone);
  const last = days.at(-1) ?? first;
  return { from: businessInstant(first, 0, 0, zone), to: businessInstant(addDays(last, 1), 0, 0, zone) };
}

/** Where a post is dropped: a day (month view, keeps the time of day) or an hour slot (week view, keeps the minutes). */
export type DropTarget = { date: BusinessDate; hour: number | null };

/** The new due instant of a post dropped on a day or a slot, on the business clock. */
export function droppedInstant(scheduledAt: string, target: DropTarget, zone: string): string {
  const due = dayjs(scheduledAt).tz(zone);
  return businessInstant(target.date, target.hour ?? due.hour(), due.minute(), zone);
}

/** A slot is past when all of it is: a day before today, or an hour that has ended. */
export function isPastTarget(target: DropTarget, now: number, zone: string): boolean {
  const end =
    target.hour === null
      ? businessInstant(addDays(target.date, 1), 0, 0, zone)
      : slotEnd(target.date, target.hour, zone);
  return Date.parse(end) <= now;
}

function slotEnd(date: BusinessDate, hour: number, zone: string): string {
  return hour === 23 ? businessInstant(addDays(date, 1), 0, 0, zone) : businessInstant(date, hour + 1, 0, zone);
}

/** Whether a post may be dropped there: the new instant must still be ahead, and differ from the current one. */
export function canDrop(scheduledAt: string, target: DropTarget, now: number, zone: string): boolean {
  const next = droppedInstant(scheduledAt, target, zone);
  return Date.parse(next) > now && next !== new Date(scheduledAt).toISOString();
}
