import { randomBytes } from 'node:crypto';
import { instagramAccountTypes, type InstagramAccountType, type InstagramLoginCodeRequest } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppLogger } from '../../platform/logger.ts';
import { instagramLoginWebhookFields, type InstagramLoginApi } from '../../platform/meta/graph-instagram-login.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuthenticatedSession } from '../auth/index.ts';
import type { PageGate } from '../pages/index.ts';
import type { LinkingRepository } from './linking.repository.ts';
import { instagramFeatures, stateLifetimeMs, trialDays } from './linking.service.ts';

/** Meta's long-lived Instagram token lives 60 days; when Meta does not say, that is what it gave. */
export const instagramTokenLifetimeMs = 5_183_944_000;
/** A token is refreshed once fewer than this many days are left: a daily run keeps it alive with a month to spare. */
export const instagramRefreshWhenLeftMs = 30 * 86_400_000;

const failLogin = () => new AppError('fail-message');

type Deps = {
  repository: LinkingRepository;
  instagramLogin: InstagramLoginApi | null;
  cipher: TokenCipher;
  accounts: AccountsService;
  pages: PageGate;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  config: Config;
  logger: AppLogger;
};

/** What the refresh of one token decides (pure): the new expiry, or what to do about Meta's refusal. */
export function refreshOutcome(
  result: { expires_in?: number } | MetaApiError,
  now: Date,
): { kind: 'refreshed'; expiresAt: Date } | { kind: 'try-again' } | { kind: 'refused'; reason: string } {
  if (!(result instanceof MetaApiError)) {
    const lifetime = result.expires_in ? result.expires_in * 1000 : instagramTokenLifetimeMs;
    return { kind: 'refreshed', expiresAt: new Date(now.getTime() + lifetime) };
  }
  // Meta's bad moment, a throttle or a network failure: tomorrow's run (or the next) tries again in time.
  if (result.httpStatus === 0 || result.errorClass === 'retry-later' || result.errorClass === 'slow-down')
    return { kind: 'try-again' };
  return { kind: 'refused', reason: result.message };
}

/**
 * Instagram API with Instagram Login: an Instagram professional account without a Facebook Page links itself in
 * Instagram's window, keeps its own 60-day token (refreshed here every day it is due) and is answered on
 * graph.instagram.com by the same engines, through the page gate (`graph: 'instagram'`).
 */
