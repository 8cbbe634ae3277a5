import { notFound } from '../../../platform/http/app-error.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import type { Capability } from '../../pages/index.ts';
import { callMeta, usableAccess } from './meta-failure.ts';

/**
 * The account, its features and the token of its page; another owner's account is not found. Only Instagram's
 * routes come here, which the request context refuses while Instagram is turned off.
 */
export async function instagramAccountOf(
  deps: PublishingDeps,
  actor: Actor,
  accountId: number,
  capability: Capability,
) {
  const [found] = await deps.repositories.targets.accountsFor(actor, [accountId]);
  if (!found) throw notFound();
  const { account, page } = found;
  const { token, graph } = await usableAccess(deps, { instagramAccountId: account.id }, capability, account.username);
  return {
    account,
    features: found.features,
    page: { id: page?.id ?? null, name: page?.name ?? account.username },
    token,
    graph,
  };
}

/** The account's stories of the last 24 hours, as Meta lists them. */
export async function instagramStories(deps: PublishingDeps, actor: Actor, accountId: number) {
  const { account, page, token, graph } = await instagramAccountOf(deps, actor, accountId, 'read-posts');
  const stories = await callMeta(deps, page, 'read-posts', () =>
    deps.graphContent.stories(account.metaAccountId, token, graph),
  );
  return stories.map((story) => ({
    id: story.id,
    media_type: story.media_type ?? 'IMAGE',
    media_url: story.media_url ?? null,
    permalink: story.permalink ?? null,
    timestamp: story.timestamp ?? '',
    caption: story.caption ?? null,
  }));
}
