import { hasFeatureGroup, type InstagramAccountType } from '@app/contract';
import type { PostInput } from '@app/contract/publishing';
import type { GraphHost } from '../../../platform/meta/graph-client.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { requireInstagramOn } from '../../../platform/instagram-switch.ts';
import type { TargetRef } from '../posts/posts.repository.ts';
import type { Actor, TargetsRepository } from './targets.repository.ts';

/** A page or Instagram account a post goes to, with what pre-flight needs to know about its token. */
export type ResolvedTarget = TargetRef & {
  id: number;
  name: string;
  metaId: string;
  /** The page whose token publishes (for Instagram: the account's page). */
  tokenPageId: number | null;
  tokenEncrypted: string | null;
  tokenInvalidAt: Date | null;
  /** Permissions Meta refused the page (the page gate's record). */
  missingPermissions: string[];
  /** An Instagram account's type (null for a page): creators cannot publish stories. */
  accountType: InstagramAccountType | null;
  /** graph.instagram.com for an account linked with Instagram Login (its own token); else graph.facebook.com. */
  graph: GraphHost;
};

const canPublish = (features: { slug: Parameters<typeof hasFeatureGroup>[0][number]['slug'] }[]) =>
  hasFeatureGroup(features, 'has_poster') || hasFeatureGroup(features, 'has_reply');

/**
 * The pages (Facebook) or accounts (Instagram) named in the form, each one the actor's and with the poster (or
 * reply) feature: another owner's id is refused like the page-id header, a missing feature with the page's name.
 * With Instagram turned off (`INSTAGRAM_ENABLED=false`) an Instagram post is not found, as every Instagram route.
 */
export async function resolveTargets(
  repository: TargetsRepository,
  actor: Actor,
  input: PostInput,
  instagramEnabled: boolean,
): Promise<ResolvedTarget[]> {
  if (input.network === 'facebook') {
    const ids = [...new Set(input.pages)];
    const found = await repository.pagesFor(actor, ids);
    if (found.length !== ids.length) throw new AppError('forbidden', { messageKey: 'forbidden-page' });
    const withoutFeature = found.find(({ features }) => !canPublish(features));
    if (withoutFeature)
      throw new AppError('forbidden', {
        messageKey: 'post-feature-missing',
        params: { name: withoutFeature.page.name },
      });
    return ids.map((id) => {
      const { page } = found.find((row) => row.page.id === id)!;
      return {
        id,
        pageId: id,
        instagramAccountId: null,
        name: page.name,
        metaId: page.metaPageId,
        tokenPageId: page.id,
        tokenEncrypted: page.accessTokenEncrypted,
        tokenInvalidAt: page.tokenInvalidAt,
        missingPermissions: page.missingPermissions,
        accountType: null,
        graph: 'facebook' as const,
      };
    });
  }
  requireInstagramOn(instagramEnabled);
  const ids = [...new Set(input.accounts)];
  const found = await repository.accountsFor(actor, ids);
  if (found.length !== ids.length) throw new AppError('forbidden', { messageKey: 'forbidden-instagram' });
  const withoutFeature = found.find(({ features }) => !canPublish(features));
  if (withoutFeature)
    throw new AppError('forbidden', {
      messageKey: 'post-feature-missing',
      params: { name: withoutFeature.account.username },
    });
  return ids.map((id) => {
    const { account, page } = found.find((row) => row.account.id === id)!;
    if (account.login === 'instagram')
      return {
        id,
        pageId: null,
        instagramAccountId: id,
        name: account.username,
        metaId: account.metaAccountId,
        tokenPageId: null,
        tokenEncrypted: account.tokenEncrypted,
        // Past its expiry the page gate refuses it at publish time, as a refused token.
        tokenInvalidAt: account.tokenInvalidAt,
        missingPermissions: [],
        accountType: account.accountType,
        graph: 'instagram' as const,
      };
    return {
      id,
      pageId: null,
      instagramAccountId: id,
      name: account.username,
      metaId: account.metaAccountId,
      tokenPageId: page?.id ?? null,
      tokenEncrypted: page?.accessTokenEncrypted ?? null,
      tokenInvalidAt: account.tokenInvalidAt ?? page?.tokenInvalidAt ?? null,
      missingPermissions: page?.missingPermissions ?? [],
      accountType: account.accountType,
      graph: 'facebook' as const,
    };
  });
}
