import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { getQuota } from '../usage/get-quota.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** What the campaign form offers: the page's templates, and how much of the monthly quota is left. */
export async function getReplyDependencies(deps: RepliesDeps, pageId: number | null) {
  const { repository } = deps;
  const { page, plan } = await requireReplyPage(repository.pages, pageId);
  const [commentTemplates, replyTemplates] = await Promise.all([
    repository.templates.listCommentTemplates(page.id),
    repository.templates.listReplyTemplates(page.id),
  ]);
  return {
    comment_templates: commentTemplates.map((row) => ({ id: row.id, name: row.name, replies: row.replies })),
    reply_templates: replyTemplates.map(toReplyTemplateDto),
    quota: await getQuota(deps, page.id, plan?.monthlyReplyLimit ?? null),
  };
}
