import {
  publishingLimits,
  type PostNetwork,
  type PostProblem,
  type PostProblemCode,
  type PostType,
} from '@app/contract/publishing';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { ResolvedTarget } from '../targets/resolve-targets.ts';

const dayMs = 24 * 60 * 60 * 1000;
const requiredPermission: Record<PostNetwork, string> = {
  facebook: 'pages_manage_posts',
  instagram: 'instagram_content_publish',
};

type Check = { deps: PublishingDeps; network: PostNetwork; dueAt: Date; exceptPostId: number | null };

function targetProblem(
  target: ResolvedTarget,
  code: PostProblemCode,
  params: PostProblem['params'] = {},
  metaMessage: string | null = null,
): PostProblem {
  return { severity: 'error', code, target_id: target.id, target_name: target.name, params, meta_message: metaMessage };
}

/** The token as we know it, then as Meta knows it (debug_token): valid, and with the publishing permission. */
async function tokenProblems(check: Check, target: ResolvedTarget, token: string | null): Promise<PostProblem[]> {
  if (!token) return [targetProblem(target, 'page-token-missing')];
  const permission = requiredPermission[check.network];
  if (target.tokenInvalidAt) return [targetProblem(target, 'page-token-invalid')];
  if (target.missingPermissions.includes(permission))
    return [targetProblem(target, 'permission-missing', { permission })];
  // An Instagram Login token has no debug_token on graph.facebook.com: the engine meets Meta's refusal, if any.
  if (target.graph === 'instagram') return [];
  try {
    const debug = await check.deps.graphContent.debugToken(token);
    if (!debug.is_valid) return [targetProblem(target, 'page-token-invalid')];
    if (debug.scopes && !debug.scopes.includes(permission))
      return [targetProblem(target, 'permission-missing', { permission })];
    return [];
  } catch (error) {
    if (!(error instanceof MetaApiError)) throw error;
    if (error.errorClass === 'page-needs-action' && target.tokenPageId !== null) {
      await check.deps.pages.recordMetaFailure(target.tokenPageId, 'publish', error, check.network);
      return [
        error.classification.pageProblem === 'permission'
          ? targetProblem(target, 'permission-missing', { permission }, error.message)
          : targetProblem(target, 'page-token-invalid', {}, error.message),
      ];
    }
    // Meta could not say now: the engine checks the token again at the due time.
    check.deps.logger.warn({ err: error, targetId: target.id }, 'pre-flight token check skipped');
    return [];
  }
}

/**
 * Instagram's quota over the 24 h around the due time: what Meta counted already (when the post is due within a
 * day) and our own posts due in that window, against the account's limit.
 */
async function quotaProblems(check: Check, target: ResolvedTarget, token: string): Promise<PostProblem[]> {
  const { deps, dueAt } = check;
  const now = deps.clock.now();
  let metaUsed = 0;
  let limit: number = publishingLimits.instagramDailyPosts;
  try {
    const quota = await deps.graphContent.contentPublishingLimit(target.metaId, token, target.graph);
    metaUsed = dueAt.getTime() - now.getTime() < dayMs ? quota.used : 0;
    limit = quota.total ?? limit;
  } catch (error) {
    if (!(error instanceof MetaApiError)) throw error;
    deps.logger.warn({ err: error, targetId: target.id }, 'pre-flight quota check without Meta');
  }
  const ours = await deps.repositories.posts.countWaitingForAccount(
    target.id,
    new Date(Math.max(dueAt.getTime() - dayMs, now.getTime() - dayMs)),
    new Date(dueAt.getTime() + dayMs),
    check.exceptPostId,
  );
  const used = metaUsed + ours;
  return used >= limit ? [targetProblem(target, 'instagram-quota-reached', { used, limit })] : [];
}

/** Meta publishes stories from business accounts only: each creator account among the targets is named. */
export function storyTargetProblems(type: PostType, targets: ResolvedTarget[]): PostProblem[] {
  if (type !== 'story') return [];
  return targets
    .filter((target) => target.accountType === 'MEDIA_CREATOR')
    .map((target) => targetProblem(target, 'story-needs-business-account'));
}

/** Pre-flight checks of each target that ask our database and Meta; run side by side. */
export async function targetChecks(check: Check, targets: ResolvedTarget[]): Promise<PostProblem[]> {
  const perTarget = await Promise.all(
    targets.map(async (target) => {
      const token = target.tokenEncrypted ? check.deps.cipher.decrypt(target.tokenEncrypted) : null;
      const problems = await tokenProblems(check, target, token);
      if (problems.length > 0 || check.network !== 'instagram' || !token) return problems;
      return quotaProblems(check, target, token);
    }),
  );
  return perTarget.flat();
}
