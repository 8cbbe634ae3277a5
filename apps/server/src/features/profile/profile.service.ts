import {
  type InterfaceLocale,
  type PasswordResetLink,
  type PasswordResetRequest,
  type PasswordResetStatus,
  type SignedInSessionList,
  type SignInOptions,
} from '@app/contract';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthenticatedSession, AuthService, UserRow } from '../auth/index.ts';
import { generateAccessToken, hashAccessToken } from '../auth/index.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { deviceLabel } from '@app/contract/device-label';
import type { ProfileRepository } from './profile.repository.ts';
import { passwordResetMail } from './reset-mail.ts';

type Deps = {
  repository: ProfileRepository;
  auth: AuthService;
  notifications: NotificationsService;
  businessTime: BusinessTime;
  clock: Clock;
  config: Config;
  /** Null when the server sends no mail: resets are then links an admin gives. */
  mailer: Mailer | null;
  logger: AppLogger;
};

/** How long a password reset link works. */
export const resetLinkTtlMs = 3_600_000;

/** Reset mails asked for: per account (username or email as typed) and per client address, in 15 minutes. */
export const resetRequestLimits = { maxFailuresPerUsername: 3, maxFailuresPerAddress: 20, lockMinutes: 15 };

export function createProfileService(deps: Deps) {
  const { repository, auth, notifications, businessTime, clock, config, mailer, logger } = deps;
  const resetRequests = auth.attemptThrottle('reset-mail:', resetRequestLimits);
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

    signInOptions: (): SignInOptions => ({ password_reset_by_email: mailer !== null }),

    /**
     * Mails a reset link to the account's email. The answer is the same for an unknown login or an account without
     * an email, and the mail leaves after it (its time and its failure, logged, tell nobody which accounts exist).
     */
    async requestResetByEmail(login: string, clientAddress: string, locale: InterfaceLocale) {
      if (!mailer)
        throw new AppError('validation', {
          messageKey: 'password-reset-email-off',
          fieldErrors: { login: ['password-reset-email-off'] },
        });
      await resetRequests.assertAllowed(login, clientAddress);
      await resetRequests.recordFailure(login, clientAddress);
      const user = await auth.findUserByLogin(login);
      if (user?.email && !user.blockedAt) {
        const link = await issueResetLink(user, null);
        const mail = passwordResetMail(user.locale ?? locale, {
          name: user.name,
          username: user.username,
          url: link.url,
        });
        void mailer
          .send({ to: user.email, ...mail })
          .catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'password reset mail not sent'));
      }
      return { sent: true as const };
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
