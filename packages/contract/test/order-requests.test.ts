import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, canChangeOrderStatus } from '../src/order-requests.ts';

describe('customer request status changes', () => {
  it('moves forward, skipping steps, and cancels before processed', () => {
    expect(allowedNextStatuses('pending')).toEqual([
      'ready_inventory',
      'contact_done',
      'shipping_done',
      'processed',
      'cancelled',
    ]);
    expect(allowedNextStatuses('shipping_done')).toEqual(['processed', 'cancelled']);
    expect(canChangeOrderStatus('pending', 'processed')).toBe(true);
  });

  it('never goes back, except a cancelled request reopened as pending; processed is final', () => {
    expect(canChangeOrderStatus('contact_done', 'ready_inventory')).toBe(false);
    expect(canChangeOrderStatus('cancelled', 'pending')).toBe(true);
    expect(canChangeOrderStatus('cancelled', 'processed')).toBe(false);
    expect(allowedNextStatuses('processed')).toEqual([]);
    expect(canChangeOrderStatus('pending', 'pending')).toBe(false);
  });
});