export function createInstagramLoginService(deps: Deps) {
  const { repository, cipher, accounts, pages, clock, logger } = deps;

  function api(): InstagramLoginApi {
    if (!deps.instagramLogin) throw new AppError('validation', { messageKey: 'instagram-login-unavailable' });
    return deps.instagramLogin;
  }

  const accountTypeOf = (value: string | undefined): InstagramAccountType | null =>
    (instagramAccountTypes as readonly string[]).includes(value ?? '') ? (value as InstagramAccountType) : null;

  return {
    /** The window's address, with a fresh single-use state bound to the signed-in owner. */
    async startDialog(session: AuthenticatedSession) {
      const login = api();
      const state = randomBytes(24).toString('base64url');
      await repository.createOAuthState({
        state,
        userId: session.user.id,
        instagram: true,
        instagramLogin: true,
        expiresAt: new Date(clock.now().getTime() + stateLifetimeMs),
      });
      return { url: login.authorizeUrl(state), state };
    },

    /** The callback's code: the account is linked to the owner (no page), subscribed, and the accounts answered. */
    async linkWithCode(session: AuthenticatedSession, input: InstagramLoginCodeRequest) {
      const login = api();
      const now = clock.now();
      const state = await repository.consumeOAuthState(input.state, now);
      if (!state || !state.instagramLogin || state.userId !== session.user.id) throw failLogin();
      let token: string;
      let expiresAt: Date;
      let me;
      try {
        const shortLived = await login.exchangeCode(input.code);
        const longLived = await login.exchangeForLongLived(shortLived.access_token);
        token = longLived.access_token;
        expiresAt = new Date(now.getTime() + (longLived.expires_in ?? instagramTokenLifetimeMs / 1000) * 1000);
        me = await login.me(token);
      } catch (error) {
        logger.warn({ err: error }, 'instagram login failed');
        throw failLogin();
      }
      const metaAccountId = String(me.user_id);
      const { account, inserted } = await repository.upsertInstagramLoginAccount({
        metaAccountId,
        name: me.name || me.username,
        username: me.username,
        avatar: me.profile_picture_url ?? null,
        accountType: accountTypeOf(me.account_type),
        tokenEncrypted: cipher.encrypt(token),
        tokenExpiresAt: expiresAt,
        now,
        trialEndsAt: new Date(now.getTime() + trialDays * 86_400_000),
      });
      if (inserted) await repository.addInstagramFeatures(account.id, instagramFeatures);
      await repository.addInstagramOwner(account.id, session.user.id);
      pages.forgetAccount(account.id);
      try {
        await login.subscribe(token, metaAccountId);
        // Linked again after a while: the direct messages Meta did not deliver meanwhile are read back.
        await deps.events.publish('instagram.subscribed', { accountId: account.id });
      } catch (error) {
        // Linked all the same: the connection doctor shows the subscription and offers to subscribe again.
        logger.warn({ err: error, accountId: account.id }, 'instagram login subscription failed');
        if (error instanceof MetaApiError) await pages.recordAccountMetaFailure(account.id, error);
      }
      return accounts.listLinkedAccounts(session.user.id);
    },

    /**
     * The daily refresh: every Instagram-Login token a day old or more with fewer than 30 days left gets a fresh 60
     * days; a refusal marks the token refused through the gate and tells the owners once.
     */
    async refreshTokens(): Promise<{ refreshed: number; refused: number }> {
      if (!deps.instagramLogin) return { refreshed: 0, refused: 0 };
      const login = deps.instagramLogin;
      let refreshed = 0;
      let refused = 0;
      for (const account of await repository.instagramTokensToRefresh(clock.now(), instagramRefreshWhenLeftMs)) {
        const result = await login
          .refresh(cipher.decrypt(account.tokenEncrypted!))
          .catch((error: unknown) => (error instanceof MetaApiError ? error : Promise.reject(error)));
        const now = clock.now();
        const outcome = refreshOutcome(result, now);
        if (outcome.kind === 'refreshed' && !(result instanceof MetaApiError)) {
          await repository.storeRefreshedInstagramToken(
            account.id,
            cipher.encrypt(result.access_token),
            outcome.expiresAt,
            now,
          );
          pages.forgetAccount(account.id);
          refreshed++;
        } else if (outcome.kind === 'refused') {
          logger.warn({ accountId: account.id, reason: outcome.reason }, 'instagram token refresh refused');
          await pages.instagramTokenRefused(account.id, account.name, outcome.reason, true);
          refused++;
        }
      }
      return { refreshed, refused };
    },

    /**
     * Subscriptions that heal, for accounts linked with Instagram Login: each one's `subscribed_apps` on
     * graph.instagram.com is read, and the account subscribed again when a field is missing. A refused token is
     * marked through the gate; one account's failure holds up no other.
     */
    async healSubscriptions(): Promise<{ healed: number; failed: number }> {
      if (!deps.instagramLogin) return { healed: 0, failed: 0 };
      const login = deps.instagramLogin;
      let healed = 0;
      let failed = 0;
      for (const account of await repository.instagramLoginAccountsToCheck(clock.now())) {
        const token = cipher.decrypt(account.tokenEncrypted!);
        try {
          const subscribed = await login.subscribedFields(token, account.metaAccountId);
          if (instagramLoginWebhookFields.every((field) => subscribed.includes(field))) continue;
          await login.subscribe(token, account.metaAccountId);
          logger.info({ accountId: account.id }, 'instagram login account subscribed again');
          await deps.events.publish('instagram.subscribed', { accountId: account.id });
          healed++;
        } catch (error) {
          if (!(error instanceof MetaApiError)) throw error;
          logger.warn({ err: error, accountId: account.id }, 'instagram login subscription check failed');
          await pages.recordAccountMetaFailure(account.id, error);
          failed++;
        }
      }
      return { healed, failed };
    },
  };
}
export type InstagramLoginService = ReturnType<typeof createInstagramLoginService>;

/** Where Instagram's window sends the owner back (the web app's callback page). */
export const instagramCallbackPath = '/auth/instagram/callback';

export const instagramLoginRedirectUri = (config: Config) => `${config.appUrl}${instagramCallbackPath}`;
