import { replyTemplateInputSchema } from '@app/contract';
import { invalidForm, notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** Creates a private message template, or edits one when the form has an id. */
export async function saveReplyTemplate({ repository }: RepliesDeps, pageId: number | null, raw: unknown) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  const parsed = replyTemplateInputSchema.safeParse(raw);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  const { id, name, ...message } = parsed.data;
  const row = await repository.templates.saveReplyTemplate(page.id, { id, name, message });
  if (!row) throw notFound();
  return toReplyTemplateDto(row);
}
