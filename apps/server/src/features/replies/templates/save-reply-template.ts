import type { ReplyTemplateInput } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** Creates a private message template, or edits one when the form has an id. */
export async function saveReplyTemplate({ repository }: RepliesDeps, pageId: number | null, input: ReplyTemplateInput) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  const { id, name, ...message } = input;
  const row = await repository.templates.saveReplyTemplate(page.id, { id, name, message });
  if (!row) throw notFound();
  return toReplyTemplateDto(row);
}
