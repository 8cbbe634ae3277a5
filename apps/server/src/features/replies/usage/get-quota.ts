import type { RepliesDeps } from '../replies-deps.ts';
import type { QuotaOwner } from './usage.repository.ts';

/** This month's replies against the plan's monthly limit. */
export async function getQuota(
  { repository, clock, businessTime }: RepliesDeps,
  owner: QuotaOwner,
  limit: number | null,
) {
  const month = businessTime.monthOf(clock.now());
  return { used: await repository.usage.usage(owner, month), limit, month };
}
