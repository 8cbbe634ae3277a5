import type { ChangePasswordRequest, OwnerLoginRequest, SessionResponse } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../platform/http/session.ts';
import type { AccountsService } from '../accounts/index.ts';
import { generateAccessToken, hashAccessToken } from './access-token.ts';
import type { AuthRepository, TokenKind, UserRow } from './auth.repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type { AuthenticatedSession };

type Deps = { repository: AuthRepository; accounts: AccountsService; clock: Clock; config: Config };

/**
 * Every request authenticates its token: the answer is kept this long, keyed by the token's hash. Logout, a password
 * change and the user's own updates forget it at once in this process; another server process (PostgreSQL) sees a
 * revoked token refused after at most this long.
 */
export const sessionCacheTtlMs = 3_000;

export function createAuthService({ repository, accounts, clock, config }: Deps) {
  const throttle = createLoginThrottle(repository, clock, config.auth);
  const sessions = createExpiringCache<AuthenticatedSession>({ ttlMs: sessionCacheTtlMs, maxEntries: 10_000, clock });
  const forgetSessionsOf = (userId: number) => sessions.forgetWhere((session) => session.user.id === userId);

  function lifetimeMs(kind: TokenKind): number {
    if (kind === 'remember') return config.auth.rememberTtlDays * 86_400_000;
    if (kind === 'impersonation') return config.auth.impersonationTtlMinutes * 60_000;
    return config.auth.sessionTtlHours * 3_600_000;
  }

  async function issueToken(userId: number, kind: TokenKind, impersonatorId: number | null = null) {
    const token = generateAccessToken();
    const expiresAt = new Date(clock.now().getTime() + lifetimeMs(kind));
    await repository.insertToken({ userId, tokenHash: hashAccessToken(token), kind, expiresAt, impersonatorId });
    return { token, expiresAt };
  }

  async function buildSession(
    user: UserRow,
    token: string,
    expiresAt: Date,
    impersonating: boolean,
  ): Promise<SessionResponse> {
    const linked = await accounts.listLinkedAccounts(user.id);
    return {
      access_token: token,
      expires_at: expiresAt.toISOString(),
      impersonating,
      user: {
        id: user.id,
        username: user.username,
        name: user.name,
        avatar: user.avatar,
        admin: user.isAdmin,
        referral: user.isReferral,
      },
      ...linked,
      admin: user.isAdmin,
      referral: user.isReferral,
      storage: {
        totalStorage: user.totalStorageMb,
        availableStorage: Math.max(0, user.totalStorageMb - user.usedStorageMb),
      },
      show_instagram: config.instagramEnabled,
      business_time_zone: config.businessTimeZone,
    };
  }

  return {
    async ownerLogin(input: OwnerLoginRequest, address: string): Promise<SessionResponse> {
      await throttle.assertAllowed(input.username, address);
      const user = await repository.findUserByUsername(input.username);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await throttle.recordFailure(input.username, address);
        throw new AppError('wrong-data');
      }
      await throttle.recordSuccess(input.username);
      const { token, expiresAt } = await issueToken(user.id, input.oneTime ? 'session' : 'remember');
      return buildSession(user, token, expiresAt, false);
    },

    /** A new session for a user who proved who they are some other way (Facebook login). */
    async startSession(user: UserRow, remember = true): Promise<SessionResponse> {
      const { token, expiresAt } = await issueToken(user.id, remember ? 'remember' : 'session');
      return buildSession(user, token, expiresAt, false);
    },

    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashAccessToken(token);
      const now = clock.now();
      const session = await sessions.load(tokenHash, async () => {
        const row = await repository.findActiveToken(tokenHash, now);
        if (!row) return null;
        return {
          tokenId: row.token.id,
          kind: row.token.kind,
          expiresAt: row.token.expiresAt,
          impersonatorId: row.token.impersonatorId,
          user: row.user,
        } satisfies AuthenticatedSession;
      });
      return session && session.expiresAt > now ? session : null;
    },

    /** The user's row changed (e.g. their Facebook identity): their sessions are read again. */
    forgetSessionsOf,

    profile(session: AuthenticatedSession, token: string): Promise<SessionResponse> {
      return buildSession(session.user, token, session.expiresAt, session.kind === 'impersonation');
    },

    /** The new password follows the spec's password rule (checked by the request schema); other sessions end. */
    async changePassword(session: AuthenticatedSession, input: ChangePasswordRequest) {
      if (session.kind === 'impersonation') throw new AppError('forbidden');
      if (!(await verifyPassword(session.user.passwordHash, input.current_password))) {
        throw new AppError('validation', { fieldErrors: { current_password: ['wrong-current-password'] } });
      }
      await repository.updatePasswordHash(session.user.id, await hashPassword(input.password));
      await repository.revokeOtherTokens(session.user.id, session.tokenId, clock.now());
      forgetSessionsOf(session.user.id);
    },

    async logout(session: AuthenticatedSession) {
      await repository.revokeToken(session.tokenId, clock.now());
      sessions.forgetWhere((known) => known.tokenId === session.tokenId);
    },

    /** An admin opens an owner's dashboard with a short-lived token of that owner, for one browser session. */
    async impersonate(admin: AuthenticatedSession, ownerId: number) {
      const owner = await repository.findUserById(ownerId);
      if (!owner) throw new AppError('not-found');
      if (owner.isAdmin) throw new AppError('forbidden', { messageKey: 'cannot-impersonate-admin' });
      const { token, expiresAt } = await issueToken(owner.id, 'impersonation', admin.user.id);
      const url = `${config.appUrl}/auth/login-master?access_token=${encodeURIComponent(token)}`;
      return { access_token: token, expires_at: expiresAt.toISOString(), url };
    },

    async purgeExpired() {
      const dayAgo = new Date(clock.now().getTime() - 86_400_000);
      await repository.deleteDeadTokens(dayAgo);
      await repository.deleteStaleLoginFailures(dayAgo);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
