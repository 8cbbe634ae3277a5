import { adminConsoleEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { AdminCampaignsService } from './campaigns/admin-campaigns.service.ts';
import type { HomeStatsService } from './home/home-stats.service.ts';
import type { ReferralsService } from './referrals/referrals.service.ts';
import type { OwnershipService } from './users/page-owners.service.ts';
import type { ManagedUsersService } from './users/users.service.ts';

/** The admin console's home statistics and the management of users. */
export function adminConsoleRoutes(
  router: EndpointRouter,
  services: {
    homeStats: HomeStatsService;
    users: ManagedUsersService;
    campaigns: AdminCampaignsService;
    ownership: OwnershipService;
    referrals: ReferralsService;
  },
) {
  const { homeStats, users, campaigns, ownership, referrals } = services;
  router.route(endpoints.homeStats, () => homeStats.stats());
  router.route(endpoints.createUser, ({ body, context }) => users.create(context.session!, body));
  router.route(endpoints.updateUser, ({ params, body, context }) => users.update(context.session!, params.id, body));
  router.route(endpoints.blockUser, ({ params, body, context }) =>
    users.setBlocked(context.session!, params.id, body.blocked),
  );
  router.route(endpoints.resetUserPassword, ({ params, body, context }) =>
    users.resetPassword(context.session!, params.id, body.password),
  );
  router.route(endpoints.campaigns, ({ query }) => campaigns.list(query));
  router.route(endpoints.campaignStatus, ({ params, body, context }) =>
    campaigns.changeStatus(context.session!, params.id, body.status, context.locale),
  );
  router.route(endpoints.engagementPages, ({ query }) => ownership.engagementPages(query.feature));
  router.route(endpoints.pageOwners, ({ query }) => ownership.pageOwners(query.search, query.limit));
  router.route(endpoints.referralAgents, () => referrals.list());
  router.route(endpoints.ownReferralPages, ({ context }) => referrals.own(context.session!.user.id));
}
