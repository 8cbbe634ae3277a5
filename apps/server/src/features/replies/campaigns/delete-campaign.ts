import { notFound } from '../../../platform/http/app-error.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';

/** Deletes a campaign with its trail and actions. */
export async function deleteCampaign(deps: RepliesDeps, scope: ReplyScope, id: number) {
  const { repository } = deps;
  if (!(await repository.campaigns.deleteCampaign(id, scope.owner))) throw notFound();
  await deps.events.publish('replies.changed', {});
}
