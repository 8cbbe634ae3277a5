import type { AdminUserCreate, AdminUserDetail, AdminUserUpdate } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { uniqueViolationOf } from '../../../platform/db/unique-violation.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../../platform/http/session.ts';
import { hashPassword } from '../../auth/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ManagedUserRow, ManagedUsersRepository } from './users.repository.ts';

export function userDetail(row: ManagedUserRow): AdminUserDetail {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    admin: row.isAdmin,
    referral: row.isReferral,
    blocked_at: row.blockedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A username or an email another account has (each is unique whatever its case). */
const takenField = (error: unknown) => {
  const index = uniqueViolationOf(error);
  if (index === null) return error;
  return index === 'users_email_lower_key'
    ? new AppError('validation', { fieldErrors: { email: ['email-used'] } })
    : new AppError('validation', { fieldErrors: { username: ['username-taken'] } });
};

/** Creating, editing, blocking users and setting their passwords; each change is written to the audit log. */
export function createManagedUsersService(deps: {
  repository: ManagedUsersRepository;
  auditLog: AuditLog;
  clock: Clock;
  /** The sessions this process keeps for the user are read again (auth's cache). */
  forgetSessionsOf: (userId: number) => void;
}) {
  const { repository, auditLog } = deps;

  async function existing(id: number) {
    const row = await repository.find(id);
    if (!row) throw new AppError('not-found');
    return row;
  }

  async function endSessions(userId: number) {
    await repository.revokeSessions(userId, deps.clock.now());
    deps.forgetSessionsOf(userId);
  }

  async function record(
    session: AuthenticatedSession,
    action: string,
    before: ManagedUserRow | null,
    after: ManagedUserRow,
  ) {
    await auditLog.record(session, {
      action,
      resourceType: 'user',
      resourceId: String(after.id),
      ...(before ? { before: userDetail(before) } : {}),
      after: userDetail(after),
    });
  }

  const fieldsOf = (input: AdminUserUpdate) => ({
    username: input.username,
    name: input.name,
    isAdmin: input.admin,
    isReferral: input.referral,
    ...(input.email === undefined ? {} : { email: input.email || null }),
  });

  return {
    async create(session: AuthenticatedSession, input: AdminUserCreate): Promise<AdminUserDetail> {
      const passwordHash = await hashPassword(input.password);
      const row = await repository.insert({ ...fieldsOf(input), passwordHash }).catch((error: unknown) => {
        throw takenField(error);
      });
      await record(session, 'user.create', null, row);
      return userDetail(row);
    },

    async update(session: AuthenticatedSession, id: number, input: AdminUserUpdate): Promise<AdminUserDetail> {
      const before = await existing(id);
      if (id === session.user.id && !input.admin)
        throw new AppError('forbidden', { messageKey: 'cannot-change-own-admin' });
      const row = await repository.update(id, fieldsOf(input)).catch((error: unknown) => {
        throw takenField(error);
      });
      // Roles decide what the sessions may do: they are read again.
      deps.forgetSessionsOf(id);
      await record(session, 'user.update', before, row!);
      return userDetail(row!);
    },

    async setBlocked(session: AuthenticatedSession, id: number, blocked: boolean): Promise<AdminUserDetail> {
      const before = await existing(id);
      if (blocked && id === session.user.id) throw new AppError('forbidden', { messageKey: 'cannot-block-self' });
      const row = await repository.update(id, { blockedAt: blocked ? (before.blockedAt ?? deps.clock.now()) : null });
      if (blocked) await endSessions(id);
      await record(session, blocked ? 'user.block' : 'user.unblock', before, row!);
      return userDetail(row!);
    },

    async resetPassword(session: AuthenticatedSession, id: number, password: string) {
      const before = await existing(id);
      const row = await repository.update(id, { passwordHash: await hashPassword(password) });
      await endSessions(id);
      // The password itself is never written down: the entry says only that it was set.
      await record(session, 'user.password-reset', before, row!);
      return { success: true as const };
    },
  };
}

export type ManagedUsersService = ReturnType<typeof createManagedUsersService>;
