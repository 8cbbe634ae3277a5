import { notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';

export async function deleteCommentTemplate({ repository }: RepliesDeps, pageId: number | null, id: number) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  if (!(await repository.templates.deleteCommentTemplate(id, page.id))) throw notFound();
}
