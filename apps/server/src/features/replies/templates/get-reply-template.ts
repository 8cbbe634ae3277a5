import { notFound } from '../../../platform/http/app-error.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

export async function getReplyTemplate({ repository }: RepliesDeps, scope: ReplyScope, id: number) {
  const row = await repository.templates.findReplyTemplate(id, scope.owner);
  if (!row) throw notFound();
  return toReplyTemplateDto(row);
}
