import type { z } from 'zod';
import type { nativeScheduledPostSchema } from '@app/contract/publishing';
import { notFound } from '../../../platform/http/app-error.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { callMeta, usableToken } from './meta-failure.ts';

type NativeScheduledPost = z.infer<typeof nativeScheduledPostSchema>;

/** Meta answers the time as Unix seconds (or, from some tools, ISO text). */
const instantOf = (value: number | string | undefined) =>
  value === undefined
    ? ''
    : typeof value === 'number' || /^\d+$/.test(value)
      ? new Date(Number(value) * 1000).toISOString()
      : new Date(value).toISOString();

async function pageOf(deps: PublishingDeps, actor: Actor, pageId: number | null) {
  if (pageId === null) throw notFound();
  const [found] = await deps.repositories.targets.pagesFor(actor, [pageId]);
  if (!found) throw notFound();
  const { page } = found;
  return { page, token: await usableToken(deps, { pageId: page.id }, 'publish', page.name) };
}

/** The page's posts scheduled on Meta itself (Business Suite, another tool), soonest first. */
export async function listNativeScheduledPosts(
  deps: PublishingDeps,
  actor: Actor,
  pageId: number | null,
): Promise<NativeScheduledPost[]> {
  const { page, token } = await pageOf(deps, actor, pageId);
  const posts = await callMeta(deps, page, 'publish', () => deps.graphContent.scheduledPosts(page.metaPageId, token));
  return posts
    .map((post) => ({
      id: post.id,
      message: post.message ?? null,
      scheduled_publish_time: instantOf(post.scheduled_publish_time),
      permalink: post.permalink_url ?? null,
      picture: post.full_picture ?? null,
    }))
    .sort((a, b) => a.scheduled_publish_time.localeCompare(b.scheduled_publish_time));
}

/** Meta's post id is `{page-id}_{post-id}`: a post of another page is not found here. */
async function ownPost(deps: PublishingDeps, actor: Actor, pageId: number | null, postId: string) {
  const found = await pageOf(deps, actor, pageId);
  if (!postId.startsWith(`${found.page.metaPageId}_`)) throw notFound();
  return found;
}

export async function publishNativeNow(deps: PublishingDeps, actor: Actor, pageId: number | null, postId: string) {
  const { page, token } = await ownPost(deps, actor, pageId, postId);
  await callMeta(deps, page, 'publish', () => deps.graphContent.publishScheduledNow(postId, token, page.metaPageId));
}

export async function deleteNative(deps: PublishingDeps, actor: Actor, pageId: number | null, postId: string) {
  const { page, token } = await ownPost(deps, actor, pageId, postId);
  await callMeta(deps, page, 'publish', () => deps.graphContent.deletePost(postId, token, page.metaPageId));
}
