import type { RepliesDeps } from '../replies-deps.ts';

/** This month's replies against the plan's monthly limit. */
export async function getQuota({ repository, clock, businessTime }: RepliesDeps, pageId: number, limit: number | null) {
  const month = businessTime.monthOf(clock.now());
  return { used: await repository.usage.usage(pageId, month), limit, month };
}
