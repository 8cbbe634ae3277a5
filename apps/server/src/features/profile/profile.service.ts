import type { PasswordResetLink, PasswordResetRequest, PasswordResetStatus, SignedInSessionList } from '@app/contract';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthenticatedSession, AuthService, UserRow } from '../auth/index.ts';
import { generateAccessToken, hashAccessToken } from '../auth/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { deviceLabel } from '@app/contract/device-label';
import type { ProfileRepository } from './profile.repository.ts';

type Deps = {
  repository: ProfileRepository;
  auth: AuthService;
  notifications: NotificationsService;
  businessTime: BusinessTime;
  clock: Clock;
  config: Config;
};

/** How long a password reset link works. */
export const resetLinkTtlMs = 3_600_000;

export function createProfileService({ repository, auth, notifications, businessTime, clock, config }: Deps) {
  auth.onSignIn(async (user, client, at) => {
    const params = {
      device: deviceLabel(client.userAgent),
      at: businessTime.wallClockOf(at),
      ip: client.ipAddress ?? '',
    };
    await notifications.notifyWithTemplate(user.id, 'new-sign-in', params, '/dashboard/user/profile');
  });

  const invalidLink = () => new AppError('not-found', { messageKey: 'password-reset-link-invalid' });

  async function usableLink(token: string) {
    const link = await repository.findUsableResetLink(hashAccessToken(token), clock.now());
    if (!link || link.user.blockedAt) throw invalidLink();
    return link;
  }

  async function issueResetLink(user: UserRow, issuedById: number | null): Promise<PasswordResetLink> {
    const token = generateAccessToken();
    const expiresAt = new Date(clock.now().getTime() + resetLinkTtlMs);
    await repository.replaceResetLink({ userId: user.id, tokenHash: hashAccessToken(token), issuedById, expiresAt });
    return { url: `${config.appUrl}/auth/reset-password/${token}`, expires_at: expiresAt.toISOString() };
  }

  return {
    async sessions(session: AuthenticatedSession): Promise<SignedInSessionList> {
      const rows = await auth.listSessions(session);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          user_agent: row.userAgent,
          ip_address: row.ipAddress,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt?.toISOString() ?? null,
          current: row.current,
        })),
      };
    },

    /** An admin gives an owner who forgot their password a one-time link (admins are not reset this way). */
    async issueResetLinkFor(admin: AuthenticatedSession, ownerId: number): Promise<PasswordResetLink> {
      const owner = await auth.findUser(ownerId);
      if (!owner) throw new AppError('not-found');
      if (owner.isAdmin) throw new AppError('forbidden', { messageKey: 'password-reset-admin' });
      return issueResetLink(owner, admin.user.id);
    },

    async resetStatus(token: string): Promise<PasswordResetStatus> {
      const link = await usableLink(token);
      return { username: link.user.username, expires_at: link.expiresAt.toISOString() };
    },

    /** The link is used once; every session of the owner ends, so they sign in again with the new password. */
    async resetPassword(input: PasswordResetRequest) {
      const link = await usableLink(input.token);
      if (!(await repository.useResetLink(link.id, clock.now()))) throw invalidLink();
      await auth.setPassword(link.user.id, input.password);
      await auth.endAllSessions(link.user.id);
      return { username: link.user.username };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
