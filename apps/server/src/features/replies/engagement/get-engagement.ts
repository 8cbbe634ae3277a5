import type { PageEngagement } from '@app/contract';
import type { EngagementDeps } from './engagement-deps.ts';
import { engagementPage, engagementState } from './engagement-state.ts';

export async function getEngagement(deps: EngagementDeps, pageId: number | null): Promise<PageEngagement> {
  const page = await engagementPage(deps, pageId);
  return engagementState(deps, page.id);
}
