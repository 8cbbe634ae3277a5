import { describe, expect, it } from 'vitest';
import { orderLinkSigningKey, signOrderLink, verifyOrderLink } from '../src/features/orders/order-link-token.ts';

const key = orderLinkSigningKey(Buffer.alloc(32, 7));
const now = new Date('2026-11-29T10:00:00Z');
const later = new Date(now.getTime() + 3_600_000);

describe('order link token', () => {
  it('opens the link it was signed for until it expires', () => {
    const token = signOrderLink(key, { orderLinkId: 42, expiresAt: later });
    expect(verifyOrderLink(key, token, now)).toEqual({ ok: true, orderLinkId: 42 });
    expect(verifyOrderLink(key, token, new Date(later.getTime() + 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another link id, a moved expiry and another installation key', () => {
    const token = signOrderLink(key, { orderLinkId: 42, expiresAt: later });
    const [, expiry, signature] = token.split('.');
    expect(verifyOrderLink(key, `43.${expiry}.${signature}`, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyOrderLink(key, `42.${Number(expiry) + 86_400}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    const otherKey = orderLinkSigningKey(Buffer.alloc(32, 8));
    expect(verifyOrderLink(otherKey, token, now)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses what is not a token, and an id past the column range', () => {
    expect(verifyOrderLink(key, '', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyOrderLink(key, 'psid=123', now)).toEqual({ ok: false, reason: 'malformed' });
    const huge = signOrderLink(key, { orderLinkId: 9_999_999_999, expiresAt: later });
    expect(verifyOrderLink(key, huge, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
