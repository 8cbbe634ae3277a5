import type { PostInput, PostProblem } from '@app/contract/publishing';
import { AppError, type FieldMessage } from '../../../platform/http/app-error.ts';
import type { MessageKey } from '../../../platform/i18n/messages.ts';
import { inOrder } from '../media/media-dto.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { ResolvedTarget } from '../targets/resolve-targets.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { postRules } from './post-rules.ts';
import { storyTargetProblems, targetChecks } from './target-checks.ts';

/** All pre-flight problems of a post: its own rules, then each target's token, permission and quota. */
export async function runPreflight(
  deps: PublishingDeps,
  actor: Actor,
  input: PostInput,
  context: { dueAt: Date; targets: ResolvedTarget[]; exceptPostId: number | null },
): Promise<PostProblem[]> {
  const rows = inOrder(input.files, await deps.repositories.media.ownedPostMedia(actor.userId, input.files));
  const rules = postRules({
    network: input.network,
    type: input.type,
    message: input.network === 'facebook' ? input.message : input.caption,
    link: input.network === 'facebook' ? (input.link ?? null) : null,
    fbPresetId: input.network === 'facebook' ? (input.fb_preset_id ?? null) : null,
    media: rows.map((row) => ({ ...row, name: row.originalName })),
    scheduleType: input.schedule_type,
    dueAt: context.dueAt,
    now: deps.clock.now(),
    hashtagsPerCaption: deps.config.publishing.instagramHashtagsPerCaption,
  });
  const live = await targetChecks(
    { deps, network: input.network, dueAt: context.dueAt, exceptPostId: context.exceptPostId },
    context.targets,
  );
  return [...rules, ...storyTargetProblems(input.type, context.targets), ...live];
}

/** The form field a problem belongs to, so the web shows it beside that field. */
function fieldOf(problem: PostProblem, network: PostInput['network']): string {
  if (problem.target_id !== null) return network === 'facebook' ? 'pages' : 'accounts';
  if (problem.code.startsWith('status-background')) return 'fb_preset_id';
  if (problem.code.startsWith('schedule')) return 'schedule_time';
  if (problem.code === 'link-required') return 'link';
  if (problem.code === 'caption-too-long' || problem.code === 'too-many-hashtags') return 'caption';
  return 'files';
}

/** Pre-flight errors refuse the save: a 422 whose messages (by field) name the page and the problem. */
export function refuseOnErrors(problems: PostProblem[], network: PostInput['network']): PostProblem[] {
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return problems.filter((problem) => problem.severity === 'warning');
  const fieldErrors: Record<string, FieldMessage[]> = {};
  for (const problem of errors) {
    const key = `post-problem-${problem.code}` as MessageKey;
    (fieldErrors[fieldOf(problem, network)] ??= []).push({
      key,
      params: { ...problem.params, target: problem.target_name ?? '' },
    });
  }
  throw new AppError('validation', { messageKey: 'post-preflight-failed', fieldErrors });
}
