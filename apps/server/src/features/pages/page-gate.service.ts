import { hasFeatureGroup, type FeatureGroup } from '@app/contract';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import type { AppLogger } from '../../platform/logger.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import { metaFailureAnswer, metaOutcomeOf, metaRefusal } from '../../platform/meta/meta-outcome.ts';
import type { GraphHost } from '../../platform/meta/graph-client.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import { permissionToRecord, type Capability } from './capabilities.ts';
import { gateStop, type GateStop, type PageHealth } from './page-gate.ts';
import { createPageHealthRepository } from './page-health.repository.ts';

/** Whom a question is about: a page, or an Instagram account (which acts through its linked page's token). */
export type GateSubject =
  { pageId: number } | { metaPageId: string } | { instagramAccountId: number } | { metaAccountId: string };

export type GateAnswer =
  | { open: true; health: PageHealth; token: string; graph: GraphHost }
  | { open: false; health: PageHealth | null; stop: GateStop | null };

function stopAnswer(stop: GateStop, name: string, businessTime: BusinessTime): AppError {
  switch (stop.reason) {
    case 'page-deleted':
      return notFound();
    case 'feature-missing':
      return new AppError('forbidden', { messageKey: 'feature-missing' });
    case 'page-blocked':
      return metaRefusal('page-stop-blocked', { name });
    case 'plan-expired':
      return metaRefusal('page-stop-plan-expired', { name });
    case 'token-invalid':
      return metaRefusal('meta-reconnect', { name });
    case 'missing-permission':
      return metaRefusal('meta-permission-missing', { name, permission: stop.permission ?? '' });
    case 'policy-block':
      return metaRefusal('page-stop-policy-block', {
        name,
        until: stop.until ? businessTime.wallClockOf(stop.until) : '',
      });
  }
}

/** A page's state changes rarely and is asked on every event: kept this long per process (forgotten on change here). */
export const pageHealthTtlMs = 3_000;

const keyOf = (subject: GateSubject) =>
  'pageId' in subject
    ? `p:${subject.pageId}`
    : 'metaPageId' in subject
      ? `pm:${subject.metaPageId}`
      : 'instagramAccountId' in subject
        ? `i:${subject.instagramAccountId}`
        : `im:${subject.metaAccountId}`;

/**
 * The page gate: one question, "may this page or account do this now, and with which token", answered here for
 * every engine and screen, from one cached read of the page's health; and the page's side of every Meta error
 * (`meta-outcome.ts`): a sending pause, a refused token, a refused permission, each told to the owners once.
 */
