import { randomBytes } from 'node:crypto';
import {
  instagramAccountTypes,
  type InstagramAccount,
  type InstagramAccountType,
  type LoginCodeRequest,
  type SessionResponse,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { featureSlugs } from '@app/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { instagramScopes, pageScopes, type GraphApi, type GraphPage } from '../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuthenticatedSession, AuthService, SignInClient, UserRow } from '../auth/index.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { PageGate } from '../pages/index.ts';
import type { ConnectionDoctorRepository } from './connection-doctor.repository.ts';
import type { LinkingRepository, PageRow } from './linking.repository.ts';
import { pagesWithBusinessPortfolios } from './business-pages.ts';
import { subscribeAndRecord } from './page-subscription.ts';

type Deps = {
  repository: LinkingRepository;
  doctorRepository: ConnectionDoctorRepository;
  graph: GraphApi;
  cipher: TokenCipher;
  auth: AuthService;
  accounts: AccountsService;
  pages: PageGate;
  events: DomainEvents;
  clock: Clock;
  config: Config;
  logger: AppLogger;
};

export const stateLifetimeMs = 15 * 60_000;
export const trialDays = 14;
export const instagramFeatures = ['reply', 'poster', 'bot'] as const;

/** Any failure of the Facebook flow ends in the one message the spec names: fail-message. */
const failLogin = () => new AppError('fail-message');

