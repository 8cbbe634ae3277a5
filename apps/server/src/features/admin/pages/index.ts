// The admin's pages and Instagram accounts: search, block, update, delete, features, menu, stops, errors.
import type { Clock } from '../../../platform/clock.ts';
import type { Db, SqlExecutor } from '../../../platform/db/database.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { PageGate } from '../../pages/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { createAdminInstagramRepository } from './admin-instagram.repository.ts';
import { createAdminInstagramService } from './admin-instagram.service.ts';
import { createAdminPagesRepository } from './admin-pages.repository.ts';
import { createAdminPagesService } from './admin-pages.service.ts';

export { adminPagesRoutes } from './admin-pages.routes.ts';

export function createAdminPagesServices(deps: {
  db: Db;
  executeSql: SqlExecutor;
  gate: PageGate;
  auditLog: AuditLog;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  accounts: { forgetOwnership: () => void };
  /** The bot settings' menu calls (features/bot/settings): the saved persistent menu put on Meta, or removed. */
  botSettings: {
    pushMenu(pageId: number, platform: 'messenger' | 'instagram'): Promise<number>;
    removeMenu(pageId: number, platform: 'messenger' | 'instagram'): Promise<number>;
  };
  /** features/webview's domain service (the locale words only the answer's reason, which the admin's update drops). */
  webViewDomain: { save(pageId: number, domain: string | null, locale: 'ar' | 'en'): Promise<unknown> };
}) {
  const { db, executeSql, gate, auditLog, events, clock, accounts, botSettings } = deps;
  const repository = createAdminPagesRepository(db, executeSql);
  const forgetOwnership = accounts.forgetOwnership;
  return {
    pages: createAdminPagesService({
      ...{ repository, gate, auditLog, events, clock, forgetOwnership },
      menu: {
        push: (pageId) => botSettings.pushMenu(pageId, 'messenger'),
        remove: (pageId) => botSettings.removeMenu(pageId, 'messenger'),
      },
      webViewDomain: { save: (pageId, domain) => deps.webViewDomain.save(pageId, domain, 'en') },
    }),
    instagram: createAdminInstagramService({
      ...{
        repository: createAdminInstagramRepository(db, executeSql),
        pagesRepository: repository,
        gate,
        auditLog,
        events,
        clock,
      },
      forgetOwnership,
      menu: {
        push: (pageId) => botSettings.pushMenu(pageId, 'instagram'),
        remove: (pageId) => botSettings.removeMenu(pageId, 'instagram'),
      },
    }),
  };
}
export type AdminPagesServices = ReturnType<typeof createAdminPagesServices>;