export function createPageGate(deps: {
  db: Db;
  cipher: TokenCipher;
  clock: Clock;
  businessTime: BusinessTime;
  events: Pick<DomainEvents, 'publish'>;
  logger: AppLogger;
}) {
  const { clock, cipher, events, logger } = deps;
  const repository = createPageHealthRepository(deps.db);
  const healthCache = createExpiringCache<PageHealth>({ ttlMs: pageHealthTtlMs, maxEntries: 20_000, clock });
  const decrypted = new Map<string, string>();

  function read(subject: GateSubject): Promise<PageHealth | null> {
    if ('pageId' in subject) return repository.pageById(subject.pageId);
    if ('metaPageId' in subject) return repository.pageByMetaId(subject.metaPageId);
    if ('instagramAccountId' in subject) return repository.accountById(subject.instagramAccountId);
    return repository.accountByMetaId(subject.metaAccountId);
  }

  function tokenOf(encrypted: string): string {
    let token = decrypted.get(encrypted);
    if (token === undefined) {
      token = cipher.decrypt(encrypted);
      if (decrypted.size >= 20_000) decrypted.clear();
      decrypted.set(encrypted, token);
    }
    return token;
  }

  function forget(pageId?: number) {
    if (pageId === undefined) healthCache.clear();
    else healthCache.forgetWhere((health) => health.pageId === pageId);
  }

  /** An account linked with Instagram Login changed here: its cached health goes. */
  function forgetAccount(accountId: number) {
    healthCache.forgetWhere((health) => health.instagram?.accountId === accountId);
  }

  const gate = {
    health: (subject: GateSubject) => healthCache.load(keyOf(subject), () => read(subject)),

    /** The answer for `capability` now; a closed gate says why (null stop: the page or account is not there). */
    async check(subject: GateSubject, capability: Capability): Promise<GateAnswer> {
      const health = await gate.health(subject);
      if (!health) return { open: false, health: null, stop: null };
      const stop = gateStop(health, capability, clock.now());
      if (stop) return { open: false, health, stop };
      return { open: true, health, token: tokenOf(health.tokenEncrypted!), graph: health.graph };
    },

    /**
     * Whether the page or account has a plan feature (a route's declared feature); true when it is not there (the
     * handler answers that). Read fresh: a screen must see a plan change at once, and screens are not a hot path.
     */
    async hasFeature(subject: GateSubject, feature: FeatureGroup): Promise<boolean> {
      const health = await read(subject);
      if (!health) return true;
      const features = health.instagram ? health.instagram.features : health.features;
      return hasFeatureGroup(
        features.map((slug) => ({ slug })),
        feature,
      );
    },

    /**
     * Meta no longer accepts the page's token (a refusal, or the person who linked it removed the app): every engine
     * stops on it and its owners are told once, until it is reconnected.
     */
    async tokenRefused(pageId: number, name: string, reason: string) {
      const first = await repository.markTokenInvalid(pageId, clock.now());
      forget(pageId);
      if (first) await events.publish('page.token-refused', { pageId, name, reason });
    },

    /**
     * Instagram Login: Meta no longer accepts the account's own token (a refusal, or a refresh Meta refused): every
     * engine stops on it and its owners are told once (`refresh`: the refresh job's refusal), until it is linked again.
     */
    async instagramTokenRefused(accountId: number, name: string, reason: string, refresh = false) {
      const first = await repository.markAccountTokenInvalid(accountId, clock.now());
      forgetAccount(accountId);
      if (first) await events.publish('instagram.token-refused', { accountId, name, reason, refresh });
    },

    /**
     * The Meta side of an error met by an Instagram-Login account (no page): a refused token marks the account;
     * Meta's other page effects have no page to land on and change nothing here.
     */
    async recordAccountMetaFailure(accountId: number, error: MetaApiError) {
      const effect = metaOutcomeOf(error).page;
      if (effect?.kind !== 'token-invalid') return;
      const health = await repository.accountById(accountId);
      if (health) await gate.instagramTokenRefused(accountId, health.name, error.message);
    },

    /**
     * The Meta side of an error for whatever the gate answered: the page's, or an Instagram-Login account's own.
     */
    async recordHealthMetaFailure(
      health: PageHealth,
      capability: Capability,
      error: MetaApiError,
      network: 'facebook' | 'instagram' = 'facebook',
    ) {
      if (health.pageId !== null) return gate.recordMetaFailure(health.pageId, capability, error, network);
      if (health.instagram) return gate.recordAccountMetaFailure(health.instagram.accountId, error);
    },

    forgetAccount,

    /** Who owns an Instagram account. */
    accountOwnerIds: (accountId: number) => repository.accountOwnerIds(accountId),

    /** The person who linked the page removed the app on Facebook: as a refused token, told in its own words. */
    async appRemoved(pageId: number, name: string) {
      const first = await repository.markTokenInvalid(pageId, clock.now());
      forget(pageId);
      if (first) await events.publish('page.app-removed', { pageId, name });
    },

    /**
     * The person who linked the page took `permission` back on Facebook: every capability needing it stops at once,
     * before any call is refused, and the owners are told once (until a reconnect grants it again).
     */
    async permissionRevoked(pageId: number, name: string, permission: string) {
      const first = await repository.recordMissingPermission(pageId, permission);
      forget(pageId);
      if (first) await events.publish('page.permission-revoked', { pageId, name, permission });
    },

    /** The person granted the permission again on Facebook: what needs it runs again (true when it had stopped). */
    async permissionGranted(pageId: number, permission: string) {
      const cleared = await repository.clearMissingPermission(pageId, permission);
      forget(pageId);
      return cleared;
    },

    /**
     * An admin asks the page to try again: its refused token and refused permissions are forgotten, so the gate lets
     * the next call go; a problem still there is recorded again by that call (and told once more).
     */
    async clearMetaProblems(pageId: number) {
      await repository.clearMetaProblems(pageId);
      forget(pageId);
    },

    /** A change made here (a reconnect, a renewal, a block, a test's own update) is seen by the next question. */
    forget,

    /** Who owns the page (every owner of an account linked to it). */
    ownerIds: (pageId: number) => repository.ownerIds(pageId),

    /**
     * The page's side of a Meta error met while doing `capability` (meta-outcome.ts): a policy block pauses its
     * sending, a refused token marks it, a refused permission is recorded against that capability alone. Owners are
     * told once per change. Throttles, item refusals and Meta's bad moments change nothing here.
     */
    async recordMetaFailure(
      pageId: number,
      capability: Capability,
      error: MetaApiError,
      network: 'facebook' | 'instagram' = 'facebook',
    ) {
      const effect = metaOutcomeOf(error).page;
      if (!effect) return;
      const health = await repository.pageById(pageId);
      if (!health) return;
      const now = clock.now();
      const { name } = health;
      if (effect.kind === 'pause-sending') {
        const until = new Date(now.getTime() + effect.forMs);
        const started = await repository.pauseSending(pageId, until, now);
        forget(pageId);
        if (!started) return;
        logger.warn({ pageId, until, message: error.message }, 'Meta paused a page from sending');
        await events.publish('page.sending-paused', { pageId, name, until });
        return;
      }
      if (effect.kind === 'token-invalid') return gate.tokenRefused(pageId, name, error.message);
      const permission = permissionToRecord(capability, network, effect.permission);
      const first = await repository.recordMissingPermission(pageId, permission);
      forget(pageId);
      if (first) await events.publish('page.permission-refused', { pageId, name, permission });
    },

    /**
     * A Graph call made for a seller's screen with the page's token: a Meta error records the page's side, then
     * answers as every screen does (`metaFailureAnswer`).
     */
    async screenCall<T>(
      pageId: number | null,
      subject: string,
      capability: Capability,
      call: () => Promise<T>,
    ): Promise<T> {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        if (pageId !== null) await gate.recordMetaFailure(pageId, capability, error);
        throw metaFailureAnswer(error, subject);
      }
    },

    /** A closed gate as a screen answers it: 422 saying why (403 for a feature the plan lacks, 404 for a removed page). */
    stopAnswer(stop: GateStop, name: string): AppError {
      return stopAnswer(stop, name, deps.businessTime);
    },

    /** Plan expired or admin block: the owners are told once (until renewed or unblocked). */
    async noticeAutomationsStopped(pageId: number, name: string, reason: 'plan-expired' | 'page-blocked') {
      if (!(await repository.markAutomationsPaused(pageId, reason))) return;
      forget(pageId);
      await events.publish('page.automations-stopped', { pageId, name, reason });
    },

    /** The page runs again: the next stop is told again. */
    async noticeAutomationsResumed(pageId: number) {
      if (await repository.clearAutomationsPaused(pageId)) forget(pageId);
    },
  };
  return gate;
}
export type PageGate = ReturnType<typeof createPageGate>;
