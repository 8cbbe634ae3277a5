import type { DeliveryRecord, SimulatedCall } from '@app/meta-sim/client';
import { percentile } from '../bench/lib.ts';

export type Call = SimulatedCall<{ recipient?: { comment_id?: string } }>;
export type Delivery = Omit<DeliveryRecord, 'payload'> & {
  payload: { entry?: { id?: string; changes?: { value?: { comment_id?: string; from?: { id?: string } } }[] }[] };
};

export type Tally = {
  sent: number;
  publicExpected: number;
  privateExpected: number;
  publicSent: number;
  privateSent: number;
  /** Comments missing their public or their private reply. */
  lost: number;
  /** Comments with a public or a private reply that Meta accepted more than once. */
  doubled: number;
  duplicateDeliveries: number;
  failedReplyCalls: number;
  p50: number;
  p99: number;
  max: number;
  /** From the first delivery the product acknowledged (200) to the first reply call: the product's own share. */
  afterAckP50: number;
  afterAckP99: number;
};

/**
 * Reads the simulator's logs: a comment counts as answered when Meta accepted (200) one public reply to it and
 * one private reply for it; a second accepted reply of either kind is a doubled reply. The delay is from the
 * comment's creation (its first delivery record) to the first reply call, whatever its outcome.
 */
export function tally(commentIds: readonly string[], calls: readonly Call[], deliveries: readonly Delivery[]): Tally {
  const createdAt = new Map<string, number>();
  const acknowledgedAt = new Map<string, number>();
  const customers = new Set(commentIds);
  let duplicateDeliveries = 0;
  for (const delivery of deliveries) {
    const commentId = delivery.payload.entry?.[0]?.changes?.[0]?.value?.comment_id;
    // The page's own replies come back as feed events too; only the customers' comments count.
    if (!commentId || !customers.has(commentId)) continue;
    if (delivery.duplicate_of !== null) duplicateDeliveries++;
    if (!createdAt.has(commentId)) createdAt.set(commentId, Date.parse(delivery.created_at));
    if (delivery.delivered_at) {
      const at = Date.parse(delivery.delivered_at);
      if (at < (acknowledgedAt.get(commentId) ?? Infinity)) acknowledgedAt.set(commentId, at);
    }
  }
  const publicAccepted = new Map<string, number>();
  const privateAccepted = new Map<string, number>();
  const firstCall = new Map<string, number>();
  let failedReplyCalls = 0;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const call of calls) {
    if (call.method !== 'POST') continue;
    const publicMatch = /^\/v\d+\.\d+\/(.+)\/comments$/.exec(call.path);
    const commentId = publicMatch
      ? publicMatch[1]!
      : call.path.endsWith('/messages')
        ? call.body.recipient?.comment_id
        : null;
    if (!commentId) continue;
    if (!firstCall.has(commentId)) firstCall.set(commentId, Date.parse(call.at));
    if (call.status !== 200) failedReplyCalls++;
    else count(publicMatch ? publicAccepted : privateAccepted, commentId);
  }
  let lost = 0;
  let doubled = 0;
  const delays: number[] = [];
  const afterAck: number[] = [];
  for (const commentId of commentIds) {
    const publicCount = publicAccepted.get(commentId) ?? 0;
    const privateCount = privateAccepted.get(commentId) ?? 0;
    if (publicCount === 0 || privateCount === 0) lost++;
    if (publicCount > 1 || privateCount > 1) doubled++;
    const created = createdAt.get(commentId);
    const first = firstCall.get(commentId);
    if (created !== undefined && first !== undefined) delays.push(first - created);
    const acknowledged = acknowledgedAt.get(commentId);
    if (acknowledged !== undefined && first !== undefined) afterAck.push(Math.max(0, first - acknowledged));
  }
  delays.sort((a, b) => a - b);
  afterAck.sort((a, b) => a - b);
  const sum = (map: Map<string, number>) => [...map.values()].reduce((total, value) => total + value, 0);
  return {
    sent: commentIds.length,
    publicExpected: commentIds.length,
    privateExpected: commentIds.length,
    publicSent: sum(publicAccepted),
    privateSent: sum(privateAccepted),
    lost,
    doubled,
    duplicateDeliveries,
    failedReplyCalls,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? NaN,
    afterAckP50: percentile(afterAck, 50),
    afterAckP99: percentile(afterAck, 99),
  };
}

/** Comments that have both replies accepted by Meta, from the logs collected so far. */
export function answeredCount(commentIds: ReadonlySet<string>, calls: readonly Call[]): number {
  const publicDone = new Set<string>();
  const privateDone = new Set<string>();
  for (const call of calls) {
    if (call.method !== 'POST' || call.status !== 200) continue;
    const publicMatch = /^\/v\d+\.\d+\/(.+)\/comments$/.exec(call.path);
    if (publicMatch) publicDone.add(publicMatch[1]!);
    else if (call.path.endsWith('/messages') && call.body.recipient?.comment_id)
      privateDone.add(call.body.recipient.comment_id);
  }
  let answered = 0;
  for (const id of commentIds) if (publicDone.has(id) && privateDone.has(id)) answered++;
  return answered;
}
