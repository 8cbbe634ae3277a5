import { describe, expect, it } from 'vitest';
import { prefixPattern, type AdminPageRow } from '../src/features/admin/pages/admin-pages.repository.ts';
import { adminPageOf } from '../src/features/admin/pages/admin-pages.service.ts';

const now = new Date('2026-11-28T10:00:00Z');
const earlier = new Date(now.getTime() - 60_000);
const later = new Date(now.getTime() + 60_000);

const row = (page: Partial<AdminPageRow['page']> = {}): AdminPageRow => ({
  page: {
    id: 7,
    metaPageId: '100',
    name: 'متجر',
    avatar: null,
    domain: null,
    status: 'subscribed',
    expiresAt: later,
    lastLoginAt: null,
    blockedAt: null,
    deletedAt: null,
    tokenInvalidAt: null,
    missingPermissions: [],
    subscriptionFailedAt: null,
    subscriptionError: null,
    subscriptionRefusedFields: [],
    sendingPausedUntil: null,
    ...page,
  },
  plan: null,
  referral: null,
  owners: [{ id: 3, name: 'Owner' }],
  features: ['reply'],
});

describe('an admin page row', () => {
  it('names the state by the page life rules: deleted, then blocked, then expired, then its own', () => {
    expect(adminPageOf(row(), now).status).toBe('subscribed');
    expect(adminPageOf(row({ status: 'renewed' }), now).status).toBe('renewed');
    expect(adminPageOf(row({ expiresAt: earlier }), now).status).toBe('expired');
    expect(adminPageOf(row({ expiresAt: earlier, blockedAt: earlier }), now).status).toBe('blocked');
    expect(adminPageOf(row({ blockedAt: earlier, deletedAt: earlier }), now).status).toBe('deleted');
  });

  it('lists the recorded Meta problems, and a sending pause only while it lasts', () => {
    const errors = adminPageOf(
      row({
        tokenInvalidAt: earlier,
        missingPermissions: ['pages_messaging'],
        subscriptionFailedAt: earlier,
        subscriptionError: null,
        sendingPausedUntil: later,
      }),
      now,
    ).errors;
    expect(errors).toEqual({
      token_invalid: true,
      missing_permissions: ['pages_messaging'],
      subscription_error: '',
      subscription_refused_fields: [],
      sending_paused_until: later.toISOString(),
    });
    expect(adminPageOf(row({ sendingPausedUntil: earlier }), now).errors.sending_paused_until).toBeNull();
  });
});

describe('the search prefix', () => {
  it('lower-cases the term and escapes LIKE wildcards so they match themselves', () => {
    expect(prefixPattern('Shop')).toBe('shop%');
    expect(prefixPattern('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
