import type { InterfaceLocale } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { campaignDto } from './campaign-dto.ts';

/** Pauses or (re)starts a campaign; a restart clears the last error and the plan-limit flag. */
export async function changeCampaignStatus(
  deps: RepliesDeps,
  scope: ReplyScope,
  id: number,
  status: 'running' | 'paused',
  locale: InterfaceLocale,
) {
  const { repository, queue } = deps;
  const { owner } = scope;
  const current = await repository.campaigns.findCampaign(id, owner);
  if (!current) throw notFound();
  const row = await repository.campaigns.updateCampaign(id, owner, {
    status,
    ...(status === 'running'
      ? { errorCategory: null, errorCode: null, errorSubcode: null, errorMessage: null, planLimitReached: false }
      : {}),
    // Comments made while the owner had paused the campaign are not answered later; after a stop for an error
    // (a lost token), the comments missed meanwhile are (the missed-comments check reads from where it stopped).
    ...(status === 'running' && current.status === 'paused' ? { commentsCheckedUntil: deps.clock.now() } : {}),
  });
  if (!row) throw notFound();
  await deps.events.publish('replies.changed', {});
  if (status === 'running' && current.status === 'stopped_error' && scope.page)
    await queue.enqueue('replies.backfill', { pageId: scope.page.id });
  if (status === 'running' && row.settings.enable_old) {
    await queue.enqueue('replies.answer-old', { campaignId: row.id });
  }
  return campaignDto(deps, row, locale, scope);
}
