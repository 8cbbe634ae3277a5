import { adminEndpoints } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { AuditLog } from '../admin/index.ts';
import type { EventDispatcher } from './event-dispatcher.ts';
import type { WebhookEventsRepository } from './webhook-events.repository.ts';

export function webhookAdminRoutes(
  router: EndpointRouter,
  {
    repository,
    dispatcher,
    clock,
    auditLog,
  }: { repository: WebhookEventsRepository; dispatcher: EventDispatcher; clock: Clock; auditLog: AuditLog },
) {
  router.route(adminEndpoints.failedEvents, async ({ query }) => {
    const { rows, total } = await repository.listFailed((query.page - 1) * query.limit, query.limit);
    return {
      total,
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        object: row.object,
        account_id: row.accountId,
        attempts: row.attempts,
        last_error: row.lastError,
        received_at: row.receivedAt.toISOString(),
        payload: row.payload,
      })),
    };
  });

  router.route(adminEndpoints.retryFailedEvent, async ({ params, context }) => {
    const ids = await repository.requeue([params.id], clock.now());
    if (ids.length === 0) throw notFound();
    dispatcher.dispatch(ids);
    await auditLog.record(context.session!, {
      action: 'webhook-event.retry',
      resourceType: 'webhook-event',
      resourceId: params.id,
      after: { status: 'pending' },
    });
  });
}
