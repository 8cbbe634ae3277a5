/**
 * The business's calendar: which month a reply counts in, which day a report row is, where "this month" starts.
 * Times are stored in UTC; only these readings use the business time zone (an IANA name, so daylight saving and
 * changes such as Syria's move to a fixed UTC+3 in 2022 follow the time zone database, not a fixed offset).
 */
export type BusinessTime = {
  /** The IANA time zone name, e.g. `Asia/Damascus`. */
  zone: string;
  /** `YYYY-MM` of the instant in the business zone: the key of `reply_usage.month`. */
  monthOf(at: Date): string;
  /** `YYYY-MM-DD` of the instant in the business zone. */
  dayOf(at: Date): string;
  /** The instant the business month holding `at` began (midnight of the 1st in the business zone). */
  startOfMonth(at: Date): Date;
  /** The instant the business day `YYYY-MM-DD` begins (midnight in the business zone). */
  startOfDay(day: string): Date;
  /** `YYYY-MM-DD HH:mm (zone)`: an instant as the business reads it, in messages that name a time. */
  wallClockOf(at: Date): string;
};

export const defaultBusinessTimeZone = 'Asia/Damascus';

/** Whether the name is a time zone the runtime knows (IANA names such as `Asia/Damascus`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function createBusinessTime(zone: string = defaultBusinessTimeZone): BusinessTime {
  if (!isTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  /** How far the zone's wall clock is ahead of UTC at the instant (milliseconds, may be negative). */
  function offsetFromFormat(at: Date): number {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = part.value;
    const wallAsUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
  }

  // formatToParts costs microseconds and a comment or message asks for its day and month several times: an offset
  // is kept for the minute it was read in (a few hundred minutes at most: "now" and the midnights asked about). A
  // minute with a change of offset inside it (only history's local mean times; the database's changes fall on whole
  // minutes) is never kept.
  const offsetsByMinute = new Map<number, number>();
  function offsetAt(at: Date): number {
    const minute = Math.floor(at.getTime() / 60_000);
    const kept = offsetsByMinute.get(minute);
    if (kept !== undefined) return kept;
    const offset = offsetFromFormat(at);
    const start = offsetFromFormat(new Date(minute * 60_000));
    const end = offsetFromFormat(new Date(minute * 60_000 + 59_999));
    if (start === end) {
      if (offsetsByMinute.size >= 512) offsetsByMinute.clear();
      offsetsByMinute.set(minute, offset);
    }
    return offset;
  }

  function partsOf(at: Date) {
    const wall = new Date(at.getTime() + offsetAt(at));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    };
  }

  /** The instant the zone's wall clock shows midnight of that date. */
  function midnightOf(year: number, month: number, day: number): Date {
    const wallMidnight = Date.UTC(year, month - 1, day);
    // The offset at midnight can differ from the one at the first guess (daylight saving): correct once more.
    const guess = wallMidnight - offsetAt(new Date(wallMidnight));
    return new Date(wallMidnight - offsetAt(new Date(guess)));
  }

  const pad = (value: number) => String(value).padStart(2, '0');
  const monthOf = (at: Date) => {
    const { year, month } = partsOf(at);
    return `${year}-${pad(month)}`;
  };

  return {
    zone,
    monthOf,
    dayOf(at) {
      const { year, month, day } = partsOf(at);
      return `${year}-${pad(month)}-${pad(day)}`;
    },
    startOfMonth(at) {
      const { year, month } = partsOf(at);
      return midnightOf(year, month, 1);
    },
    startOfDay(day) {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
      return midnightOf(Number(match[1]), Number(match[2]), Number(match[3]));
    },
    wallClockOf(at) {
      const { year, month, day, hour, minute } = partsOf(at);
      return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)} (${zone})`;
    },
  };
}
