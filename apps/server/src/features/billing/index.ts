// Packages, invoices, renewals and expiry warnings: a page's life past its trial.
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AdminServices } from '../admin/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { PageGate } from '../pages/index.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createBillingService } from './billing.service.ts';
import { createExpiryWarnings } from './expiry-warnings.ts';

export { billingRoutes } from './billing.routes.ts';
export type { BillingService } from './billing.service.ts';

export function createBilling(deps: {
  db: Db;
  accounts: AccountsService;
  pages: PageGate;
  notifications: NotificationsService;
  admin: AdminServices;
  events: DomainEvents;
  clock: Clock;
  businessTime: BusinessTime;
  config: { appUrl: string };
}) {
  const repository = createBillingRepository(deps.db);
  const shared = { ...deps, repository, gate: deps.pages, auditLog: deps.admin.auditLog, appUrl: deps.config.appUrl };
  return {
    /** `renewPage`/`renewInstagramAccount` are the one way to renew (the admin pages screens call them too). */
    service: createBillingService(shared),
    expiryWarnings: createExpiryWarnings(shared),
  };
}
export type Billing = ReturnType<typeof createBilling>;
