import { notFound } from '../../../platform/http/app-error.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';

export async function deleteReplyTemplate({ repository }: RepliesDeps, scope: ReplyScope, id: number) {
  if (!(await repository.templates.deleteReplyTemplate(id, scope.owner))) throw notFound();
}
