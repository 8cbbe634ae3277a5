import 'dayjs/locale/ar';
import { describe, expect, it } from 'vitest';
import {
  businessDateOf,
  canDrop,
  droppedInstant,
  isPastTarget,
  rangeOf,
  shiftAnchor,
  startOfWeek,
  visibleDays,
  weekStartOf,
} from '@/features/publishing/calendar/calendar-math.ts';

const damascus = 'Asia/Damascus';

describe('calendar weeks', () => {
  it("starts weeks on the language's first day: Saturday in Arabic, Sunday in English", () => {
    expect(weekStartOf('ar')).toBe(6);
    expect(weekStartOf('en')).toBe(0);
    // Wednesday 25 November 2026
    expect(startOfWeek('2026-11-25', weekStartOf('ar'))).toBe('2026-11-21');
    expect(startOfWeek('2026-11-25', weekStartOf('en'))).toBe('2026-11-22');
    expect(startOfWeek('2026-11-21', 6)).toBe('2026-11-21');
  });

  it('shows one week of seven days, or whole weeks covering the month', () => {
    expect(visibleDays('week', '2026-11-25', 6)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    const month = visibleDays('month', '2026-11-25', 6);
    expect(month.length % 7).toBe(0);
    expect(month[0]).toBe('2026-10-31');
    expect(month.at(-1)).toBe('2026-12-04');
    expect(month).toContain('2026-11-01');
    expect(month).toContain('2026-11-30');
    const english = visibleDays('month', '2026-11-25', 0);
    expect(english[0]).toBe('2026-11-01');
    expect(english.at(-1)).toBe('2026-12-05');
  });

  it('navigates by a week or a month, across a year end', () => {
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(shiftAnchor('month', '2027-01-31', -1)).toBe('2026-12-31');
  });
});

describe('the business time zone', () => {
  it('puts an instant on the business day, not the UTC one', () => {
    expect(businessDateOf('2026-11-30T22:30:00Z', damascus)).toBe('2026-12-01');
    expect(businessDateOf('2026-11-30T22:30:00Z', 'UTC')).toBe('2026-11-30');
  });

  it("asks the server for the view's days from the business midnight to the one after the last day", () => {
    expect(rangeOf(['2026-11-21', '2026-11-27'], damascus)).toEqual({
      from: '2026-11-20T21:00:00.000Z',
      to: '2026-11-27T21:00:00.000Z',
    });
  });
});

describe('dropping a post', () => {
  const due = '2026-11-25T15:45:00.000Z'; // 18:45 in Damascus

  it('on a day keeps its time of day on the business clock', () => {
    expect(droppedInstant(due, { date: '2026-11-28', hour: null }, damascus)).toBe('2026-11-28T15:45:00.000Z');
  });

  it('on a week slot takes the hour and keeps the minutes', () => {
    expect(droppedInstant(due, { date: '2026-11-26', hour: 9 }, damascus)).toBe('2026-11-26T06:45:00.000Z');
  });

  it('keeps the business time of day whatever the day, even one the UTC date differs on', () => {
    const lateEvening = '2026-11-25T21:30:00.000Z'; // 00:30 on the 26th in Damascus
    expect(businessDateOf(lateEvening, damascus)).toBe('2026-11-26');
    expect(droppedInstant(lateEvening, { date: '2026-11-29', hour: null }, damascus)).toBe('2026-11-28T21:30:00.000Z');
  });

  it('refuses past days and slots, and a drop that lands in the past or where it already is', () => {
    const now = Date.parse('2026-11-25T12:10:00Z'); // 15:10 in Damascus
    expect(isPastTarget({ date: '2026-11-24', hour: null }, now, damascus)).toBe(true);
    expect(isPastTarget({ date: '2026-11-25', hour: null }, now, damascus)).toBe(false);
    expect(isPastTarget({ date: '2026-11-25', hour: 14 }, now, damascus)).toBe(true);
    expect(isPastTarget({ date: '2026-11-25', hour: 15 }, now, damascus)).toBe(false);
    const morning = '2026-11-27T06:00:00.000Z'; // 09:00
    expect(canDrop(morning, { date: '2026-11-25', hour: null }, now, damascus)).toBe(false);
    expect(canDrop(morning, { date: '2026-11-26', hour: null }, now, damascus)).toBe(true);
    expect(canDrop(morning, { date: '2026-11-27', hour: null }, now, damascus)).toBe(false);
    expect(canDrop(morning, { date: '2026-11-25', hour: 15 }, now, damascus)).toBe(false);
    expect(canDrop('2026-11-27T06:50:00.000Z', { date: '2026-11-25', hour: 15 }, now, damascus)).toBe(true);
  });
});
