import type { Post, PostListQuery } from '@app/contract/publishing';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { loadPostDto, loadPostDtos } from './load-post.ts';
import type { NewPost } from './posts.repository.ts';
import { checkedScheduleTime } from './save-post.ts';

async function ownedPost(deps: PublishingDeps, actor: Actor, postId: number) {
  const post = await deps.repositories.posts.findOwnedPost(actor.userId, postId);
  if (!post) throw notFound();
  return post;
}

export async function getPost(deps: PublishingDeps, actor: Actor, postId: number): Promise<Post> {
  return loadPostDto(deps, await ownedPost(deps, actor, postId));
}

export async function listPosts(deps: PublishingDeps, actor: Actor, query: PostListQuery) {
  const { rows, total } = await deps.repositories.posts.listPosts(actor.userId, query);
  return { posts: await loadPostDtos(deps, rows), total };
}

/** Deletes a post from the lists; its waiting targets are cancelled first, and one being published refuses it. */
export async function deletePost(deps: PublishingDeps, actor: Actor, postId: number): Promise<void> {
  const post = await ownedPost(deps, actor, postId);
  const inFlight = () => new AppError('conflict', { messageKey: 'post-publishing-in-flight' });
  if (await deps.repositories.posts.hasTargetInFlight(post.id)) throw inFlight();
  if (!(await deps.engine.cancel(post.id))) throw inFlight();
  await deps.repositories.posts.markDeleted(actor.userId, post.id, deps.clock.now());
}

/** A new revision with another due instant (same content): the engine arms it again. */
async function moveTo(deps: PublishingDeps, actor: Actor, postId: number, changes: Partial<NewPost>): Promise<Post> {
  const { posts } = deps.repositories;
  const post = await ownedPost(deps, actor, postId);
  const notEditable = () => new AppError('conflict', { messageKey: 'post-not-editable' });
  if (!(await posts.isEditable(post.id))) throw notEditable();
  const revised = await posts.revisePost(post.id, changes, null, { resetPrepared: false }, deps.clock.now());
  if (!revised) throw notEditable();
  await deps.engine.arm(revised.id);
  return loadPostDto(deps, revised);
}

export function publishNow(deps: PublishingDeps, actor: Actor, postId: number): Promise<Post> {
  return moveTo(deps, actor, postId, { scheduleType: 'now', scheduledAt: deps.clock.now() });
}

export function reschedule(deps: PublishingDeps, actor: Actor, postId: number, scheduledAt: string): Promise<Post> {
  const at = checkedScheduleTime(new Date(scheduledAt), deps.clock.now(), 'scheduled_at');
  return moveTo(deps, actor, postId, { scheduleType: 'scheduled', scheduledAt: at });
}
