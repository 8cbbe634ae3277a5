import { randomUUID } from 'node:crypto';
import type { OrderRequestStatus } from '@app/contract';
import { orderRequests } from '../src/platform/db/schema.ts';
import type { TestServer } from './test-server.ts';

/** A customer request as the web view's submit stores it (the orders feature's), written directly for these tests. */
export async function insertOrderRequest(
  server: TestServer,
  request: {
    pageId: number;
    subscriberId?: number | null;
    psid?: string;
    customerName?: string;
    status?: OrderRequestStatus;
    createdAt?: Date;
    answers?: { name: string; title: string; value: string }[];
    items?: { itemId: number; name: string; price: number; quantity: number }[];
    locale?: string | null;
  },
) {
  const items = request.items ?? [{ itemId: 1, name: 'فستان صيفي', price: 25, quantity: 2 }];
  const [row] = await server.runtime.database.db
    .insert(orderRequests)
    .values({
      pageId: request.pageId,
      subscriberId: request.subscriberId ?? null,
      customerPsid: request.psid ?? '990001',
      customerName: request.customerName ?? 'سارة',
      items,
      answers: request.answers ?? [
        { name: 'phone', title: 'رقم الهاتف', value: '0944000111' },
        { name: 'address', title: 'العنوان', value: 'دمشق، المزة' },
      ],
      total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
      currency: 'USD',
      locale: request.locale ?? null,
      status: request.status ?? 'pending',
      submissionKey: randomUUID(),
      createdAt: request.createdAt ?? server.clock.now(),
    })
    .returning();
  return row!;
}
