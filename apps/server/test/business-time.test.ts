import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBusinessTime, isTimeZone } from '../src/platform/business-time.ts';
import { loadConfig } from '../src/platform/config.ts';

const at = (iso: string) => new Date(iso);

describe('business time', () => {
  const damascus = createBusinessTime('Asia/Damascus');

  it('counts an instant in the month of Damascus (UTC+3 since 2022), not of UTC', () => {
    expect(damascus.monthOf(at('2026-11-30T20:59:59Z'))).toBe('2026-11');
    expect(damascus.monthOf(at('2026-11-30T21:00:00Z'))).toBe('2026-12');
    expect(damascus.monthOf(at('2026-11-30T22:30:00Z'))).toBe('2026-12');
    expect(damascus.monthOf(at('2026-12-31T21:30:00Z'))).toBe('2027-01');
  });

  it('names the day in the business zone, turning at 21:00 UTC in Damascus', () => {
    expect(damascus.dayOf(at('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(damascus.dayOf(at('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });

  it('writes an instant as the business reads it, naming the zone', () => {
    expect(damascus.wallClockOf(at('2026-11-23T21:46:00Z'))).toBe('2026-11-24 00:46 (Asia/Damascus)');
  });

  it('finds the instant the business month began', () => {
    expect(damascus.startOfMonth(at('2026-12-15T10:00:00Z')).toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(damascus.startOfMonth(at('2026-11-30T22:30:00Z')).toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(createBusinessTime('UTC').startOfMonth(at('2026-12-15T10:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });

  it('finds the instant a business day begins', () => {
    expect(damascus.startOfDay('2026-03-11').toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(createBusinessTime('Europe/Berlin').startOfDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(() => damascus.startOfDay('11/03/2026')).toThrow(RangeError);
  });

  it('follows daylight saving where the zone has it', () => {
    const berlin = createBusinessTime('Europe/Berlin');
    // April begins in summer time (UTC+2), November in winter time (UTC+1).
    expect(berlin.startOfMonth(at('2026-04-15T12:00:00Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(berlin.startOfMonth(at('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    const newYork = createBusinessTime('America/New_York');
    expect(newYork.monthOf(at('2026-04-01T03:59:00Z'))).toBe('2026-03');
    expect(newYork.startOfMonth(at('2026-04-10T00:00:00Z')).toISOString()).toBe('2026-04-01T04:00:00.000Z');
  });

  it('reads every instant as the time zone database does, the same minute asked again or not', () => {
    // The wall clock as Intl writes it, read afresh for each instant: what the kept offsets must agree with.
    const reference = (zone: string, instant: Date) => {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${zone})`;
    };
    // Summer time's first and last minutes in New York and Berlin, Lord Howe's half-hour change, a +05:45 zone,
    // Damascus before and after its move to a fixed UTC+3.
    const turns = [
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-04-04T15:00:00Z',
      '2026-10-03T15:30:00Z',
      '2021-10-28T21:00:00Z',
      '2022-10-27T21:00:00Z',
    ];
    for (const zone of [
      'America/New_York',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Asia/Damascus',
    ]) {
      const time = createBusinessTime(zone);
      for (const turn of turns) {
        for (const shiftMs of [-61_000, -60_000, -1, 0, 1, 59_999, 60_000, -1, 0, 3_600_000, -60_000]) {
          const instant = new Date(Date.parse(turn) + shiftMs);
          expect(time.wallClockOf(instant), `${zone} ${instant.toISOString()}`).toBe(reference(zone, instant));
          expect(time.dayOf(instant)).toBe(reference(zone, instant).slice(0, 10));
        }
      }
    }
  });

  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Asia/Damascus')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+02:00 ')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => createBusinessTime('Mars/Olympus')).toThrow(/Mars\/Olympus/);
  });
});

describe('BUSINESS_TIME_ZONE', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-zone-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to Asia/Damascus, takes an IANA name and stops the start on anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).businessTimeZone).toBe('Asia/Damascus');
    expect(loadConfig({ DATA_DIR: dataDir, BUSINESS_TIME_ZONE: 'Europe/Berlin' }).businessTimeZone).toBe(
      'Europe/Berlin',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, BUSINESS_TIME_ZONE: 'Damascus' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
