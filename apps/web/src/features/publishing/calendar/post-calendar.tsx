import './calendar.css';
import '../lists/publishing.css';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Post } from '@app/contract/publishing';
import { Alert, Button, Segmented, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useBusinessZoneName } from '@/shared/time/business-zone-name.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePosts } from '../api/list-posts.ts';
import {
  businessDateOf,
  businessHourOf,
  rangeOf,
  shiftAnchor,
  visibleDays,
  weekStartOf,
  type BusinessDate,
  type CalendarView,
} from './calendar-math.ts';
import { MonthGrid, WeekGrid } from './calendar-grids.tsx';
import { useCalendarDrag } from './use-calendar-drag.ts';

const isDate = (value: string | null): value is BusinessDate => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The week and month and the day they show, kept in the address (`span`, `date`) so a reload or a link keeps them. */
function useCalendarPlace(today: BusinessDate) {
  const [searchParams, setSearchParams] = useSearchParams();
  const span: CalendarView = searchParams.get('span') === 'week' ? 'week' : 'month';
  const requested = searchParams.get('date');
  const anchor = isDate(requested) ? requested : today;
  const go = (next: { span?: CalendarView; date?: BusinessDate }) =>
    setSearchParams(
      (params) => {
        params.set('span', next.span ?? span);
        params.set('date', next.date ?? anchor);
        return params;
      },
      { replace: true },
    );
  return { span, anchor, go };
}

function title(span: CalendarView, days: BusinessDate[], anchor: BusinessDate, locale: string) {
  const format = (date: BusinessDate, pattern: string) => dayjs.utc(date).locale(locale).format(pattern);
  if (span === 'month') return format(anchor, 'MMMM YYYY');
  return `${format(days[0]!, 'D MMM')} – ${format(days.at(-1)!, 'D MMM YYYY')}`;
}

/** Everything scheduled on both networks, by week or month on the business clock, with drag to reschedule. */
export function PostCalendar() {
  const { t } = useTranslation();
  const locale = useDayjsLocale();
  const zone = useSession((state) => state.businessTimeZone);
  const zoneName = useBusinessZoneName();
  const today = businessDateOf(Date.now(), zone);
  const { span, anchor, go } = useCalendarPlace(today);
  const days = useMemo(() => visibleDays(span, anchor, weekStartOf(locale)), [span, anchor, locale]);
  const range = useMemo(() => rangeOf(days, zone), [days, zone]);
  const posts = usePosts({ status: 'upcoming', from: range.from, to: range.to, limit: 100 });
  const drag = useCalendarDrag();

  const postsByPlace = useMemo(() => {
    const byPlace = new Map<string, Post[]>();
    for (const post of posts.data?.posts ?? []) {
      const date = businessDateOf(post.scheduled_at, zone);
      for (const key of [date, `${date}@${businessHourOf(post.scheduled_at, zone)}`]) {
        byPlace.set(key, [...(byPlace.get(key) ?? []), post]);
      }
    }
    for (const list of byPlace.values()) list.sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at));
    return byPlace;
  }, [posts.data, zone]);
  const postsAt = (date: BusinessDate, hour: number | null) =>
    postsByPlace.get(hour === null ? date : `${date}@${hour}`) ?? [];

  const titleId = useId();
  const grid = { days, anchor, today, postsAt, drag, titleId };
  return (
    <div className="post-calendar" data-testid="post-calendar" data-span={span} data-anchor={anchor}>
      <div className="calendar-toolbar">
        <Space size={4}>
          <Button
            icon={<RightOutlined className="flip-ltr" />}
            aria-label={t('publishing.calendar.previous')}
            onClick={() => go({ date: shiftAnchor(span, anchor, -1) })}
            data-testid="calendar-previous"
          />
          <Button onClick={() => go({ date: today })} data-testid="calendar-today">
            {t('publishing.calendar.today')}
          </Button>
          <Button
            icon={<LeftOutlined className="flip-ltr" />}
            aria-label={t('publishing.calendar.next')}
            onClick={() => go({ date: shiftAnchor(span, anchor, 1) })}
            data-testid="calendar-next"
          />
        </Space>
        <h3 className="calendar-title" id={titleId} data-testid="calendar-title">
          {title(span, days, anchor, locale)} {posts.isFetching ? <Spin size="small" /> : null}
        </h3>
        <Segmented
          value={span}
          onChange={(next) => go({ span: next as CalendarView })}
          options={[
            { value: 'week', label: t('publishing.calendar.week') },
            { value: 'month', label: t('publishing.calendar.month') },
          ]}
          data-testid="calendar-span"
        />
      </div>
      <p className="muted small calendar-hint">{t('publishing.calendar.hint', { zone: zoneName })}</p>
      {posts.isError ? <Alert type="error" showIcon title={describeApiError(posts.error, t).title} /> : null}
      {posts.data && posts.data.total > posts.data.posts.length ? (
        <Alert type="warning" showIcon title={t('publishing.calendar.tooMany', { shown: posts.data.posts.length })} />
      ) : null}
      {/* The one box that scrolls the grid, both ways: focusable, so the keyboard scrolls it too. */}
      <div className={`calendar-scroll calendar-scroll-${span}`} role="region" aria-labelledby={titleId} tabIndex={0}>
        {span === 'month' ? <MonthGrid {...grid} /> : <WeekGrid {...grid} />}
      </div>
    </div>
  );
}
