import { describe, expect, it } from 'vitest';
import type { AdminPageRow } from '../src/features/admin/pages/admin-pages.repository.ts';
import { adminPageOf } from '../src/features/admin/pages/admin-pages.service.ts';
import { afterPrefix, searchArguments } from '../src/features/admin/pages/search-range.ts';

const now = new Date('2026-11-28T10:00:00Z');
// Rows carry their times as ISO 8601 texts (row-json.ts).
const earlier = new Date(now.getTime() - 60_000).toISOString();
const later = new Date(now.getTime() + 60_000).toISOString();

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
      sending_paused_until: later,
    });
    expect(adminPageOf(row({ sendingPausedUntil: earlier }), now).errors.sending_paused_until).toBeNull();
  });
});

describe('the search arguments', () => {
  it('turn a prefix into the range of texts starting with it, lower-cased, wildcards meaning themselves', () => {
    expect(searchArguments('Shop', 30)).toEqual(['shop', 'shoq', 30, null, null]);
    expect(searchArguments('50%_off\\', 30)).toEqual(['50%_off\\', '50%_off]', 30, null, null]);
    expect(searchArguments('متجر', 30).slice(0, 2)).toEqual(['متجر', 'متجز']);
  });

  it('raise the last code point, skipping surrogates and carrying past the last one', () => {
    expect(afterPrefix('a\u{1F600}')).toBe('a\u{1F601}');
    expect(afterPrefix('a\uD7FF')).toBe('a\uE000');
    expect(afterPrefix('a\u{10FFFF}')).toBe('b');
    expect(afterPrefix('\u{10FFFF}\u{10FFFF}')).toBeNull();
  });

  it('also look a number up as a Meta id and, within an integer column, as our id', () => {
    expect(searchArguments('123', 30)).toEqual(['123', '124', 30, '123', 123]);
    expect(searchArguments('700000000001', 30)).toEqual(['700000000001', '700000000002', 30, '700000000001', null]);
    expect(searchArguments('12a', 30).slice(3)).toEqual([null, null]);
  });

  it('ask for the newest when nothing is left of the term', () => {
    expect(searchArguments('', 5)).toEqual([null, null, 5, null, null]);
    expect(searchArguments('@', 5, (term) => term.replace(/^@/, ''))).toEqual([null, null, 5, null, null]);
  });
});
