import type { Home, HomeFigureName } from '@app/contract';
import { homeFigureNames } from '@app/contract';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { HomeOwner } from './home-events.sql.ts';
import type { HomeRepository } from './home.repository.ts';
import { addDays, type FigureRow, type HomeRollups } from './home-rollups.ts';

/** The business week starts on Saturday (as the Arabic calendar in Syria has it): the `YYYY-MM-DD` of a day's week. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 1) % 7));
}

/** How long a home stays as read: a busy page's owners (and their open tabs) share one read per owner meanwhile. */
export const homeCacheMs = 10_000;
/** Until then an older home is answered at once while it is read again: no request waits behind that read. */
export const homeStaleMs = 30_000;
const homesKept = 5_000;

export function createHomeService(deps: {
  rollups: HomeRollups;
  repository: HomeRepository;
  clock: Clock;
  businessTime: BusinessTime;
}) {
  const { rollups, repository, clock, businessTime } = deps;
  // The day this process last saw folded: the fold's own check (under its lock) is read once a day, not per call.
  let foldedFor: string | null = null;
  let folding: Promise<void> | null = null;
  const homes = createExpiringCache<Home>({ ttlMs: homeCacheMs, staleMs: homeStaleMs, maxEntries: homesKept, clock });

  async function foldedThrough(today: string) {
    if (foldedFor !== today) {
      folding ??= rollups.fold(today).finally(() => (folding = null));
      await folding;
      foldedFor = today;
    }
    const state = await rollups.state();
    return state!;
  }

  async function figureRows(owner: HomeOwner, from: string, now: Date): Promise<FigureRow[]> {
    const today = businessTime.dayOf(now);
    const state = await foldedThrough(today);
    const liveFrom = addDays(state.foldedThrough, 1);
    const [folded, live] = await Promise.all([
      rollups.folded(owner, from, state.foldedThrough),
      rollups.live(owner, businessTime.startOfDay(liveFrom < from ? from : liveFrom), now, state.liveAfter),
    ]);
    return [...folded, ...live];
  }

  async function read(owner: HomeOwner): Promise<Home | null> {
    const now = clock.now();
    const subject = await repository.subject(owner);
    if (!subject) return null;
    const today = businessTime.dayOf(now);
    const weekStart = weekStartOf(today);
    const lastWeekStart = addDays(weekStart, -7);
    const [rows, nextPosts, campaigns] = await Promise.all([
      figureRows(owner, lastWeekStart, new Date(now.getTime() + 1)),
      repository.nextPosts(owner, now),
      repository.campaignsNeedingAttention(owner, subject.paused || !subject.active),
    ]);
    return {
      week_start: weekStart,
      last_week_start: lastWeekStart,
      ...weekFigures(rows, weekStart, lastWeekStart, today),
      next_posts: nextPosts.map((post) => ({
        id: post.id,
        message: post.message,
        post_type: post.postType,
        scheduled_at: post.scheduledAt.toISOString(),
      })),
      campaigns_needing_attention: campaigns.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        reason: campaign.status === 'stopped_error' ? 'error' : campaign.planLimitReached ? 'limit' : 'page_paused',
      })),
      plan: {
        name: subject.planName,
        expires_at: subject.expiresAt?.toISOString() ?? null,
        active: subject.active,
      },
    };
  }

  return {
    /** Folds the business days that closed (the hourly job); a home read folds them too if it comes first. */
    async foldClosedDays(): Promise<void> {
      await foldedThrough(businessTime.dayOf(clock.now()));
    },

    async home(owner: HomeOwner): Promise<Home> {
      const home = await homes.load(`${owner.kind}:${owner.id}`, () => read(owner));
      if (!home) throw notFound();
      return home;
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;

/** The week figures, this week's funnel and the chart's days from the rows of the two weeks. */
export function weekFigures(rows: FigureRow[], weekStart: string, lastWeekStart: string, today: string) {
  const figures = Object.fromEntries(homeFigureNames.map((name) => [name, { this_week: 0, last_week: 0 }])) as Record<
    HomeFigureName,
    { this_week: number; last_week: number }
  >;
  const funnel = { comments: 0, private_sent: 0, forms_opened: 0, orders: 0 };
  const days = new Map<string, { day: string; comments_answered: number; messages_received: number; orders: number }>();
  for (let day = lastWeekStart; day <= today; day = addDays(day, 1))
    days.set(day, { day, comments_answered: 0, messages_received: 0, orders: 0 });
  for (const row of rows) {
    if (row.day < lastWeekStart || row.day > today) continue;
    const thisWeek = row.day >= weekStart;
    const figure = figures[row.figure as HomeFigureName] as { this_week: number; last_week: number } | undefined;
    if (figure) figure[thisWeek ? 'this_week' : 'last_week'] += row.amount;
    const chartDay = days.get(row.day);
    if (
      chartDay &&
      (row.figure === 'comments_answered' || row.figure === 'messages_received' || row.figure === 'orders')
    )
      chartDay[row.figure] += row.amount;
    if (!thisWeek) continue;
    if (row.figure === 'funnel_comments') funnel.comments += row.amount;
    else if (row.figure === 'private_replies') funnel.private_sent += row.amount;
    else if (row.figure === 'funnel_forms_opened') funnel.forms_opened += row.amount;
    else if (row.figure === 'funnel_orders') funnel.orders += row.amount;
  }
  return { figures, funnel, days: [...days.values()] };
}
