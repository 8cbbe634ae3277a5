import {
  allowedNextStatuses,
  canChangeOrderStatus,
  messagingWindowAt,
  orderRequestStatuses,
  type InterfaceLocale,
  type OrderCustomerNotToldReason,
  type OrderRequest,
  type OrderRequestList,
  type OrderRequestListQuery,
  type OrderRequestStatus,
  type OrderRequestUpdate,
} from '@app/contract';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { AnswerPath, InboxDeps, OrderClaim, SubscriberRow } from '../../inbox/index.ts';
import { sendingGate } from '../../inbox/index.ts';
import type { CatalogRepository } from '../../store/index.ts';
import { ordersCsv } from './orders-csv.ts';
import type { OrderRequestFilter, OrderRequestRow, OrderRequestsRepository } from './order-requests.repository.ts';
import { customerLocaleOf, customerStatusMessage, statusName } from './status-texts.ts';

type Viewer = { userId: number; isAdmin: boolean };

export type OrderRequestsDeps = {
  repository: OrderRequestsRepository;
  catalog: CatalogRepository;
  /** Who owns a page (the page gate's answer). */
  ownerIds: (pageId: number) => Promise<number[]>;
  /** The inbox's one answer path and what it sends with. */
  answers: AnswerPath;
  inbox: InboxDeps;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  businessTime: BusinessTime;
};

const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
};

/** The owner's customer requests: list, detail, status changes told to the customer, delete, CSV. */
export function createOrderRequestsService(deps: OrderRequestsDeps) {
  const { repository, businessTime } = deps;

  function filterOf(pageId: number, query: Omit<OrderRequestListQuery, 'page' | 'limit'>): OrderRequestFilter {
    return {
      pageId,
      status: query.status,
      search: query.search,
      from: query.from ? businessTime.startOfDay(query.from) : undefined,
      until: query.to ? businessTime.startOfDay(nextDay(query.to)) : undefined,
    };
  }

  const summaryOf = (row: OrderRequestRow) => ({
    id: row.id,
    customer_name: row.customerName,
    items: row.items.map((item) => ({
      item_id: item.itemId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
    })),
    total: row.total,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  });

  /** The request if the viewer may see it (its page's owners, admins); anyone else is told it does not exist. */
  async function visibleRequest(viewer: Viewer, id: number): Promise<OrderRequestRow> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    if (!viewer.isAdmin && !(await deps.ownerIds(row.pageId)).includes(viewer.userId)) throw notFound();
    return row;
  }

  async function detailOf(row: OrderRequestRow): Promise<OrderRequest> {
    const history = await repository.history(row.id);
    return {
      ...summaryOf(row),
      page_id: row.pageId,
      customer_psid: row.customerPsid,
      conversation_id: row.subscriberId,
      answers: row.answers,
      allowed_statuses: allowedNextStatuses(row.status),
      history: history.map((change) => ({
        id: change.id,
        from_status: change.fromStatus,
        to_status: change.toStatus,
        changed_by: change.changedBy === null ? null : { id: change.changedBy, name: change.changedByName ?? '' },
        note: change.note,
        customer_told: change.customerTold,
        not_told_reason: change.notToldReason as OrderCustomerNotToldReason | null,
        created_at: change.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Tells the customer of the change through the inbox's answer path (the page gate, the 24-hour window, Meta's
   * outcome and the trail come with it); answers why not when they were not told.
   */
  async function tellCustomer(
    row: OrderRequestRow,
    to: OrderRequestStatus,
    changeId: number,
  ): Promise<OrderCustomerNotToldReason | null> {
    const conversation: SubscriberRow | null =
      row.subscriberId === null ? null : await deps.inbox.repository.subscriber(row.subscriberId);
    if (!conversation || conversation.pageId === null) return 'no-conversation';
    const now = deps.clock.now();
    const gate = await sendingGate(deps.inbox, conversation, 'inbox');
    const inWindow = messagingWindowAt(conversation.lastIncomingAt, now, false).state === 'open';
    const store = await deps.catalog.storeOfPage(row.pageId);
    const text = customerStatusMessage(customerLocaleOf(store?.locales, row.locale), to, row.id);
    const skip = !inWindow ? 'outside-messaging-window' : !gate.page ? 'page-cannot-send' : null;
    const decision: OrderClaim['decision'] = skip
      ? { skip }
      : { answer: { stored: { kind: 'text' as const, text, attachments: [] }, contents: [{ text }] } };
    const outcome = await deps.answers.answerMessage({
      decidedBy: 'order',
      page: gate.page,
      conversation,
      trail: {
        pageId: conversation.pageId,
        subscriberId: conversation.id,
        changeKey: `order-status:${changeId}`,
        decision,
        at: now,
      },
    });
    if (skip) return skip;
    if (!outcome.claimed) return null;
    return outcome.refused ? 'meta-refused' : null;
  }

  return {
    async list(pageId: number, query: OrderRequestListQuery): Promise<OrderRequestList> {
      const filter = filterOf(pageId, query);
      const [rows, counted] = await Promise.all([
        repository.list(filter, { offset: (query.page - 1) * query.limit, limit: query.limit }),
        repository.countsByStatus(filter),
      ]);
      const counts = Object.fromEntries(orderRequestStatuses.map((status) => [status, 0])) as Record<
        OrderRequestStatus,
        number
      >;
      for (const { status, count } of counted) counts[status] = count;
      return {
        data: rows.map(summaryOf),
        total: query.status ? counts[query.status] : Object.values(counts).reduce((sum, count) => sum + count, 0),
        counts,
      };
    },

    async get(viewer: Viewer, id: number) {
      return { request: await detailOf(await visibleRequest(viewer, id)) };
    },

    async update(viewer: Viewer, id: number, input: OrderRequestUpdate, locale: InterfaceLocale) {
      const row = await visibleRequest(viewer, id);
      if (!canChangeOrderStatus(row.status, input.status)) {
        const allowed = allowedNextStatuses(row.status);
        throw new AppError('validation', {
          messageKey: allowed.length ? 'order-status-not-allowed' : 'order-status-final',
          params: {
            from: statusName(locale, row.status),
            allowed: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
              allowed.map((status) => statusName(locale, status)),
            ),
          },
          fieldErrors: { status: [allowed.length ? 'order-status-not-allowed' : 'order-status-final'] },
        });
      }
      const changeId = await repository.changeStatus({
        requestId: row.id,
        from: row.status,
        to: input.status,
        changedBy: viewer.userId,
        note: input.note || null,
        at: deps.clock.now(),
      });
      // Someone else changed it meanwhile: this change was made against a status it no longer has.
      if (changeId === null) throw new AppError('conflict');
      const notToldReason = await tellCustomer(row, input.status, changeId);
      await repository.recordTold(changeId, { customerTold: notToldReason === null, notToldReason });
      void deps.events.publish('order.changed', { requestId: row.id, pageId: row.pageId });
      return this.get(viewer, id);
    },

    async destroy(viewer: Viewer, id: number): Promise<void> {
      const row = await visibleRequest(viewer, id);
      await repository.remove(row.id);
      void deps.events.publish('order.changed', { requestId: row.id, pageId: row.pageId });
    },

    async exportCsv(pageId: number, query: Omit<OrderRequestListQuery, 'page' | 'limit'>, locale: InterfaceLocale) {
      const rows = await repository.list(filterOf(pageId, query), null);
      return ordersCsv(rows, locale, businessTime);
    },
  };
}
export type OrderRequestsService = ReturnType<typeof createOrderRequestsService>;
