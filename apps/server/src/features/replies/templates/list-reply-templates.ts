import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** The page's saved private messages. */
export async function listReplyTemplates({ repository }: RepliesDeps, pageId: number | null) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  return (await repository.templates.listReplyTemplates(page.id)).map(toReplyTemplateDto);
}
