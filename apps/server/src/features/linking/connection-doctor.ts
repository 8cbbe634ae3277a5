import type { ConnectionDoctor, DoctorStatus, FeatureSlug, PermissionUse } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import { graphVersionState } from '../../platform/meta/graph-versions.ts';
import { instagramLoginWebhookFields, type InstagramLoginApi } from '../../platform/meta/graph-instagram-login.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { PageGate } from '../pages/index.ts';
import type { LastEventReader } from '../webhooks/index.ts';
import type { ConnectionDoctorRepository } from './connection-doctor.repository.ts';
import type { LinkingRepository, PageRow } from './linking.repository.ts';
import type { LinkingService } from './linking.service.ts';
import { webhookFieldsNeeded } from './page-subscription.ts';

type Kind = ConnectionDoctor['kind'];
type Uses = Partial<Record<PermissionUse, readonly string[]>>;

/** The permissions each use needs (Meta's names); the web app says what each one enables. */
export const permissionsByUse: Record<Kind, Uses> = {
  page: {
    connection: ['pages_show_list', 'pages_manage_metadata'],
    reply: ['pages_read_engagement', 'pages_read_user_content', 'pages_manage_engagement', 'pages_messaging'],
    comments: ['pages_read_engagement', 'pages_read_user_content', 'pages_manage_engagement'],
    likes: ['pages_manage_engagement'],
    poster: ['pages_manage_posts', 'pages_read_engagement'],
    bot: ['pages_messaging'],
    store: ['pages_messaging'],
  },
  instagram: {
    connection: ['pages_show_list', 'pages_manage_metadata', 'pages_read_engagement', 'instagram_basic'],
    // Direct messages reach us through the page's messaging fields, which Meta subscribes only with pages_messaging.
    reply: ['instagram_manage_comments', 'instagram_manage_messages', 'pages_messaging'],
    comments: ['instagram_manage_comments'],
    poster: ['instagram_content_publish'],
    bot: ['instagram_manage_messages', 'pages_messaging'],
    store: ['instagram_manage_messages', 'pages_messaging'],
  },
};

const usageWarningPercent = 80;

export type ConnectionDoctorDeps = {
  repository: LinkingRepository;
  pages: PageGate;
  doctorRepository: ConnectionDoctorRepository;
  linking: LinkingService;
  accounts: AccountsService;
  graph: GraphApi;
  cipher: TokenCipher;
  clock: Clock;
  config: Config;
  lastEvent: LastEventReader;
  /** The highest usage percentage Meta announced for a page or Instagram account. */
  usageOf: (key: string) => number;
  /** Instagram Login's calls (null when not set up): an account linked with it is checked on graph.instagram.com. */
  instagramLogin: InstagramLoginApi | null;
};

type InstagramLoginAccount = NonNullable<Awaited<ReturnType<LinkingRepository['findInstagramAccount']>>>['account'];

/** An Instagram Login token with fewer days left than this is shown as a warning (the daily refresh is late). */
const tokenWarningMs = 7 * 86_400_000;

type Subject = { kind: Kind; id: number; metaId: string; name: string; features: FeatureSlug[]; page: PageRow };

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fromEpoch = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/**
 * The connection doctor: one owner-readable health check of a page or Instagram account, each failed line with
 * the action that fixes it (reconnect, subscribe again, ask for the permission again).
 */
