import type { Post } from '@app/contract/publishing';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { CalendarEntry } from './calendar-entry.tsx';
import { sameMonth, type BusinessDate, type DropTarget } from './calendar-math.ts';
import type { useCalendarDrag } from './use-calendar-drag.ts';

type Drag = ReturnType<typeof useCalendarDrag>;
type GridProps = {
  days: BusinessDate[];
  anchor: BusinessDate;
  today: BusinessDate;
  postsAt: (date: BusinessDate, hour: number | null) => Post[];
  drag: Drag;
  /** The id of the calendar's title (the month or the week shown), which names the grid. */
  titleId: string;
};

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const firstShownHour = 8;

function useDayName() {
  const locale = useDayjsLocale();
  return (date: BusinessDate, format: string) => dayjs.utc(date).locale(locale).format(format);
}

/** The month's days cut into its weeks, one grid row each. */
function weeksOf(days: BusinessDate[]): BusinessDate[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

function dropClass(drag: Drag, target: DropTarget, base: string) {
  const state = drag.stateOf(target);
  return [base, state.past ? 'calendar-past' : '', state.over ? 'calendar-over' : ''].filter(Boolean).join(' ');
}

/** Whole weeks of the month, one cell per day; a post dropped on a day keeps its time of day. */
export function MonthGrid({ days, anchor, today, postsAt, drag, titleId }: GridProps) {
  const dayName = useDayName();
  return (
    <div className="calendar-grid calendar-month" role="grid" aria-labelledby={titleId} data-testid="calendar-month">
      <div className="calendar-row" role="row">
        {days.slice(0, 7).map((date) => (
          <div key={`head-${date}`} className="calendar-weekday" role="columnheader">
            {dayName(date, 'ddd')}
          </div>
        ))}
      </div>
      {weeksOf(days).map((week) => (
        <div key={week[0]} className="calendar-row" role="row">
          {week.map((date) => {
            const target = { date, hour: null };
            return (
              <div
                key={date}
                role="gridcell"
                className={dropClass(
                  drag,
                  target,
                  `calendar-day${sameMonth(date, anchor) ? '' : ' calendar-outside'}${date === today ? ' calendar-today' : ''}`,
                )}
                data-testid="calendar-day"
                data-date={date}
                aria-current={date === today ? 'date' : undefined}
                {...drag.dropZone(target)}
              >
                <span className="calendar-day-number">{dayName(date, 'D')}</span>
                <div className="calendar-day-entries">
                  {postsAt(date, null).map((post) => (
                    <CalendarEntry key={post.id} post={post} drag={drag} />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** One week, one row per hour; a post dropped on a slot takes that hour and keeps its minutes. */
export function WeekGrid({ days, today, postsAt, drag, titleId }: GridProps) {
  const dayName = useDayName();
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Open on the working day rather than at midnight.
    const scroller = grid.current?.closest<HTMLElement>('.calendar-scroll');
    const morning = grid.current?.querySelector<HTMLElement>(`[data-hour="${firstShownHour}"]`);
    const header = grid.current?.querySelector<HTMLElement>('.calendar-weekday');
    if (scroller && morning) scroller.scrollTop = morning.offsetTop - (header?.offsetHeight ?? 0);
  }, []);
  return (
    <div
      className="calendar-grid calendar-week"
      role="grid"
      aria-labelledby={titleId}
      data-testid="calendar-week"
      ref={grid}
    >
      <div className="calendar-row" role="row">
        <div className="calendar-corner" />
        {days.map((date) => (
          <div
            key={`head-${date}`}
            role="columnheader"
            className={`calendar-weekday${date === today ? ' calendar-today' : ''}`}
            aria-current={date === today ? 'date' : undefined}
          >
            <span>{dayName(date, 'ddd')}</span> <strong>{dayName(date, 'D')}</strong>
          </div>
        ))}
      </div>
      {hours.map((hour) => (
        <div key={hour} className="calendar-row" role="row">
          <div className="calendar-hour" role="rowheader">
            {dayjs.utc('2000-01-01').hour(hour).format('HH:00')}
          </div>
          {days.map((date) => {
            const target = { date, hour };
            return (
              <div
                key={date}
                role="gridcell"
                className={dropClass(drag, target, `calendar-slot${date === today ? ' calendar-today' : ''}`)}
                data-testid="calendar-slot"
                data-date={date}
                data-hour={hour}
                {...drag.dropZone(target)}
              >
                {postsAt(date, hour).map((post) => (
                  <CalendarEntry key={post.id} post={post} drag={drag} />
                ))}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
