import { publishingLimits, type Post, type PostInput, type PostProblem } from '@app/contract/publishing';
import { refuseOnErrors, runPreflight } from '../preflight/run-preflight.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import { requireOwnedTemplate } from '../templates/post-templates.ts';
import { resolveTargets } from '../targets/resolve-targets.ts';
import type { Actor } from '../targets/targets.repository.ts';
import type { NewPost } from './posts.repository.ts';
import { loadPostDto } from './load-post.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The due instant (UTC): now, or the chosen time (pre-flight says when it has passed or lies too far). */
export function dueInstant(input: Pick<PostInput, 'schedule_type' | 'schedule_time'>, now: Date): Date {
  if (input.schedule_type === 'now') return now;
  if (!input.schedule_time)
    throw new AppError('validation', { fieldErrors: { schedule_time: ['post-schedule-required'] } });
  return new Date(input.schedule_time);
}

/** What the form itself must hold whatever the targets: a text post has text. */
function checkForm(input: PostInput) {
  if (input.network === 'facebook' && input.type === 'message' && input.message === '')
    throw new AppError('validation', { fieldErrors: { message: ['post-message-required'] } });
}

export function checkedScheduleTime(at: Date, now: Date, field: string): Date {
  if (at.getTime() <= now.getTime())
    throw new AppError('validation', { fieldErrors: { [field]: ['post-schedule-in-past'] } });
  if (at.getTime() > now.getTime() + publishingLimits.maxScheduleDays * dayMs)
    throw new AppError('validation', {
      fieldErrors: { [field]: [{ key: 'post-schedule-too-far', params: { days: publishingLimits.maxScheduleDays } }] },
    });
  return at;
}

/** The media named in the form, each uploaded by the owner; in the form's order. */
async function requireOwnedMedia(deps: PublishingDeps, ownerUserId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await deps.repositories.media.ownedPostMedia(ownerUserId, unique);
  if (rows.length !== unique.length)
    throw new AppError('validation', { fieldErrors: { files: ['post-media-not-found'] } });
  return unique;
}

function postValues(input: PostInput, dueAt: Date, mediaIds: number[]): Omit<NewPost, 'ownerUserId'> {
  const shared = {
    network: input.network,
    postType: input.type,
    replyMessage: input.reply_message || null,
    scheduleType: input.schedule_type,
    scheduledAt: dueAt,
    templateId: input.template_id ?? null,
    mediaIds,
  };
  if (input.network === 'facebook')
    return {
      ...shared,
      message: input.message,
      link: input.type === 'link' ? (input.link ?? null) : null,
      fbPresetId: input.fb_preset_id || null,
    };
  return { ...shared, message: input.caption, link: null, fbPresetId: null };
}

/**
 * Creates a post, or a new revision of one that has not started publishing, then arms its targets. Pre-flight
 * errors refuse the save (422); its warnings come back on the post.
 */
export async function savePost(deps: PublishingDeps, actor: Actor, input: PostInput): Promise<Post> {
  const { posts } = deps.repositories;
  const now = deps.clock.now();
  const existing = input.id !== undefined ? await posts.findOwnedPost(actor.userId, input.id) : null;
  if (input.id !== undefined && !existing) throw notFound();
  if (existing && existing.network !== input.network)
    throw new AppError('validation', { fieldErrors: { network: ['post-network-changed'] } });
  checkForm(input);
  const targets = await resolveTargets(deps.repositories.targets, actor, input, deps.config.instagramEnabled);
  const dueAt = dueInstant(input, now);
  const mediaIds = await requireOwnedMedia(deps, actor.userId, input.files);
  await requireOwnedTemplate(deps, actor, input.template_id);
  if (existing && !(await posts.isEditable(existing.id)))
    throw new AppError('conflict', { messageKey: 'post-not-editable' });
  const problems = await runPreflight(deps, actor, input, { dueAt, targets, exceptPostId: existing?.id ?? null });
  const warnings = refuseOnErrors(problems, input.network);
  const values = postValues(input, dueAt, mediaIds);
  const withWarnings = targets.map((target) => ({
    ...target,
    preflight: warnings.filter((warning) => warning.target_id === null || warning.target_id === target.id),
  }));
  const post = existing
    ? await posts.revisePost(existing.id, values, withWarnings, { resetPrepared: true }, now)
    : await posts.insertPost({ ...values, ownerUserId: actor.userId }, withWarnings);
  if (!post) throw new AppError('conflict', { messageKey: 'post-not-editable' });
  await deps.engine.arm(post.id);
  return loadPostDto(deps, post, warnings);
}

/** The problems a save would meet, without saving (the form asks as the seller types). */
export async function preflightPost(deps: PublishingDeps, actor: Actor, input: PostInput): Promise<PostProblem[]> {
  checkForm(input);
  const existing = input.id !== undefined ? await deps.repositories.posts.findOwnedPost(actor.userId, input.id) : null;
  const targets = await resolveTargets(deps.repositories.targets, actor, input, deps.config.instagramEnabled);
  const dueAt = dueInstant(input, deps.clock.now());
  await requireOwnedMedia(deps, actor.userId, input.files);
  return runPreflight(deps, actor, input, { dueAt, targets, exceptPostId: existing?.id ?? null });
}
