import { notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';

/** Deletes a campaign with its trail and actions. */
export async function deleteCampaign(
  { repository, onCampaignsChanged }: RepliesDeps,
  pageId: number | null,
  id: number,
) {
  const { page } = await requireReplyPage(repository.pages, pageId);
  if (!(await repository.campaigns.deleteCampaign(id, page.id))) throw notFound();
  onCampaignsChanged();
}
