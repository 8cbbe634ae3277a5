import { publishingLimits } from '@app/contract/publishing';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { instagramAccountOf } from './instagram-stories.ts';
import { callMeta } from './meta-failure.ts';

const windowMs = 7 * 24 * 60 * 60 * 1000;

/** The unique hashtags searched in the last 7 days, each with the time it stops counting. */
async function usageOf(deps: PublishingDeps, accountId: number) {
  const now = deps.clock.now();
  const rows = await deps.repositories.hashtagSearches.since(accountId, new Date(now.getTime() - windowMs));
  const firstByName = new Map<string, Date>();
  for (const row of rows) if (!firstByName.has(row.hashtag)) firstByName.set(row.hashtag, row.searchedAt);
  const hashtags = [...firstByName].map(([name, at]) => ({
    name,
    searched_at: at.toISOString(),
    frees_at: new Date(at.getTime() + windowMs).toISOString(),
  }));
  return { used: hashtags.length, limit: publishingLimits.hashtagsPerWeek, hashtags };
}

export async function hashtagUsage(deps: PublishingDeps, actor: Actor, accountId: number) {
  await instagramAccountOf(deps, actor, accountId, 'hashtag-search');
  return usageOf(deps, accountId);
}

const limitReached = (deps: PublishingDeps, freesAt: string | undefined) =>
  new AppError('too-many-attempts', {
    messageKey: 'hashtag-limit-reached',
    params: {
      limit: publishingLimits.hashtagsPerWeek,
      at: freesAt ? deps.businessTime.wallClockOf(new Date(freesAt)) : '',
    },
  });

const isMetaHashtagLimit = (error: unknown) =>
  error instanceof MetaApiError && /maximum number of unique hashtag/i.test(error.message);

/**
 * Meta's hashtag search for the account: a hashtag already searched this week is free; a new one counts, and once
 * 30 are used it is refused here (429 naming when the oldest frees up) before Meta is asked.
 */
export async function searchHashtag(
  deps: PublishingDeps,
  actor: Actor,
  accountId: number,
  name: string,
  kind: 'top' | 'recent',
) {
  const { account, page, token } = await instagramAccountOf(deps, actor, accountId, 'hashtag-search');
  const hashtag = name.toLowerCase();
  const usage = await usageOf(deps, accountId);
  const known = usage.hashtags.some((item) => item.name === hashtag);
  if (!known && usage.used >= usage.limit) throw limitReached(deps, usage.hashtags[0]?.frees_at);
  const found = await callMeta(deps, page, 'hashtag-search', async () => {
    try {
      return await deps.graphContent.hashtagSearch(account.metaAccountId, hashtag, token);
    } catch (error) {
      if (isMetaHashtagLimit(error)) throw limitReached(deps, usage.hashtags[0]?.frees_at);
      throw error;
    }
  });
  if (!found) throw notFound();
  if (!known) await deps.repositories.hashtagSearches.record(accountId, hashtag, found.id, deps.clock.now());
  const media = await callMeta(deps, page, 'hashtag-search', () =>
    deps.graphContent.hashtagMedia(found.id, kind, account.metaAccountId, token),
  );
  return {
    hashtag: { id: found.id, name: hashtag },
    media: media.map((item) => ({
      id: item.id,
      caption: item.caption ?? null,
      media_type: item.media_type ?? 'IMAGE',
      media_url: item.media_url ?? null,
      permalink: item.permalink ?? null,
      timestamp: item.timestamp ?? null,
      like_count: item.like_count ?? null,
      comments_count: item.comments_count ?? null,
    })),
    usage: await usageOf(deps, accountId),
  };
}
