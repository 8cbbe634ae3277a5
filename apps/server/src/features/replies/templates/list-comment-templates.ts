import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';

/** The page's saved public reply texts. */
export async function listCommentTemplates({ repository }: RepliesDeps, pageId: number | null) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  return (await repository.templates.listCommentTemplates(page.id)).map((row) => ({
    id: row.id,
    name: row.name,
    replies: row.replies,
  }));
}
