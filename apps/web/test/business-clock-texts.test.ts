import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import arDashboard from '@/shared/i18n/locales/ar/dashboard.json';
import enDashboard from '@/shared/i18n/locales/en/dashboard.json';
import arReplies from '@/shared/i18n/locales/ar/replies.json';
import enReplies from '@/shared/i18n/locales/en/replies.json';
import { sessionStore, signedOutSession } from '@/shared/session/session-store.ts';
import { businessClockConfig } from '@/shared/time/business-date-picker.tsx';
import { formatMonth } from '@/shared/time/business-time.ts';
import { genericZoneName } from '@/shared/time/business-zone-name.ts';
import { formatCharacterCount } from '@/shared/ui/use-show-count.ts';

describe("the date picker's now in a browser set to New York", () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = browserZone;
    sessionStore.setState({ businessTimeZone: signedOutSession.businessTimeZone });
  });

  it("is the business zone's wall clock, not the browser's", () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-28T04:30:00Z') });
    // 23:30 the day before in New York; 07:30 in Damascus (UTC+3).
    expect(businessClockConfig.getNow().format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 07:30');
  });

  it('follows the zone the session names', () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-28T04:30:00Z') });
    sessionStore.setState({ businessTimeZone: 'Asia/Tokyo' });
    expect(businessClockConfig.getNow().format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 13:30');
  });
});

describe('months and zones in the reader’s language', () => {
  it('names a YYYY-MM month', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'ar')).toContain('نوفمبر');
  });

  it('names a zone without a city of ours by its generic name', () => {
    expect(genericZoneName('America/New_York', 'en')).toBe('Eastern Time');
    expect(genericZoneName('Asia/Damascus', 'ar')).toBe('توقيت سوريا');
  });
});

describe('counts with real plural rules and separators', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: {
        en: { translation: { ...enDashboard, ...enReplies } },
        ar: { translation: { ...arDashboard, ...arReplies } },
      },
      interpolation: { escapeValue: false },
    });
  });
  const summary = (lng: string, pages: number, accounts: number) =>
    i18n.t('home.summary', {
      lng,
      pages: i18n.t('home.linkedPages', { lng, count: pages }),
      instaAccounts: i18n.t('home.instagramAccounts', { lng, count: accounts }),
    });

  it('says one account in English, and puts separators in large numbers', () => {
    expect(summary('en', 2, 1)).toBe('You have 2 linked pages and 1 Instagram account.');
    expect(i18n.t('replies.quotaUsed', { lng: 'en', used: 12500, limit: 100000 })).toBe(
      '12,500 of 100,000 replies used this month',
    );
  });

  it("uses Arabic's six plural forms", () => {
    expect(summary('ar', 1, 2)).toBe('لديك صفحة مرتبطة واحدة وحسابا إنستغرام.');
    expect(summary('ar', 0, 3)).toBe('لديك لا صفحات مرتبطة و3 حسابات إنستغرام.');
    expect(summary('ar', 11, 100)).toBe('لديك 11 صفحة مرتبطة و100 حساب إنستغرام.');
  });
});

describe('character counts', () => {
  it('puts separators in the limit', () => {
    expect(formatCharacterCount({ count: 27, maxLength: 63206 }, 'en')).toBe('27 / 63,206');
    expect(formatCharacterCount({ count: 1200 }, 'en')).toBe('1,200');
  });
});
