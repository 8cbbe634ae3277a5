// The admin area's services: users, the audit log of every admin change, the home statistics and their rollups,
// the technical tools.
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { createAuditLogRepository } from './audit/audit-log.repository.ts';
import { createAuditLog } from './audit/audit-log.ts';
import { createAdminTools, type AdminToolsDeps } from './tools/index.ts';
import { createDailyCountsRepository } from './home/daily-counts.repository.ts';
import { createDailyCounts } from './home/daily-counts.ts';
import { createHomeStatsRepository } from './home/home-stats.repository.ts';
import { createHomeStatsService } from './home/home-stats.service.ts';
import { createManagedUsersRepository } from './users/users.repository.ts';
import { createManagedUsersService } from './users/users.service.ts';
import { createAdminCampaignsRepository } from './campaigns/admin-campaigns.repository.ts';
import { createAdminCampaignsService, type StatusChanger } from './campaigns/admin-campaigns.service.ts';
import { createAdminEngagementRepository } from './campaigns/admin-engagement.repository.ts';
import { createPageOwnersRepository } from './users/page-owners.repository.ts';
import { createOwnershipService } from './users/page-owners.service.ts';
import { createReferralsRepository } from './referrals/referrals.repository.ts';
import { createReferralsService } from './referrals/referrals.service.ts';
import { createAdminPagesServices } from './pages/index.ts';

export { adminRoutes } from './admin.routes.ts';
export { recordImpersonatedChanges } from './audit/impersonation-audit.ts';
export type { AuditLog, AdminChange } from './audit/audit-log.ts';
export type { DailyCounts } from './home/daily-counts.ts';

export function createAdminServices(
  deps: {
    db: Db;
    clock: Clock;
    queue: AdminToolsDeps['queue'];
    appUrl: string;
    businessTime: BusinessTime;
    events: DomainEvents;
    auth: { forgetSessionsOf: (userId: number) => void } & AdminToolsDeps['auth'];
    graphVersion: string;
    /** The replies feature's status changes of Facebook and Instagram campaigns, which the admin reuses. */
    replies: StatusChanger;
    instagramReplies: StatusChanger;
  } & Omit<Parameters<typeof createAdminPagesServices>[0], 'auditLog'>,
) {
  const { db, clock, businessTime } = deps;
  const auditLog = createAuditLog(createAuditLogRepository(db));
  const rollups = createDailyCountsRepository(db);
  // Counters of the admin home: replies and messages as they happen; revenue when an invoice is confirmed.
  const dailyCounts = createDailyCounts(rollups, businessTime);
  deps.events.on('activity.counted', ({ kind, amount, at }) => dailyCounts.count(kind, amount, at));
  return {
    adminUsers: createAdminUsersRepository(db),
    auditLog,
    pages: createAdminPagesServices({ ...deps, auditLog }),
    tools: createAdminTools(db, auditLog, { queue: deps.queue, clock, appUrl: deps.appUrl, auth: deps.auth }),
    dailyCounts,
    homeStats: createHomeStatsService({
      repository: createHomeStatsRepository(db),
      ...{ rollups, dailyCounts, clock, businessTime, graphVersion: deps.graphVersion },
    }),
    users: createManagedUsersService({
      repository: createManagedUsersRepository(db),
      ...{ auditLog, clock, forgetSessionsOf: deps.auth.forgetSessionsOf },
    }),
    campaigns: createAdminCampaignsService({
      repository: createAdminCampaignsRepository(db),
      ...{ auditLog, facebook: deps.replies, instagram: deps.instagramReplies },
    }),
    ownership: createOwnershipService({
      owners: createPageOwnersRepository(db),
      engagement: createAdminEngagementRepository(db),
      clock,
    }),
    referrals: createReferralsService({ repository: createReferralsRepository(db), clock }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
