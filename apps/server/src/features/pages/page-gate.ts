import { hasFeatureGroup, type FeatureSlug, type PageStopReason } from '@app/contract';
import type { GraphHost } from '../../platform/meta/graph-client.ts';
import { capabilityRules, type Capability } from './capabilities.ts';

/** An Instagram account's own state; it sends through its linked page, whose health is the rest of `PageHealth`. */
export type AccountHealth = {
  accountId: number;
  metaAccountId: string;
  name: string;
  username: string;
  blockedAt: Date | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
  tokenInvalidAt: Date | null;
  /** Instagram Login: when the account's own token expires (refreshed before then by the refresh job). */
  tokenExpiresAt: Date | null;
  features: FeatureSlug[];
  monthlyReplyLimit: number | null;
};

/**
 * Everything that decides whether a page (or the account it sends for) may act now: one row, read once. An account
 * linked with Instagram Login has no page (`pageId` null): the rest is its own (its token, graph.instagram.com).
 */
export type PageHealth = {
  pageId: number | null;
  /** Which Graph API the token belongs to: every call made with it names this host. */
  graph: GraphHost;
  metaPageId: string;
  name: string;
  tokenEncrypted: string | null;
  tokenInvalidAt: Date | null;
  /** Permissions Meta refused for a call (named, or the capability's own): each closes the capabilities needing it. */
  missingPermissions: string[];
  blockedAt: Date | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
  sendingPausedUntil: Date | null;
  /** Set once the owners were told that the plan or a block stopped the automations. */
  automationsPausedFor: 'plan-expired' | 'page-blocked' | null;
  features: FeatureSlug[];
  monthlyReplyLimit: number | null;
  instagram: AccountHealth | null;
};

export type GateStop = {
  reason: PageStopReason;
  /** policy-block: when Meta lets the page send again. */
  until: Date | null;
  /** missing-permission: the permission to grant again. */
  permission: string | null;
  /** The Instagram account's own state stopped it, not its page's. */
  byAccount: boolean;
};

const stop = (reason: PageStopReason, extra: Partial<GateStop> = {}): GateStop => ({
  reason,
  until: null,
  permission: null,
  byAccount: false,
  ...extra,
});

/**
 * The one answer to "may this page or account do this now": our reasons first (they need an admin or the owner),
 * then Meta's. Null: it may.
 */
export function gateStop(health: PageHealth, capability: Capability, now: Date): GateStop | null {
  const rule = capabilityRules[capability];
  const account = health.instagram;
  if (account) {
    if (account.deletedAt) return stop('page-deleted', { byAccount: true });
    if (account.blockedAt) return stop('page-blocked', { byAccount: true });
    if (account.expiresAt && account.expiresAt <= now) return stop('plan-expired', { byAccount: true });
  }
  if (health.deletedAt) return stop('page-deleted');
  if (health.blockedAt) return stop('page-blocked');
  if (health.expiresAt && health.expiresAt <= now) return stop('plan-expired');
  const features = account ? account.features : health.features;
  if (
    rule.feature &&
    !hasFeatureGroup(
      features.map((slug) => ({ slug })),
      rule.feature,
    )
  )
    return stop('feature-missing', { byAccount: account !== null });
  if (!health.tokenEncrypted || health.tokenInvalidAt || account?.tokenInvalidAt) return stop('token-invalid');
  // An Instagram Login token past its 60 days is refused by Meta: as a refused token, before any call.
  if (account?.tokenExpiresAt && account.tokenExpiresAt <= now) return stop('token-invalid');
  const needed = account ? rule.instagram : rule.facebook;
  const missing = needed.find((permission) => health.missingPermissions.includes(permission));
  if (missing) return stop('missing-permission', { permission: missing });
  if (rule.sends && health.sendingPausedUntil && health.sendingPausedUntil > now)
    return stop('policy-block', { until: health.sendingPausedUntil });
  return null;
}

/** The stops an automation's trail names on their own; any other (a token, a permission, a removed page) "cannot send". */
export const namedStops = ['page-blocked', 'plan-expired', 'policy-block'] as const;
export type NamedStop = (typeof namedStops)[number];
export function namedStopOf(stop: GateStop | null): NamedStop | null {
  return stop && (namedStops as readonly string[]).includes(stop.reason) ? (stop.reason as NamedStop) : null;
}
