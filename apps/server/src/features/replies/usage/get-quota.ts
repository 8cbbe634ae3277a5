import type { RepliesDeps } from '../replies-deps.ts';
import { monthKey } from './usage.repository.ts';

/** This month's replies against the plan's monthly limit. */
export async function getQuota({ repository, clock }: RepliesDeps, pageId: number, limit: number | null) {
  const month = monthKey(clock.now());
  return { used: await repository.usage.usage(pageId, month), limit, month };
}
