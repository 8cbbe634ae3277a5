import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { toReplyTemplateDto } from './reply-template-dto.ts';

/** The page's or account's saved private messages. */
export async function listReplyTemplates({ repository }: RepliesDeps, scope: ReplyScope) {
  return (await repository.templates.listReplyTemplates(scope.owner)).map(toReplyTemplateDto);
}
