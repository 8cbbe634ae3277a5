import type { ChangePasswordRequest, InterfaceLocale, OwnerLoginRequest, SessionResponse } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import { uniqueViolationOf } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../platform/http/session.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { AccountsService } from '../accounts/index.ts';
import { generateAccessToken, hashAccessToken } from './access-token.ts';
import type { AuthRepository, TokenKind, UserRow } from './auth.repository.ts';
import { createLoginThrottle, type LoginThrottleLimits } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type { AuthenticatedSession };

/** Where a sign-in came from: shown in the sessions list and in the new sign-in notice. */
export type SignInClient = { userAgent: string | null; ipAddress: string | null };
type SignInListener = (user: UserRow, client: SignInClient, at: Date) => Promise<void>;

/** A session's "last seen" is written at most this often, not on every request. */
const lastSeenEveryMs = 60_000;

type Deps = { repository: AuthRepository; accounts: AccountsService; clock: Clock; config: Config; logger: AppLogger };

/**
 * Every request authenticates its token: the answer is kept this long, keyed by the token's hash. Logout, a password
 * change and the user's own updates forget it at once in this process; another server process (PostgreSQL) sees a
 * revoked token refused after at most this long.
 */
export const sessionCacheTtlMs = 3_000;

/** The login's `storage`, in MB like the quota (features/cloud): what is left, to one decimal. */
const storageOf = (totalMegabytes: number, usedBytes: number) => ({
  totalStorage: totalMegabytes,
  availableStorage: Math.max(0, Math.floor((totalMegabytes - usedBytes / (1024 * 1024)) * 10) / 10),
});

