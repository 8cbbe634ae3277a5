import { createTickBatcher } from '../../../platform/db/tick-batcher.ts';
import type { QuotaOwner, UsageRepository } from '../usage/usage.repository.ts';

type Reservation = QuotaOwner & { month: string; replies: number; limit: number | null };

/**
 * Reserves replies against the monthly quota for concurrent comments: one upsert for a whole group's total; only
 * when that would cross the limit does each go one by one.
 */
export function createQuotaReserver(usage: UsageRepository) {
  return createTickBatcher(async (requests: Reservation[]) => {
    const results = new Array<boolean>(requests.length).fill(false);
    const groups = new Map<string, number[]>();
    requests.forEach((request, index) => {
      const key = `${request.pageId}|${request.instagramAccountId ?? ''}|${request.month}|${request.limit}`;
      groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    for (const indexes of groups.values()) {
      const first = requests[indexes[0]!]!;
      const total = indexes.reduce((sum, index) => sum + requests[index]!.replies, 0);
      if (await usage.reserveReplies(first, first.month, total, first.limit)) {
        for (const index of indexes) results[index] = true;
        continue;
      }
      for (const index of indexes) {
        const request = requests[index]!;
        results[index] = await usage.reserveReplies(request, request.month, request.replies, request.limit);
      }
    }
    return results;
  });
}
