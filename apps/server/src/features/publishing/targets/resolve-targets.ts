import { hasFeatureGroup } from '@app/contract';
import type { PostInput } from '@app/contract/publishing';
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
    };
  });
}
