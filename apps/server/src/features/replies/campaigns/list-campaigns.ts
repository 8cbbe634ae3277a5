import type { InterfaceLocale } from '@app/contract';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { pausedDto } from '../pages/page-sending-pause.ts';
import { countsOf, toCampaignDto } from './campaign-dto.ts';

/** The page's campaigns, newest first, with what each did. */
export async function listCampaigns(deps: RepliesDeps, scope: ReplyScope, locale: InterfaceLocale) {
  const rows = await deps.repository.campaigns.listCampaigns(scope.owner);
  const counts = await countsOf(deps, rows);
  const paused = await pausedDto(deps, scope, locale);
  return rows.map((row) => toCampaignDto(row, counts.get(row.id), locale, scope.name, paused));
}
