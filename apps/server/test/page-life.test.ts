import { describe, expect, it } from 'vitest';
import {
  addMonths,
  expiryWarningDue,
  invoiceAmounts,
  lifeTransition,
  renewable,
  renewalPeriod,
} from '../src/features/billing/page-life.ts';
import { createBusinessTime } from '../src/platform/business-time.ts';

const at = (iso: string) => new Date(iso);

describe("a page's life", () => {
  it('lets only the clock expire a subscribed or renewed page', () => {
    expect(lifeTransition('subscribed', 'expire', 'clock')).toEqual({ to: 'expired' });
    expect(lifeTransition('renewed', 'expire', 'clock')).toEqual({ to: 'expired' });
    expect(lifeTransition('subscribed', 'expire', 'admin')).toEqual({ refused: 'not-allowed-actor' });
    expect(lifeTransition('blocked', 'expire', 'clock')).toEqual({ refused: 'not-allowed-state' });
  });

  it('renews by an admin only, never a blocked or deleted page', () => {
    for (const from of ['subscribed', 'renewed', 'expired'] as const)
      expect(lifeTransition(from, 'renew', 'admin')).toEqual({ to: 'renewed' });
    expect(lifeTransition('expired', 'renew', 'owner')).toEqual({ refused: 'not-allowed-actor' });
    expect(lifeTransition('blocked', 'renew', 'admin')).toEqual({ refused: 'not-allowed-state' });
    expect(lifeTransition('deleted', 'renew', 'admin')).toEqual({ refused: 'not-allowed-state' });
    expect(renewable('expired')).toBe(true);
    expect(renewable('blocked')).toBe(false);
  });

  it('keeps a block permanent: only deleting leaves it', () => {
    expect(lifeTransition('expired', 'block', 'admin')).toEqual({ to: 'blocked' });
    expect(lifeTransition('subscribed', 'block', 'owner')).toEqual({ refused: 'not-allowed-actor' });
    expect(lifeTransition('blocked', 'delete', 'owner')).toEqual({ to: 'deleted' });
    expect(lifeTransition('blocked', 'link', 'owner')).toEqual({ refused: 'not-allowed-state' });
    expect(lifeTransition('deleted', 'link', 'owner')).toEqual({ to: 'subscribed' });
    expect(lifeTransition('deleted', 'delete', 'admin')).toEqual({ refused: 'not-allowed-state' });
  });
});

describe('renewal period', () => {
  it('starts at the old expiry while it is ahead, so paid days are kept', () => {
    const period = renewalPeriod(at('2026-03-01T00:00:00Z'), at('2026-03-10T08:00:00Z'), 1);
    expect(period).toEqual({ subscribedAt: at('2026-03-10T08:00:00Z'), expiresAt: at('2026-04-10T08:00:00Z') });
  });

  it('starts now once the old expiry has passed (or there was none)', () => {
    const now = at('2026-03-20T12:00:00Z');
    expect(renewalPeriod(now, at('2026-03-10T00:00:00Z'), 3).expiresAt).toEqual(at('2026-06-20T12:00:00Z'));
    expect(renewalPeriod(now, null, 12).expiresAt).toEqual(at('2027-03-20T12:00:00Z'));
  });

  it('ends a month from the 31st on the last day of a shorter month', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1)).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addMonths(at('2026-11-30T10:00:00Z'), 3)).toEqual(at('2027-02-28T10:00:00Z'));
  });
});

describe('invoice amounts', () => {
  it('takes the discount from the cost and the commission from what was paid', () => {
    expect(invoiceAmounts({ price: 50_000, months: 3, discount: 10_000, hasReferral: true })).toEqual({
      cost: 150_000,
      discount: 10_000,
      commission: 14_000,
      net: 126_000,
    });
  });

  it('pays no commission without a referral agent', () => {
    expect(invoiceAmounts({ price: 25_000.5, months: 2, discount: 0, hasReferral: false })).toEqual({
      cost: 50_001,
      discount: 0,
      commission: 0,
      net: 50_001,
    });
  });

  it('refuses a discount larger than the cost', () => {
    expect(invoiceAmounts({ price: 100, months: 1, discount: 100.01, hasReferral: false })).toEqual({
      refused: 'discount-too-large',
    });
  });
});

describe('expiry warnings', () => {
  const { dayOf } = createBusinessTime('Asia/Damascus');
  const now = at('2026-05-10T09:00:00Z');

  it('warns within the three days before, then on the day in Damascus', () => {
    expect(expiryWarningDue(at('2026-05-13T08:00:00Z'), now, dayOf)).toBe('soon');
    expect(expiryWarningDue(at('2026-05-13T10:00:00Z'), now, dayOf)).toBeNull();
    expect(expiryWarningDue(at('2026-05-10T20:00:00Z'), now, dayOf)).toBe('today');
    // 22:30 UTC is already the next day in Damascus (UTC+3).
    expect(expiryWarningDue(at('2026-05-10T22:30:00Z'), now, dayOf)).toBe('soon');
  });

  it('says nothing once it has ended or without an expiry', () => {
    expect(expiryWarningDue(at('2026-05-10T08:59:00Z'), now, dayOf)).toBeNull();
    expect(expiryWarningDue(null, now, dayOf)).toBeNull();
  });
});
