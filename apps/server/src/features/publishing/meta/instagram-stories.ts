import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { callMeta, usableToken } from './meta-failure.ts';

/** The account of the insta-id header, which the routes acting on "the current account" need. */
export function requireAccountId(accountId: number | null): number {
  if (accountId === null)
    throw new AppError('validation', {
      messageKey: 'instagram-account-required',
      fieldErrors: { 'insta-id': ['instagram-account-required'] },
    });
  return accountId;
}

/**
 * The account, its features and the token of its page; another owner's account is not found, and so is every
 * account while Instagram is turned off.
 */
export async function instagramAccountOf(deps: PublishingDeps, actor: Actor, accountId: number) {
  if (!deps.config.instagramEnabled) throw notFound();
  const [found] = await deps.repositories.targets.accountsFor(actor, [accountId]);
  if (!found) throw notFound();
  const { account, page } = found;
  const token = usableToken(
    deps,
    page && { ...page, tokenInvalidAt: account.tokenInvalidAt ?? page.tokenInvalidAt },
    account.username,
  );
  return {
    account,
    features: found.features,
    page: { id: page?.id ?? null, name: page?.name ?? account.username },
    token,
  };
}

/** The account's stories of the last 24 hours, as Meta lists them. */
export async function instagramStories(deps: PublishingDeps, actor: Actor, accountId: number) {
  const { account, page, token } = await instagramAccountOf(deps, actor, accountId);
  const stories = await callMeta(deps, page, () => deps.graphContent.stories(account.metaAccountId, token));
  return stories.map((story) => ({
    id: story.id,
    media_type: story.media_type ?? 'IMAGE',
    media_url: story.media_url ?? null,
    permalink: story.permalink ?? null,
    timestamp: story.timestamp ?? '',
    caption: story.caption ?? null,
  }));
}