export function createAuthService({ repository, accounts, clock, config, logger }: Deps) {
  const throttle = createLoginThrottle(repository, clock, config.auth);
  const sessions = createExpiringCache<AuthenticatedSession>({ ttlMs: sessionCacheTtlMs, maxEntries: 10_000, clock });
  const forgetSessionsOf = (userId: number) => sessions.forgetWhere((session) => session.user.id === userId);
  const signInListeners: SignInListener[] = [];

  function lifetimeMs(kind: TokenKind): number {
    if (kind === 'remember') return config.auth.rememberTtlDays * 86_400_000;
    if (kind === 'impersonation') return config.auth.impersonationTtlMinutes * 60_000;
    return config.auth.sessionTtlHours * 3_600_000;
  }

  /** An admin blocked the user (features/admin/users): no new session, whichever way they sign in. */
  function refuseBlocked(user: UserRow) {
    if (user.blockedAt) throw new AppError('forbidden', { messageKey: 'user-blocked' });
  }

  async function issueToken(
    userId: number,
    kind: TokenKind,
    impersonatorId: number | null = null,
    client: SignInClient = { userAgent: null, ipAddress: null },
  ) {
    const token = generateAccessToken();
    const expiresAt = new Date(clock.now().getTime() + lifetimeMs(kind));
    const userAgent = client.userAgent?.slice(0, 500) ?? null;
    await repository.insertToken({
      ...{ userId, tokenHash: hashAccessToken(token), kind, expiresAt, impersonatorId },
      ...{ userAgent, ipAddress: client.ipAddress },
    });
    return { token, expiresAt };
  }

  /**
   * A new sign-in of the user themself (not an admin opening their dashboard): a session row, and the listeners told
   * when it comes from a browser the account never signed in from (the first sign-in of an account is not news).
   */
  async function signIn(user: UserRow, remember: boolean, client: SignInClient) {
    const userAgent = client.userAgent?.slice(0, 500) ?? null;
    const prior = signInListeners.length ? await repository.priorSignIns(user.id, userAgent) : null;
    const issued = await issueToken(user.id, remember ? 'remember' : 'session', null, client);
    const at = clock.now();
    if (prior?.any && !prior.sameDevice) {
      // The session is issued already: a notice that cannot be written must not turn the sign-in into an error.
      for (const listener of signInListeners) {
        await listener(user, client, at).catch((error: unknown) =>
          logger.error({ err: error }, 'sign-in listener failed'),
        );
      }
    }
    return issued;
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
        email: user.email,
        admin: user.isAdmin,
        referral: user.isReferral,
        locale: user.locale,
      },
      ...linked,
      admin: user.isAdmin,
      referral: user.isReferral,
      storage: storageOf(user.totalStorageMb, await repository.storageUsedBytes(user.id)),
      show_instagram: config.instagramEnabled,
      instagram_login: config.instagramEnabled && config.meta.instagramLogin !== null,
      business_time_zone: config.businessTimeZone,
      instagram_hashtags_per_caption: config.publishing.instagramHashtagsPerCaption,
    };
  }

  return {
    async ownerLogin(input: OwnerLoginRequest, address: string, userAgent?: string): Promise<SessionResponse> {
      await throttle.assertAllowed(input.username, address);
      const user = await repository.findUserByUsername(input.username);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await throttle.recordFailure(input.username, address);
        throw new AppError('wrong-data');
      }
      await throttle.recordSuccess(input.username);
      refuseBlocked(user);
      const client = { userAgent: userAgent ?? null, ipAddress: address };
      const { token, expiresAt } = await signIn(user, !input.oneTime, client);
      return buildSession(user, token, expiresAt, false);
    },

    /** A new session for a user who proved who they are some other way (Facebook login). */
    async startSession(
      user: UserRow,
      remember = true,
      client: SignInClient = { userAgent: null, ipAddress: null },
    ): Promise<SessionResponse> {
      refuseBlocked(user);
      const { token, expiresAt } = await signIn(user, remember, client);
      return buildSession(user, token, expiresAt, false);
    },

    /** Called after a sign-in from a browser the account has not used before (not its first); failures are logged. */
    onSignIn(listener: SignInListener) {
      signInListeners.push(listener);
    },

    /** A browser-tab session for an admin already proven some other way (a single-use technical link); null otherwise. */
    async startAdminTabSession(userId: number): Promise<SessionResponse | null> {
      const user = await repository.findUserById(userId);
      if (!user?.isAdmin) return null;
      const { token, expiresAt } = await issueToken(user.id, 'session');
      return buildSession(user, token, expiresAt, false);
    },

    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashAccessToken(token);
      const now = clock.now();
      const session = await sessions.load(tokenHash, async () => {
        const row = await repository.findActiveToken(tokenHash, now);
        if (!row || row.user.blockedAt) return null;
        const lastSeen = row.token.lastSeenAt ?? row.token.createdAt;
        if (now.getTime() - lastSeen.getTime() >= lastSeenEveryMs) await repository.touchToken(row.token.id, now);
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

    async listSessions(session: AuthenticatedSession) {
      const rows = await repository.listActiveTokens(session.user.id, clock.now());
      return rows.map((row) => ({ ...row, current: row.id === session.tokenId }));
    },

    /** Signs out one of the user's sessions: its token is refused from the next request on. */
    async endSession(session: AuthenticatedSession, tokenId: number) {
      if (!(await repository.revokeUserToken(session.user.id, tokenId, clock.now()))) throw new AppError('not-found');
      sessions.forgetWhere((known) => known.tokenId === tokenId);
    },

    async endOtherSessions(session: AuthenticatedSession) {
      await repository.revokeOtherTokens(session.user.id, session.tokenId, clock.now(), true);
      forgetSessionsOf(session.user.id);
    },

    /** Every session of the user ends (a password set through a reset link). */
    async endAllSessions(userId: number) {
      await repository.revokeAllTokens(userId, clock.now());
      forgetSessionsOf(userId);
    },

    async updateProfile(
      session: AuthenticatedSession,
      values: { name?: string; email?: string | null; avatar?: string | null; locale?: InterfaceLocale },
    ) {
      if (session.kind === 'impersonation') throw new AppError('forbidden');
      try {
        await repository.updateProfile(session.user.id, values);
      } catch (error) {
        if (uniqueViolationOf(error) === 'users_email_lower_key')
          throw new AppError('validation', { fieldErrors: { email: ['email-used'] }, messageKey: 'email-used' });
        throw error;
      }
      forgetSessionsOf(session.user.id);
    },

    findUser: (id: number) => repository.findUserById(id),
    findUserByLogin: (login: string) => repository.findUserByLogin(login),
    /** Another kind of attempt counted like failed logins, apart from them (password reset requests). */
    attemptThrottle: (scope: string, limits: LoginThrottleLimits) =>
      createLoginThrottle(repository, clock, limits, scope),

    async setPassword(userId: number, password: string) {
      await repository.updatePasswordHash(userId, await hashPassword(password));
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
