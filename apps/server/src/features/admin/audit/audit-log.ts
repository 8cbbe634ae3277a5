import type { AuthenticatedSession } from '../../../platform/http/session.ts';
import type { AuditEntryInput, AuditLogRepository } from './audit-log.repository.ts';

export type AdminChange = Omit<AuditEntryInput, 'actorUserId' | 'actingAsUserId'>;

/**
 * The one way an admin change is written down: the acting admin is the session's user, or, while impersonating,
 * the admin behind it (and the owner acted as). Every admin service calls it with the resource before and after.
 */
export function createAuditLog(repository: AuditLogRepository) {
  return {
    async record(session: AuthenticatedSession, change: AdminChange) {
      const impersonating = session.impersonatorId !== null;
      await repository.record({
        ...change,
        actorUserId: impersonating ? session.impersonatorId! : session.user.id,
        actingAsUserId: impersonating ? session.user.id : null,
      });
    },
    list: repository.list,
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
