import { trailReasons, type TrailEntry } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrailExplanation } from '@/features/replies/components/trail-explanation.tsx';
import { useLocale } from './support/i18n.ts';

type Messages = { replies?: { reasons?: Record<string, unknown> } };
const localeFiles = import.meta.glob<Messages>('../src/shared/i18n/locales/*/replies.json', {
  eager: true,
  import: 'default',
});
const locales = Object.entries(localeFiles).map(([path, messages]) => ({
  locale: path.split('/').at(-2) ?? path,
  reasons: messages.replies?.reasons ?? {},
}));

describe('trail reasons', () => {
  it('finds the locale files', () => {
    expect(locales.map((entry) => entry.locale).sort()).toEqual(expect.arrayContaining(['ar', 'en']));
  });

  it.each(locales)('words every reason of the contract in $locale, and no other', ({ reasons }) => {
    for (const reason of trailReasons) {
      const message = reasons[reason];
      expect(typeof message === 'string' && message.trim().length > 0, `replies.reasons.${reason}`).toBe(true);
      expect(message).not.toBe(reason);
    }
    expect(Object.keys(reasons).sort()).toEqual([...trailReasons].sort());
  });

  it('explains a skipped comment in words, never with the code', async () => {
    await useLocale('ar');
    const entry: TrailEntry = {
      comment_id: '1_2',
      commenter_id: '9',
      commenter_name: 'سارة',
      comment_text: 'بكم؟',
      commented_at: null,
      decision: 'skipped',
      reason: 'plan-limit',
      matched_word: null,
      public_status: 'none',
      public_reply_id: null,
      public_error: null,
      private_status: 'none',
      private_message_id: null,
      private_error: null,
      created_at: '2025-01-01T00:00:00Z',
      hidden: false,
      hide_status: 'none',
      hide_reason: null,
      hide_error: null,
      answered_late: false,
    };
    const { unmount } = render(<TrailExplanation entry={entry} />);
    expect(screen.getByTestId('trail-why').textContent).toContain('بلغت الباقة حدّها الشهري من الردود');
    unmount();

    await useLocale('en');
    render(<TrailExplanation entry={{ ...entry, reason: 'reason-from-a-newer-server' as TrailEntry['reason'] }} />);
    const text = screen.getByTestId('trail-why').textContent ?? '';
    expect(text).toContain('For another reason');
    expect(text).not.toContain('reason-from-a-newer-server');
  });

  it('says when a comment was answered late, in Arabic and English', async () => {
    const entry: TrailEntry = {
      comment_id: '3_4',
      commenter_id: null,
      commenter_name: null,
      comment_text: 'price?',
      commented_at: null,
      decision: 'matched',
      reason: null,
      matched_word: null,
      public_status: 'sent',
      public_reply_id: '3_99',
      public_error: null,
      private_status: 'none',
      private_message_id: null,
      private_error: null,
      created_at: '2025-01-01T00:00:00Z',
      hidden: false,
      hide_status: 'none',
      hide_reason: null,
      hide_error: null,
      answered_late: true,
    };
    await useLocale('ar');
    const { unmount } = render(<TrailExplanation entry={entry} />);
    expect(screen.getByTestId('trail-why').textContent).toContain('رُدّ عليه متأخرًا');
    unmount();
    await useLocale('en');
    render(<TrailExplanation entry={entry} />);
    expect(screen.getByTestId('trail-why').textContent).toContain('Answered late');
  });

  it('says why the campaign hid a comment, or that hiding it failed, with "no reply" for replies not sent', async () => {
    const entry: TrailEntry = {
      comment_id: '5_6',
      commenter_id: '9',
      commenter_name: 'spam',
      comment_text: 'wa 0999 123 456',
      commented_at: null,
      decision: 'matched',
      reason: null,
      matched_word: null,
      public_status: 'none',
      public_reply_id: null,
      public_error: null,
      private_status: 'sent',
      private_message_id: 'm_1',
      private_error: null,
      created_at: '2025-01-01T00:00:00Z',
      hidden: true,
      hide_status: 'sent',
      hide_reason: 'contains-phone-number',
      hide_error: null,
      answered_late: false,
    };
    await useLocale('ar');
    const { unmount } = render(<TrailExplanation entry={entry} />);
    const arabic = screen.getByTestId('trail-why').textContent ?? '';
    expect(arabic).toContain('أُخفي: فيه رقم هاتف');
    expect(arabic).toContain('تعرضه Meta لصاحبه وأصدقائه فقط');
    unmount();
    await useLocale('en');
    const failed = { ...entry, hidden: false, hide_status: 'failed', hide_error: 'Meta said no' } as const;
    render(<TrailExplanation entry={failed} />);
    const english = screen.getByTestId('trail-why').textContent ?? '';
    expect(english).toContain('Hiding the comment failed: Meta said no');
    expect(english).toContain('No public reply');
    expect(english).not.toContain('contains-phone-number');
  });
});
