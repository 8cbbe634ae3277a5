import { quotaOwnerOf, type ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { getQuota } from '../usage/get-quota.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** What the campaign form offers: the page's templates, and how much of the monthly quota is left. */
export async function getReplyDependencies(deps: RepliesDeps, scope: ReplyScope) {
  const { repository } = deps;
  const { page, plan } = scope;
  // Comment templates are the Facebook page's (Instagram campaigns have their texts only).
  const [commentTemplates, replyTemplates] = await Promise.all([
    scope.owner.channel === 'fb' && page ? repository.templates.listCommentTemplates(page.id) : [],
    repository.templates.listReplyTemplates(scope.owner),
  ]);
  return {
    comment_templates: commentTemplates.map((row) => ({ id: row.id, name: row.name, replies: row.replies })),
    reply_templates: replyTemplates.map(toReplyTemplateDto),
    quota: await getQuota(deps, quotaOwnerOf(scope), plan?.monthlyReplyLimit ?? null),
  };
}
