import type { featureGroups } from '@app/contract';
import {
  hasFeatureGroup,
  type FeatureSlug,
  type InstagramAccount,
  type LinkedAccounts,
  type Page,
  type PageStatus,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import type { AccountsRepository } from './accounts.repository.ts';

type FeatureList = { slug: FeatureSlug }[];

function featureFlags(features: FeatureList) {
  return {
    has_reply: hasFeatureGroup(features, 'has_reply'),
    has_store: hasFeatureGroup(features, 'has_store'),
    has_bot: hasFeatureGroup(features, 'has_bot'),
    has_poster: hasFeatureGroup(features, 'has_poster'),
  } satisfies Record<keyof typeof featureGroups, boolean>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function pageStatus(
  page: { blockedAt: Date | null; deletedAt: Date | null; expiresAt: Date | null; status: 'subscribed' | 'renewed' },
  now: Date,
): PageStatus {
  if (page.deletedAt) return 'deleted';
  if (page.blockedAt) return 'blocked';
  if (page.expiresAt && page.expiresAt <= now) return 'expired';
  return page.status;
}

/**
 * Every request naming a page or Instagram account checks that the caller owns it: a yes is kept this long. Removing
 * a page or account in this process forgets it at once; another server process sees the removal after at most this
 * long. A no is never kept, so a page just linked is usable at once.
 */
export const ownershipCacheTtlMs = 3_000;

export function createAccountsService(repository: AccountsRepository, clock: Clock) {
  const owned = createExpiringCache<true>({ ttlMs: ownershipCacheTtlMs, maxEntries: 10_000, clock });

  async function remembered(key: string, read: () => Promise<boolean>): Promise<boolean> {
    return (await owned.load(key, async () => ((await read()) ? true : null))) === true;
  }

  return {
    async listLinkedAccounts(userId: number): Promise<LinkedAccounts> {
      const now = clock.now();
      const pageRows = await repository.listPagesOfUser(userId);
      const pageIds = pageRows.map(({ page }) => page.id);
      const referralIds = [
        ...new Set(pageRows.map(({ page }) => page.referralUserId).filter((id): id is number => id !== null)),
      ];
      const [features, owners, referrals, accountRows, storeRows] = await Promise.all([
        repository.listPageFeatures(pageIds),
        repository.listPageOwners(pageIds),
        repository.listUsersByIds(referralIds),
        repository.listInstagramAccountsOfUser(userId),
        repository.listStoresOfUser(userId),
      ]);
      const accountFeatures = await repository.listInstagramFeatures(accountRows.map(({ account }) => account.id));

      const pagesOut: Page[] = pageRows.map(({ page, plan }) => {
        const pageFeatureList = features.filter((row) => row.pageId === page.id).map(({ slug }) => ({ slug }));
        const status = pageStatus(page, now);
        const referral = referrals.find((user) => user.id === page.referralUserId);
        return {
          id: page.id,
          page_id: page.metaPageId,
          name: page.name,
          avatar: page.avatar,
          domain: page.domain,
          ...featureFlags(pageFeatureList),
          referral: referral ? { id: referral.id, name: referral.name } : null,
          features: pageFeatureList,
          package: plan ? { id: plan.id, name: plan.name, price: plan.price } : null,
          owners: owners.filter((owner) => owner.pageId === page.id).map(({ id, name }) => ({ id, name })),
          expires_at: iso(page.expiresAt),
          active: page.active && status !== 'blocked' && status !== 'expired',
          status,
          last_login_at: iso(page.lastLoginAt),
          blocked_at: iso(page.blockedAt),
          // A refused token, or a refused permission (which stops only what needs it): both are fixed by reconnecting.
          needs_reconnect: page.tokenInvalidAt !== null || page.missingPermissions.length > 0,
          missing_permission: page.missingPermissions[0] ?? null,
          sending_paused_until:
            page.sendingPausedUntil && page.sendingPausedUntil > now ? page.sendingPausedUntil.toISOString() : null,
          webhooks_failed: page.subscriptionFailedAt !== null,
        };
      });

      const accountsOut: InstagramAccount[] = accountRows.map(({ account }) => {
        const list = accountFeatures.filter((row) => row.accountId === account.id).map(({ slug }) => ({ slug }));
        const expired = account.expiresAt !== null && account.expiresAt <= now;
        return {
          id: account.id,
          account_id: account.metaAccountId,
          name: account.name,
          username: account.username,
          avatar: account.avatar,
          account_type: account.accountType,
          page_id: account.pageId,
          login: account.login,
          token_expires_at: iso(account.tokenExpiresAt),
          ...featureFlags(list),
          features: list,
          expires_at: iso(account.expiresAt),
          active: account.active && !account.blockedAt && !expired,
          needs_reconnect: account.tokenInvalidAt !== null,
        };
      });

      return {
        pages: pagesOut,
        insta_accounts: accountsOut,
        stores: storeRows.map((store) => {
          // Only the pages this owner still has (a store may stay linked to a page another owner removed).
          const pageIdsOut = store.pageIds.filter((id) => pageIds.includes(id));
          return { id: store.id, name: store.name, page_id: pageIdsOut[0] ?? null, page_ids: pageIdsOut };
        }),
      };
    },

    userOwnsPage: (userId: number, pageId: number) =>
      remembered(`page:${userId}:${pageId}`, () => repository.userOwnsPage(userId, pageId)),
    userOwnsInstagramAccount: (userId: number, accountId: number) =>
      remembered(`instagram:${userId}:${accountId}`, () => repository.userOwnsInstagramAccount(userId, accountId)),
    /** An owner left a page or account, or it was deleted: ownership is read again (rare, so all of it). */
    forgetOwnership: () => owned.clear(),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
