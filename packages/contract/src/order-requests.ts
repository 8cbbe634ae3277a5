// Zod-free: the requests screen and the server read the same rules.

/** Spec section 4's customer request statuses, in their usual order. */
export const orderRequestStatuses = [
  'pending',
  'ready_inventory',
  'contact_done',
  'shipping_done',
  'processed',
  'cancelled',
] as const;
export type OrderRequestStatus = (typeof orderRequestStatuses)[number];

const progress: readonly OrderRequestStatus[] = [
  'pending',
  'ready_inventory',
  'contact_done',
  'shipping_done',
  'processed',
];

/**
 * Which changes are allowed (the spec says "not shown"): forward along the order's progress, steps may be skipped
 * (an order picked up in the shop goes from pending to processed); cancelled from any state before processed; a
 * cancelled request may be reopened as pending; processed is final.
 */
export function allowedNextStatuses(from: OrderRequestStatus): OrderRequestStatus[] {
  if (from === 'processed') return [];
  if (from === 'cancelled') return ['pending'];
  const at = progress.indexOf(from);
  return [...progress.slice(at + 1), 'cancelled'];
}

export function canChangeOrderStatus(from: OrderRequestStatus, to: OrderRequestStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}
