import { describe, expect, it } from 'vitest';
import { daysBetween, firstDayToRead, linkedCounts, rollupFigures } from '../src/features/admin/home/home-stats.ts';
import { referralAgent } from '../src/features/admin/referrals/referrals.service.ts';

describe('the admin home figures from rollup rows', () => {
  it('sums today and the business month, and leaves days without rows at zero in the chart', () => {
    const rows = [
      { day: '2026-10-31', kind: 'replies', amount: 500 },
      { day: '2026-11-01', kind: 'replies', amount: 7 },
      { day: '2026-11-20', kind: 'messages', amount: 3 },
      { day: '2026-11-29', kind: 'replies', amount: 2 },
      { day: '2026-11-29', kind: 'revenue', amount: 150_000 },
    ];
    const figures = rollupFigures(rows, '2026-11-29', '2026-11-01');
    expect(figures.replies).toEqual({ today: 2, month: 9 });
    expect(figures.messages).toEqual({ today: 0, month: 3 });
    expect(figures.revenue_month).toBe(150_000);
    expect(figures.days).toHaveLength(14);
    expect(figures.days[0]).toEqual({ day: '2026-11-16', replies: 0, messages: 0 });
    expect(figures.days.at(-1)).toEqual({ day: '2026-11-29', replies: 2, messages: 0 });
    expect(figures.days.find((day) => day.day === '2026-11-20')!.messages).toBe(3);
  });

  it('reads from the earlier of the month start and the chart start', () => {
    expect(firstDayToRead('2026-12-03', '2026-12-01')).toBe('2026-11-20');
    expect(firstDayToRead('2026-12-30', '2026-12-01')).toBe('2026-12-01');
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('puts every state in the counts, zero when no page is in it', () => {
    const counts = linkedCounts([
      { state: 'subscribed', count: 4, newCount: 1 },
      { state: 'expired', count: 2, newCount: 0 },
    ]);
    expect(counts).toEqual({
      by_status: { subscribed: 4, expired: 2, blocked: 0, deleted: 0, renewed: 0 },
      total: 6,
      new_this_week: 1,
    });
  });
});

describe("a referral agent's totals", () => {
  it('counts only their pages, active ones apart, by the same states as the owner sees', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const page = { status: 'subscribed' as const, blockedAt: null, deletedAt: null, expiresAt: null };
    const agent = referralAgent(
      { id: 7, name: 'Agent', username: 'agent' },
      [
        { ...page, agentId: 7, id: 1, name: 'Live' },
        { ...page, agentId: 7, id: 2, name: 'Lapsed', expiresAt: new Date('2026-11-01T00:00:00Z') },
        { ...page, agentId: 8, id: 3, name: 'Another agent' },
      ],
      now,
      null,
    );
    expect(agent.pages.map((row) => [row.name, row.status])).toEqual([
      ['Live', 'subscribed'],
      ['Lapsed', 'expired'],
    ]);
    expect(agent.totals).toEqual({ pages: 2, active: 1, commission: null });
  });
});
