// The seller's own space (issue 31), composed once: the media cloud and its quota, the help centre, the home's
// figures, the profile and its security, the notifications' administration and push; and the routes of each. Each
// part adds its service and routes here, so app.ts stays one line per concern.
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import type { BusinessTime } from '../platform/business-time.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/database.ts';
import type { DomainEvents } from '../platform/events/domain-events.ts';
import type { EndpointRouter } from '../platform/http/endpoint-router.ts';
import type { AppLogger } from '../platform/logger.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import type { AuditLog } from './admin/index.ts';
import type { AuthService } from './auth/index.ts';
import { cloudRoutes, createCloud } from './cloud/index.ts';
import { createHelp, helpRoutes } from './help/index.ts';
import { createHome, homeRoutes } from './home/index.ts';
import { createNotices, noticesRoutes, type NotificationsService } from './notifications/index.ts';
import { createProfileRepository, createProfileService, profileRoutes } from './profile/index.ts';

export function createSellerSpaceServices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  blobs: BlobStore;
  events: DomainEvents;
  logger: AppLogger;
  notifications: NotificationsService;
  auditLog: AuditLog;
  auth: AuthService;
  businessTime: BusinessTime;
}) {
  const { db, config, clock, auth, notifications, businessTime } = deps;
  return {
    cloud: createCloud({ db, blobs: deps.blobs, clock, appUrl: config.appUrl }),
    notices: createNotices(deps),
    help: createHelp(deps),
    home: createHome(deps),
    profile: createProfileService({
      ...{ repository: createProfileRepository(db), auth, notifications },
      ...{ businessTime, clock, config, logger: deps.logger, mailer: createMailer(config.mail) },
    }),
  };
}
export type SellerSpaceServices = ReturnType<typeof createSellerSpaceServices>;

export function sellerSpaceRoutes(router: EndpointRouter, services: SellerSpaceServices & { auth: AuthService }) {
  cloudRoutes(router, { cloud: services.cloud });
  noticesRoutes(router, services.notices);
  helpRoutes(router, services);
  homeRoutes(router, services);
  profileRoutes(router, { profile: services.profile, auth: services.auth });
}
