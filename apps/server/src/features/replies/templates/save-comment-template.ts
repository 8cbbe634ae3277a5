import type { CommentTemplateInput } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';

/** Creates a comment template, or edits one when the input has an id. */
export async function saveCommentTemplate(
  { repository }: RepliesDeps,
  pageId: number | null,
  input: CommentTemplateInput,
) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  const row = await repository.templates.saveCommentTemplate(page.id, input);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, replies: row.replies };
}