export function createConnectionDoctor(deps: ConnectionDoctorDeps) {
  const { repository, doctorRepository, linking, pages, accounts, graph, cipher, clock, config } = deps;

  function neededPermissions(kind: Kind, features: FeatureSlug[]) {
    const uses = permissionsByUse[kind];
    const needed = new Map<string, PermissionUse[]>();
    for (const use of ['connection', ...features] as PermissionUse[]) {
      for (const name of uses[use] ?? []) needed.set(name, [...(needed.get(name) ?? []), use]);
    }
    return needed;
  }

  async function appMode(): Promise<ConnectionDoctor['app_mode']> {
    try {
      const app = await graph.appNode();
      // Meta's app node does not tell the mode; the simulator's does.
      if (typeof app.development_mode !== 'boolean') return { status: 'unknown', mode: 'unknown' };
      return app.development_mode ? { status: 'warning', mode: 'development' } : { status: 'ok', mode: 'live' };
    } catch {
      return { status: 'unknown', mode: 'unknown' };
    }
  }

  /** The lines every check shares: the last event, Meta's usage figure, the app's mode, the login and the version. */
  async function commonLines(metaIds: string[]) {
    const last = await deps.lastEvent(metaIds.at(-1)!);
    const percent = Math.max(...metaIds.map((id) => deps.usageOf(id)));
    const usageStatus: DoctorStatus = percent >= 100 ? 'failed' : percent >= usageWarningPercent ? 'warning' : 'ok';
    return {
      last_event: last
        ? { status: 'ok' as const, at: last.at.toISOString(), kind: last.kind }
        : { status: 'warning' as const, at: null, kind: null },
      usage: { status: usageStatus, percent },
      app_mode: await appMode(),
      login: { mode: config.meta.login.mode },
      graph_version: graphVersionState(config.meta.graphVersion, clock.now()),
    };
  }

  /**
   * An account linked with Instagram Login: its own token (valid, and when it expires: the refresh job renews it
   * daily) and its subscription, read on graph.instagram.com; Meta tells no scopes for such a token.
   */
  async function diagnoseInstagramLogin(account: InstagramLoginAccount): Promise<ConnectionDoctor> {
    const now = clock.now();
    const fieldsNeeded = [...instagramLoginWebhookFields];
    const expiresAt = account.tokenExpiresAt;
    const expired = expiresAt !== null && expiresAt <= now;
    let token: ConnectionDoctor['token'] = {
      status: 'failed',
      valid: false,
      expires_at: iso(expiresAt),
      data_access_expires_at: null,
      error: account.tokenInvalidAt ? 'Meta no longer accepts the token' : expired ? 'The token expired' : 'No token',
      fix: 'reconnect',
    };
    let subscribed: string[] | null = null;
    if (account.tokenEncrypted && !account.tokenInvalidAt && !expired && deps.instagramLogin) {
      const accountToken = cipher.decrypt(account.tokenEncrypted);
      try {
        await deps.instagramLogin.me(accountToken);
        const soon = expiresAt !== null && expiresAt.getTime() - now.getTime() < tokenWarningMs;
        token = { ...token, status: soon ? 'warning' : 'ok', valid: true, error: null, fix: null };
        subscribed = await deps.instagramLogin.subscribedFields(accountToken, account.metaAccountId);
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        await pages.recordAccountMetaFailure(account.id, error);
        if (error.category === 'reconnect') token = { ...token, error: error.message };
        else token = { ...token, status: 'unknown', error: error.message, fix: null };
      }
    }
    const missing = subscribed === null ? [] : fieldsNeeded.filter((field) => !subscribed.includes(field));
    const webhookStatus: DoctorStatus = subscribed === null ? 'unknown' : missing.length ? 'failed' : 'ok';
    const common = await commonLines([account.metaAccountId]);
    const lines = [token.status, webhookStatus, common.usage.status];
    return {
      kind: 'instagram',
      id: account.id,
      meta_id: account.metaAccountId,
      name: account.name,
      checked_at: now.toISOString(),
      healthy: !lines.includes('failed'),
      token,
      permissions: { status: 'unknown', items: [], missing: [], stopped: [], fix: null },
      webhooks: {
        status: webhookStatus,
        subscribed: subscribed ?? [],
        needed: fieldsNeeded,
        missing,
        refused: [],
        error: null,
        failed_at: null,
        healed_at: null,
        fix: webhookStatus === 'failed' && token.valid ? 'subscribe' : null,
      },
      ...common,
    };
  }

  async function diagnose(subject: Subject): Promise<ConnectionDoctor> {
    const { page } = subject;
    const needed = neededPermissions(subject.kind, subject.features);
    const fieldsNeeded = webhookFieldsNeeded(subject.features);
    let token: ConnectionDoctor['token'] = {
      status: 'failed',
      valid: false,
      expires_at: null,
      data_access_expires_at: null,
      error: 'No token stored',
      fix: 'reconnect',
    };
    let scopes: string[] | null = null;
    let subscribed: string[] | null = null;
    if (page.accessTokenEncrypted) {
      const pageToken = cipher.decrypt(page.accessTokenEncrypted);
      try {
        const { data } = await graph.debugToken(pageToken);
        token = {
          status: data.is_valid ? 'ok' : 'failed',
          valid: data.is_valid,
          expires_at: fromEpoch(data.expires_at),
          data_access_expires_at: fromEpoch(data.data_access_expires_at),
          error: data.is_valid ? null : (data.error?.message ?? 'The access token is no longer valid'),
          fix: data.is_valid ? null : 'reconnect',
        };
        if (data.is_valid) {
          scopes = data.scopes ?? [];
          const apps = await graph.subscribedApps(page.metaPageId, pageToken);
          subscribed = apps.find((app) => app.id === config.meta.appId)?.subscribed_fields ?? [];
        } else {
          await pages.recordMetaFailure(
            page.id,
            'webhooks',
            new MetaApiError(400, {
              code: data.error?.code ?? 190,
              error_subcode: data.error?.subcode,
              message: token.error!,
            }),
          );
        }
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        await pages.recordMetaFailure(page.id, 'webhooks', error);
        if (error.category === 'reconnect') token = { ...token, error: error.message };
        else token = { ...token, status: 'unknown', error: error.message, fix: null };
      }
    }

    const items = [...needed].map(([name, usedFor]) => ({
      name,
      granted: scopes === null ? false : scopes.includes(name),
      used_for: usedFor,
    }));
    const missingPermissions = scopes === null ? [] : items.filter((item) => !item.granted).map((item) => item.name);
    // What the page gate stopped on (a refusal, or a permission taken back) stays stopped until a reconnect.
    const stopped = page.missingPermissions;
    const permissionStatus: DoctorStatus =
      missingPermissions.length || stopped.length ? 'failed' : scopes === null ? 'unknown' : 'ok';

    const missingFields = subscribed === null ? [] : fieldsNeeded.filter((field) => !subscribed.includes(field));
    let webhookStatus: DoctorStatus = subscribed === null ? 'unknown' : missingFields.length ? 'failed' : 'ok';
    let failedAt = page.subscriptionFailedAt;
    if (webhookStatus === 'ok' && failedAt) {
      await doctorRepository.recordSubscription(page.id, { failedAt: null, error: null, refused: [] });
      failedAt = null;
    } else if (webhookStatus === 'failed' && !failedAt) {
      // The subscription went away on Meta's side (removed, or disabled after failed deliveries).
      failedAt = clock.now();
      await doctorRepository.recordSubscription(page.id, { failedAt, error: null, refused: [] });
    }
    if (webhookStatus === 'unknown' && failedAt) webhookStatus = 'failed';
    const webhooks: ConnectionDoctor['webhooks'] = {
      status: webhookStatus,
      subscribed: subscribed ?? [],
      needed: fieldsNeeded,
      missing: missingFields,
      refused: failedAt ? page.subscriptionRefusedFields : [],
      error: failedAt ? page.subscriptionError : null,
      failed_at: iso(failedAt),
      healed_at: iso(page.subscriptionHealedAt),
      fix: webhookStatus === 'failed' && token.valid ? 'subscribe' : null,
    };

    const common = await commonLines([page.metaPageId, subject.metaId]);
    const lines = [token.status, permissionStatus, webhooks.status, common.usage.status];
    return {
      kind: subject.kind,
      id: subject.id,
      meta_id: subject.metaId,
      name: subject.name,
      checked_at: clock.now().toISOString(),
      healthy: !lines.includes('failed'),
      token,
      permissions: {
        status: permissionStatus,
        items,
        missing: missingPermissions,
        stopped,
        fix: missingPermissions.length || stopped.length ? 'rerequest' : null,
      },
      webhooks,
      ...common,
    };
  }

  async function pageSubject(pageId: number): Promise<Subject> {
    const page = await repository.findPage(pageId);
    if (!page) throw notFound();
    const features = await doctorRepository.pageFeatureSlugs(page.id);
    return { kind: 'page', id: page.id, metaId: page.metaPageId, name: page.name, features, page };
  }

  /** An account linked with Instagram Login is checked on its own; any other through its page. */
  async function instagramDiagnosis(accountId: number): Promise<ConnectionDoctor> {
    const found = await repository.findInstagramAccount(accountId);
    if (found?.account.login === 'instagram') return diagnoseInstagramLogin(found.account);
    return diagnose(await instagramSubject(accountId));
  }

  /** Subscribes an Instagram-Login account again on graph.instagram.com, then checks it. */
  async function subscribeInstagramLogin(account: InstagramLoginAccount) {
    if (account.tokenEncrypted && !account.tokenInvalidAt && deps.instagramLogin) {
      await deps.instagramLogin
        .subscribe(cipher.decrypt(account.tokenEncrypted), account.metaAccountId)
        .catch(async (error: unknown) => {
          if (!(error instanceof MetaApiError)) throw error;
          await pages.recordAccountMetaFailure(account.id, error);
        });
    }
    return instagramDiagnosis(account.id);
  }

  async function instagramSubject(accountId: number): Promise<Subject> {
    const found = await repository.findInstagramAccount(accountId);
    if (!found?.page) throw notFound();
    const features = await doctorRepository.instagramFeatureSlugs(accountId);
    const { account, page } = found;
    return { kind: 'instagram', id: account.id, metaId: account.metaAccountId, name: account.name, features, page };
  }

  async function subscribeAgain(subject: Subject) {
    const { page } = subject;
    if (page.accessTokenEncrypted && !page.tokenInvalidAt) {
      const outcome = await linking.subscribeWebhooks(page, cipher.decrypt(page.accessTokenEncrypted));
      if (outcome.error && outcome.subscribed.length === 0)
        await pages.recordMetaFailure(page.id, 'webhooks', outcome.error);
    }
    return diagnose(subject.kind === 'page' ? await pageSubject(subject.id) : await instagramSubject(subject.id));
  }

  async function ownedPage(userId: number, pageId: number) {
    if (!(await accounts.userOwnsPage(userId, pageId))) throw notFound();
    return pageSubject(pageId);
  }

  async function ownedInstagram(userId: number, accountId: number) {
    if (!(await accounts.userOwnsInstagramAccount(userId, accountId))) throw notFound();
  }

  async function subscribeInstagram(accountId: number) {
    const found = await repository.findInstagramAccount(accountId);
    if (found?.account.login === 'instagram') return subscribeInstagramLogin(found.account);
    return subscribeAgain(await instagramSubject(accountId));
  }

  return {
    pageDoctor: async (userId: number, pageId: number) => diagnose(await ownedPage(userId, pageId)),
    instagramDoctor: async (userId: number, accountId: number) => {
      await ownedInstagram(userId, accountId);
      return instagramDiagnosis(accountId);
    },
    subscribePage: async (userId: number, pageId: number) => subscribeAgain(await ownedPage(userId, pageId)),
    subscribeInstagram: async (userId: number, accountId: number) => {
      await ownedInstagram(userId, accountId);
      return subscribeInstagram(accountId);
    },
    /** The admin side: the same check for any page or account. */
    adminPageDoctor: async (pageId: number) => diagnose(await pageSubject(pageId)),
    adminInstagramDoctor: (accountId: number) => instagramDiagnosis(accountId),
  };
}
export type ConnectionDoctorService = ReturnType<typeof createConnectionDoctor>;
