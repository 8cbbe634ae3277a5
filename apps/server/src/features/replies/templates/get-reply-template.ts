import { notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

export async function getReplyTemplate({ repository }: RepliesDeps, pageId: number | null, id: number) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  const row = await repository.templates.findReplyTemplate(id, page.id);
  if (!row) throw notFound();
  return toReplyTemplateDto(row);
}
