// The owner's customer requests (spec section 7's webview/requests calls).
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { AnswerPath, InboxDeps } from '../../inbox/index.ts';
import type { CatalogRepository } from '../../store/index.ts';
import { createOrderRequestsRepository } from './order-requests.repository.ts';
import { createOrderRequestsService } from './order-requests.service.ts';

export { type OrderRequestsService } from './order-requests.service.ts';
export { orderRequestsRoutes } from './order-requests.routes.ts';

export function createOrderRequests(deps: {
  db: Db;
  catalog: CatalogRepository;
  pages: { ownerIds: (pageId: number) => Promise<number[]> };
  inbox: { answers: AnswerPath; deps: InboxDeps };
  events: DomainEvents;
  clock: Clock;
  businessTime: BusinessTime;
}) {
  return createOrderRequestsService({
    repository: createOrderRequestsRepository(deps.db),
    catalog: deps.catalog,
    ownerIds: deps.pages.ownerIds,
    answers: deps.inbox.answers,
    inbox: deps.inbox.deps,
    events: deps.events,
    clock: deps.clock,
    businessTime: deps.businessTime,
  });
}
