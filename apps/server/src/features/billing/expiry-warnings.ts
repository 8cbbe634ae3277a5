import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { PageGate } from '../pages/index.ts';
import type { BillingRepository } from './billing.repository.ts';
import { expiryWarningDays, expiryWarningDue } from './page-life.ts';

/**
 * The `billing.expiry-warnings` job: owners of a page or account whose trial or plan ends within 3 days are told,
 * then once more on the day. Each warning is claimed in `expiry_warnings` first, so a second run (or a second
 * worker) never sends it twice; a renewal moves the expiry, so the next period is warned again.
 */
export function createExpiryWarnings(deps: {
  repository: BillingRepository;
  gate: PageGate;
  notifications: NotificationsService;
  clock: Clock;
  businessTime: BusinessTime;
}) {
  return {
    async warn(): Promise<number> {
      const now = deps.clock.now();
      const until = new Date(now.getTime() + expiryWarningDays * 86_400_000);
      let sent = 0;
      for (const item of await deps.repository.expiringBefore(now, until)) {
        const kind = expiryWarningDue(item.expiresAt, now, deps.businessTime.dayOf);
        if (!kind) continue;
        if (!(await deps.repository.claimWarning(`${item.kind}:${item.id}`, item.expiresAt, kind))) continue;
        const owners =
          item.kind === 'page' ? await deps.gate.ownerIds(item.id) : await deps.gate.accountOwnerIds(item.id);
        const params = { name: item.name, until: deps.businessTime.wallClockOf(item.expiresAt) };
        for (const userId of owners)
          await deps.notifications.notifyWithTemplate(
            userId,
            kind === 'soon' ? 'plan-expires-soon' : 'plan-expires-today',
            params,
            '/dashboard?renew=1',
          );
        sent += 1;
      }
      return sent;
    },
  };
}
