import type { AdminHomeStats } from '@app/contract';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import { graphVersionState } from '../../../platform/meta/graph-versions.ts';
import type { DailyCounts } from './daily-counts.ts';
import type { DailyCountsRepository } from './daily-counts.repository.ts';
import type { HomeStatsRepository } from './home-stats.repository.ts';
import { firstDayToRead, linkedCounts, rollupFigures } from './home-stats.ts';

export function createHomeStatsService(deps: {
  repository: HomeStatsRepository;
  rollups: DailyCountsRepository;
  dailyCounts: DailyCounts;
  clock: Clock;
  businessTime: BusinessTime;
  graphVersion: string;
}) {
  const { repository, rollups, businessTime } = deps;
  return {
    async stats(): Promise<AdminHomeStats> {
      // What this process counted in the last second is written first, so the figures include it.
      await deps.dailyCounts.flush();
      const now = deps.clock.now();
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
      const today = businessTime.dayOf(now);
      const monthStart = businessTime.dayOf(businessTime.startOfMonth(now));
      const [pageRows, accountRows, activeAutomations, failedEvents, rows] = await Promise.all([
        repository.pagesByState(now, weekAgo),
        repository.accountsByState(now, weekAgo),
        repository.runningCampaigns(),
        repository.failedEvents(),
        rollups.between(firstDayToRead(today, monthStart), today),
      ]);
      return {
        pages: linkedCounts(pageRows),
        instagram_accounts: linkedCounts(accountRows),
        active_automations: activeAutomations,
        failed_events: failedEvents,
        ...rollupFigures(rows, today, monthStart),
        graph_version: graphVersionState(deps.graphVersion, now),
      };
    },
  };
}

export type HomeStatsService = ReturnType<typeof createHomeStatsService>;
