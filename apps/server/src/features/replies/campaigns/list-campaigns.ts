import type { AppLocale } from '@app/contract';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { pausedDto } from '../pages/page-sending-pause.ts';
import { countsOf, toCampaignDto } from './campaign-dto.ts';

/** The page's campaigns, newest first, with what each did. */
export async function listCampaigns(deps: RepliesDeps, pageId: number | null, locale: AppLocale) {
  const { page } = await requireReplyPage(deps.repository.pages, pageId);
  const rows = await deps.repository.campaigns.listCampaigns(page.id);
  const counts = await countsOf(deps, rows);
  const paused = pausedDto(page, deps.clock.now(), locale, deps.businessTime);
  return rows.map((row) => toCampaignDto(row, counts.get(row.id), locale, page.name, paused));
}
