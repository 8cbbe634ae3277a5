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
