import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { AuditLog } from '../admin/index.ts';
import { createAdminNotices } from './admin-notices.ts';
import type { NotificationsService } from './notifications.service.ts';
import { createPushRepository } from './push/push.repository.ts';
import { createPushSender } from './push/push-sender.ts';
import { createPushSettings } from './push/push-settings.ts';
import { resolveVapidKeys } from './push/vapid-keys.ts';

/** Administrators' notices and Web Push: what reaches owners beyond the notices the product writes itself. */
export function createNotices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  events: DomainEvents;
  logger: AppLogger;
  notifications: NotificationsService;
  auditLog: AuditLog;
}) {
  const repository = createPushRepository(deps.db);
  const vapid = resolveVapidKeys(deps.config);
  const pushSender = createPushSender({ repository, notifications: deps.notifications, vapid, logger: deps.logger });
  pushSender.listen(deps.events);
  return {
    adminNotices: createAdminNotices(deps),
    push: createPushSettings({
      repository,
      publicKey: vapid.publicKey,
      clock: deps.clock,
      httpsOnly: deps.config.env === 'production',
    }),
  };
}