export function createLinkingService(deps: Deps) {
  const { repository, doctorRepository, graph, cipher, auth, accounts, pages, clock, config, logger } = deps;
  const trialEnd = () => new Date(clock.now().getTime() + trialDays * 86_400_000);
  // Whoever must know that Meta delivers a page's webhooks again (the reply engine reads back what it missed).
  const pageSubscribed = (pageId: number) => void deps.events.publish('page.subscribed', { pageId });
  const pictureOf = (item: { picture?: { data?: { url?: string } } }) => item.picture?.data?.url ?? null;

  async function longLivedUserToken(token: string): Promise<string> {
    try {
      return (await graph.exchangeForLongLived(token)).access_token;
    } catch (error) {
      logger.warn({ err: error }, 'long-lived token exchange failed');
      throw failLogin();
    }
  }

  async function storePage(graphPage: GraphPage, now: Date): Promise<PageRow> {
    const { page, inserted } = await repository.upsertPage({
      metaPageId: graphPage.id,
      name: graphPage.name,
      avatar: pictureOf(graphPage),
      tokenEncrypted: cipher.encrypt(graphPage.access_token),
      now,
      trialEndsAt: trialEnd(),
    });
    if (inserted) await repository.addPageFeatures(page.id, featureSlugs);
    else await repository.clearInstagramTokenInvalid(page.id);
    pages.forget(page.id);
    // Linking still succeeds when Meta refuses (some) fields: the owner sees it and retries from the doctor.
    const outcome = await subscribeAndRecord(graph, doctorRepository, page, graphPage.access_token, now);
    if (outcome.subscribed.length > 0) pageSubscribed(page.id);
    if (outcome.error)
      logger.warn({ err: outcome.error, pageId: page.id, refused: outcome.refused }, 'webhook subscription refused');
    return page;
  }

  /** One linking run: each granted page is fetched and stored (and subscribed) once, whatever is linked from it. */
  function createLinkRun(userToken: string) {
    const now = clock.now();
    let granted: Promise<GraphPage[]> | null = null;
    const stored = new Map<string, Promise<PageRow>>();
    return {
      pages: () => (granted ??= pagesWithBusinessPortfolios(graph, userToken, logger)),
      store(graphPage: GraphPage) {
        let page = stored.get(graphPage.id);
        if (!page) {
          page = storePage(graphPage, now);
          stored.set(graphPage.id, page);
        }
        return page;
      },
    };
  }
  type LinkRun = ReturnType<typeof createLinkRun>;

  async function linkPages(userId: number, run: LinkRun) {
    const graphPages = await run.pages();
    for (const graphPage of graphPages) {
      const page = await run.store(graphPage);
      await repository.addPageOwner(page.id, userId);
    }
    return graphPages.length;
  }

  /**
   * Meta's type of the account, read apart from the page list: the field is not in our Graph reference for
   * Facebook Login, so a refusal must not stop the linking (null: keep what we knew, a business account at first).
   */
  async function instagramAccountType(igUserId: string, pageToken: string): Promise<InstagramAccountType | null> {
    try {
      const type = (await graph.instagramAccountType(igUserId, pageToken)).account_type?.toUpperCase();
      return instagramAccountTypes.find((known) => known === type) ?? null;
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      logger.warn({ err: error, igUserId }, 'Instagram account type not read');
      return null;
    }
  }

  async function linkInstagramAccounts(userId: number, run: LinkRun): Promise<number[]> {
    const graphPages = (await run.pages()).filter((page) => page.instagram_business_account?.id);
    const linked: number[] = [];
    for (const graphPage of graphPages) {
      const page = await run.store(graphPage);
      const instagram = graphPage.instagram_business_account!;
      const { account, inserted } = await repository.upsertInstagramAccount({
        metaAccountId: instagram.id,
        pageId: page.id,
        name: instagram.name ?? instagram.username ?? graphPage.name,
        username: instagram.username ?? instagram.id,
        avatar: instagram.profile_picture_url ?? null,
        accountType: await instagramAccountType(instagram.id, graphPage.access_token),
        trialEndsAt: trialEnd(),
      });
      if (inserted) await repository.addInstagramFeatures(account.id, instagramFeatures);
      await repository.addInstagramOwner(account.id, userId);
      linked.push(account.id);
    }
    return linked;
  }

  /** The Facebook user behind the token, as our user: the signed-in one, the one linked before, or a new one. */
  async function resolveUser(userToken: string, signedIn: UserRow | null): Promise<UserRow> {
    const me = await graph.me(userToken);
    const tokenEncrypted = cipher.encrypt(userToken);
    if (signedIn) {
      // An owner may link pages managed by another Facebook account; their own Facebook identity stays theirs.
      const holder = await repository.findUserByFacebookId(me.id);
      const mayClaim = signedIn.facebookUserId === null ? holder === null : signedIn.facebookUserId === me.id;
      if (mayClaim) {
        await repository.updateUserFacebook(signedIn.id, {
          facebookUserId: me.id,
          tokenEncrypted,
          avatar: pictureOf(me),
        });
        auth.forgetSessionsOf(signedIn.id);
      }
      return signedIn;
    }
    const known = await repository.findUserByFacebookId(me.id);
    if (known) {
      await repository.updateUserFacebook(known.id, { facebookUserId: me.id, tokenEncrypted, avatar: pictureOf(me) });
      auth.forgetSessionsOf(known.id);
      return known;
    }
    return repository.createFacebookUser({
      facebookUserId: me.id,
      name: me.name,
      avatar: pictureOf(me),
      tokenEncrypted,
    });
  }

  async function completeFacebookLogin(
    userToken: string,
    instagram: boolean,
    session: AuthenticatedSession | null,
    bearer: string | null,
    client: SignInClient,
  ): Promise<SessionResponse> {
    try {
      const user = await resolveUser(userToken, session?.user ?? null);
      if (instagram) await linkInstagramAccounts(user.id, createLinkRun(userToken));
      else await linkPages(user.id, createLinkRun(userToken));
      if (session && bearer) return auth.profile(session, bearer);
      return auth.startSession(user, true, client);
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.warn({ err: error }, 'facebook login failed');
      throw failLogin();
    }
  }

  async function pageToken(page: PageRow): Promise<string> {
    if (!page.accessTokenEncrypted) throw new AppError('not-found');
    return cipher.decrypt(page.accessTokenEncrypted);
  }

  const service = {
    async startDialog(session: AuthenticatedSession | null, instagram: boolean, rerequest = false) {
      const state = randomBytes(24).toString('base64url');
      await repository.createOAuthState({
        state,
        userId: session?.user.id ?? null,
        instagram,
        expiresAt: new Date(clock.now().getTime() + stateLifetimeMs),
      });
      const url = new URL(config.meta.dialogUrl);
      url.searchParams.set('client_id', config.meta.appId);
      url.searchParams.set('redirect_uri', `${config.appUrl}/auth/facebook/callback`);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      const login = config.meta.login;
      if (login.mode === 'business') {
        // A Business app refuses `scope`: its saved configuration names the permissions, granted all or none.
        url.searchParams.set('config_id', instagram ? login.instagramConfigId : login.pagesConfigId);
        url.searchParams.set('override_default_response_type', 'true');
      } else {
        url.searchParams.set('scope', (instagram ? instagramScopes : pageScopes).join(','));
      }
      // Meta does not ask again for a permission the user declined unless told to.
      if (rerequest) url.searchParams.set('auth_type', 'rerequest');
      return { url: url.toString(), state };
    },

    async loginWithCode(
      input: LoginCodeRequest,
      session: AuthenticatedSession | null,
      bearer: string | null,
      client: SignInClient,
    ) {
      const state = await repository.consumeOAuthState(input.state, clock.now());
      if (!state || state.instagram !== (input.instagram === 'yes')) throw failLogin();
      // A dialog started by a signed-in owner links to that owner even if the callback lost the bearer.
      const starter = session ?? null;
      if (state.userId !== null && starter && starter.user.id !== state.userId) throw failLogin();
      let shortLived: string;
      try {
        shortLived = (await graph.exchangeCode(input.code)).access_token;
      } catch (error) {
        logger.warn({ err: error }, 'code exchange failed');
        throw failLogin();
      }
      if (!shortLived) throw failLogin();
      const userToken = await longLivedUserToken(shortLived);
      return completeFacebookLogin(userToken, state.instagram, starter, bearer, client);
    },

    /** Links everything a dialog code grants (pages and Instagram accounts) to a known user; used to seed the demo. */
    async linkWithCode(user: UserRow, code: string) {
      const userToken = await longLivedUserToken((await graph.exchangeCode(code)).access_token);
      await resolveUser(userToken, user);
      const run = createLinkRun(userToken);
      await linkPages(user.id, run);
      await linkInstagramAccounts(user.id, run);
    },

    async loginWithToken(token: string, client: SignInClient) {
      return completeFacebookLogin(await longLivedUserToken(token), false, null, null, client);
    },

    async addPages(session: AuthenticatedSession, token: string) {
      const userToken = await longLivedUserToken(token);
      try {
        await resolveUser(userToken, session.user);
        await linkPages(session.user.id, createLinkRun(userToken));
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw failLogin();
      }
      return accounts.listLinkedAccounts(session.user.id);
    },

    /** `{error: 0, accounts}` on success; a non-zero error means nothing could be linked. */
    async addInstagramAccounts(
      session: AuthenticatedSession,
      token: string,
    ): Promise<{ error: number; accounts: InstagramAccount[] }> {
      try {
        const userToken = await longLivedUserToken(token);
        await resolveUser(userToken, session.user);
        const linked = await linkInstagramAccounts(session.user.id, createLinkRun(userToken));
        const all = (await accounts.listLinkedAccounts(session.user.id)).insta_accounts;
        return linked.length === 0 ? { error: 1, accounts: all } : { error: 0, accounts: all };
      } catch (error) {
        logger.warn({ err: error }, 'adding instagram accounts failed');
        return { error: 1, accounts: [] };
      }
    },

    async removePage(userId: number, pageId: number) {
      const page = await repository.findPage(pageId);
      if (!page || !(await accounts.userOwnsPage(userId, pageId))) throw notFound();
      const remaining = await repository.removePageOwner(pageId, userId);
      accounts.forgetOwnership();
      if (remaining > 0) return;
      await repository.softDeletePage(pageId, clock.now());
      pages.forget(pageId);
      if (page.accessTokenEncrypted && !page.tokenInvalidAt) {
        await graph.unsubscribeApp(page.metaPageId, await pageToken(page)).catch((error: unknown) => {
          logger.warn({ err: error, pageId }, 'unsubscribing the app from a removed page failed');
        });
      }
    },

    async removeInstagramAccount(userId: number, accountId: number) {
      const found = await repository.findInstagramAccount(accountId);
      if (!found || !(await accounts.userOwnsInstagramAccount(userId, accountId))) throw notFound();
      const remaining = await repository.removeInstagramOwner(accountId, userId);
      accounts.forgetOwnership();
      if (remaining === 0) await repository.softDeleteInstagramAccount(accountId, clock.now());
    },

    async checkPagePermissions(pageId: number) {
      const page = await repository.findPage(pageId);
      if (!page) throw notFound();
      return checkToken(page);
    },

    /** Subscribes the app to the page's webhooks and records the outcome; once Meta delivers again, `page.subscribed` says so. */
    async subscribeWebhooks(page: PageRow, token: string) {
      const outcome = await subscribeAndRecord(graph, doctorRepository, page, token, clock.now());
      if (outcome.subscribed.length > 0) pageSubscribed(page.id);
      return outcome;
    },

    async addPagePermissions(pageId: number) {
      const page = await repository.findPage(pageId);
      if (!page) throw notFound();
      const result = await checkToken(page);
      if (!result.valid) return { ...result, success: false };
      const outcome = await service.subscribeWebhooks(page, await pageToken(page));
      if (outcome.error) {
        if (outcome.subscribed.length === 0) await pages.recordMetaFailure(page.id, 'webhooks', outcome.error);
        return { ...(await checkToken(page)), error: outcome.error.message, success: false };
      }
      return { ...(await checkToken(page)), success: true };
    },

    async checkInstagramPermissions(accountId: number) {
      const found = await repository.findInstagramAccount(accountId);
      if (!found?.page) throw notFound();
      return checkToken(found.page);
    },

    async addInstagramPermissions(accountId: number) {
      const found = await repository.findInstagramAccount(accountId);
      if (!found?.page) throw notFound();
      return service.addPagePermissions(found.page.id);
    },
  };

  async function checkToken(page: PageRow) {
    if (!page.accessTokenEncrypted)
      return { valid: false, scopes: [] as string[], subscribed_fields: [] as string[], error: 'No token stored' };
    const token = await pageToken(page);
    try {
      const debug = await graph.debugToken(token);
      const valid = debug.data.is_valid;
      if (!valid) {
        const reason = debug.data.error;
        await pages.recordMetaFailure(
          page.id,
          'webhooks',
          new MetaApiError(400, {
            code: reason?.code ?? 190,
            error_subcode: reason?.subcode,
            message: reason?.message ?? 'The access token is no longer valid',
          }),
        );
      }
      const subscribed = valid ? await graph.subscribedApps(page.metaPageId, token) : [];
      const ours = subscribed.find((app) => app.id === config.meta.appId);
      return {
        valid,
        scopes: debug.data.scopes ?? [],
        subscribed_fields: ours?.subscribed_fields ?? [],
        error: valid ? null : 'Token is not valid',
      };
    } catch (error) {
      if (error instanceof MetaApiError) {
        await pages.recordMetaFailure(page.id, 'webhooks', error);
        return { valid: false, scopes: [], subscribed_fields: [], error: error.message };
      }
      throw error;
    }
  }

  return service;
}
export type LinkingService = ReturnType<typeof createLinkingService>;
