import type { OrderRequestStatus } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { orderRequestChanges, orderRequests } from '../../platform/db/schema.ts';

const hour = 3_600_000;
const form = { phone: 'رقم الهاتف', city: 'المدينة', address: 'العنوان', size: 'المقاس' };

/** Customer requests in several statuses on the fashion page, so the requests screen shows life. */
const demoRequests: {
  name: string;
  hoursAgo: number;
  status: OrderRequestStatus;
  path: OrderRequestStatus[];
  item: string;
  price: number;
  quantity: number;
  answers: [string, string, string, string];
}[] = [
  {
    name: 'ريم الحسن',
    hoursAgo: 1,
    status: 'pending',
    path: [],
    item: 'فستان سهرة أسود',
    price: 450_000,
    quantity: 1,
    answers: ['0944123456', 'دمشق', 'المزة، جانب الجامع', 'M'],
  },
  {
    name: 'Lina Haddad',
    hoursAgo: 5,
    status: 'ready_inventory',
    path: ['ready_inventory'],
    item: 'فستان صيفي مورّد',
    price: 250_000,
    quantity: 2,
    answers: ['0933555777', 'حلب', 'الفرقان، بناء 12', 'S'],
  },
  {
    name: 'سلمى يوسف',
    hoursAgo: 26,
    status: 'shipping_done',
    path: ['ready_inventory', 'contact_done', 'shipping_done'],
    item: 'عباءة مطرزة',
    price: 600_000,
    quantity: 1,
    answers: ['0955111222', 'حمص', 'الوعر، شارع الحضارة', 'L'],
  },
  {
    name: 'نور خليل',
    hoursAgo: 50,
    status: 'processed',
    path: ['ready_inventory', 'shipping_done', 'processed'],
    item: 'حقيبة يد جلدية',
    price: 300_000,
    quantity: 1,
    answers: ['0966000333', 'اللاذقية', 'الزراعة، قرب الجامعة', '—'],
  },
  {
    name: 'هبة سعيد',
    hoursAgo: 72,
    status: 'cancelled',
    path: ['cancelled'],
    item: 'فستان سهرة أحمر',
    price: 500_000,
    quantity: 1,
    answers: ['0988444555', 'طرطوس', 'الكورنيش البحري', 'XL'],
  },
];

export async function seedDemoRequests(deps: { db: Db; clock: Clock; pageId: number; ownerId: number }) {
  const now = deps.clock.now().getTime();
  for (const [index, request] of demoRequests.entries()) {
    const createdAt = new Date(now - request.hoursAgo * hour);
    const [row] = await deps.db
      .insert(orderRequests)
      .values({
        pageId: deps.pageId,
        customerPsid: `demo-request-${index + 1}`,
        customerName: request.name,
        items: [{ itemId: 0, name: request.item, price: request.price, quantity: request.quantity }],
        answers: (Object.keys(form) as (keyof typeof form)[]).map((name, position) => ({
          name,
          title: form[name],
          value: request.answers[position]!,
        })),
        total: request.price * request.quantity,
        currency: 'SYP',
        status: request.status,
        submissionKey: `demo-request-${index + 1}`,
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: orderRequests.id });
    if (!row) continue;
    let from: OrderRequestStatus = 'pending';
    for (const [step, to] of request.path.entries()) {
      await deps.db.insert(orderRequestChanges).values({
        requestId: row.id,
        fromStatus: from,
        toStatus: to,
        changedBy: deps.ownerId,
        customerTold: false,
        notToldReason: 'no-conversation',
        createdAt: new Date(createdAt.getTime() + ((step + 1) * hour) / 2),
      });
      from = to;
    }
  }
}
