import type { PrivateMessage } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** Creates a private message template, or edits one when the form has an id. */
export async function saveReplyTemplate(
  { repository }: RepliesDeps,
  scope: ReplyScope,
  input: { id?: number | undefined; name: string; message: PrivateMessage },
) {
  const row = await repository.templates.saveReplyTemplate(scope.owner, input);
  if (!row) throw notFound();
  return toReplyTemplateDto(row);
}
