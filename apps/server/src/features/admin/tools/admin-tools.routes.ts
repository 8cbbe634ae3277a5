import { adminToolsEndpoints } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import type { RequestContext } from '../../../platform/http/request-context.ts';
import { recentLogLines } from '../../../platform/logger.ts';
import { recentGraphCalls, type GraphCallRecord } from '../../../platform/meta/graph-calls.ts';
import type { AdminTools } from './index.ts';

const graphCallAnswer = (call: GraphCallRecord) => ({
  seq: call.seq,
  at: call.at.toISOString(),
  method: call.method,
  host: call.host,
  path: call.path,
  limit_key: call.limitKey,
  status: call.status,
  duration_ms: call.durationMs,
  error: call.error,
});

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** Routes with access 'admin' always carry a session. */
const sessionOf = (context: RequestContext) => context.session!;

export function adminToolsRoutes(router: EndpointRouter, tools: AdminTools) {
  const { linkTokens, debug, pageErrors, queue, auditLog, filterLogLines } = tools;

  router.route(adminToolsEndpoints.mintLinkToken, ({ body, context }) =>
    linkTokens.mint(sessionOf(context), body.tool),
  );
  router.route(adminToolsEndpoints.exchangeLinkToken, ({ body }) => linkTokens.exchange(body));

  router.route(adminToolsEndpoints.logs, ({ query }) => ({
    data: filterLogLines(recentLogLines.newestFirst(), query),
    kept: recentLogLines.size,
    capacity: recentLogLines.capacity,
  }));

  router.route(adminToolsEndpoints.webhookDeliveries, async ({ query }) => {
    const rows = await debug.deliveries({ status: query.status, accountId: query.account_id, limit: query.limit });
    return { data: rows.map(deliveryAnswer) };
  });

  router.route(adminToolsEndpoints.graphCalls, ({ query }) => {
    const failed = query.failed === undefined ? null : query.failed === 'true';
    const calls = recentGraphCalls
      .newestFirst()
      .filter((call) => failed === null || (call.status < 200 || call.status >= 300 || call.error !== null) === failed);
    return { data: calls.slice(0, query.limit).map(graphCallAnswer) };
  });

  router.route(adminToolsEndpoints.trail, async ({ query }) => {
    const events = await debug.eventsAbout(query.meta_id);
    const { replies, answers } = await debug.decisionsAbout(query.meta_id);
    const actions = await debug.actionsOfTrails(replies.map((row) => row.id));
    const graphCalls = recentGraphCalls.newestFirst().filter((call) => call.path.includes(query.meta_id));
    return {
      events: events.map((row) => ({ ...deliveryAnswer(row), payload: row.payload })),
      decisions: [...replies, ...answers].map((row) => ({
        id: row.id,
        campaign_id: row.campaignId,
        status: row.status,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      })),
      actions: actions.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        meta_id: row.remoteId,
        last_error: row.errorMessage,
        created_at: row.createdAt.toISOString(),
      })),
      graph_calls: graphCalls.slice(0, 50).map(graphCallAnswer),
    };
  });

  router.route(adminToolsEndpoints.queues, async () => ({
    data: (await queue.monitor.queues()).map((stat) => ({
      name: stat.name,
      waiting: stat.ready,
      deferred: stat.deferred,
      retrying: stat.retrying,
      active: stat.active,
      failed: stat.failed,
      total: stat.total,
    })),
  }));

  router.route(adminToolsEndpoints.queueJobs, async ({ query }) => {
    const jobs = await queue.monitor.jobs(query.queue, query.state, query.limit);
    return {
      data: jobs.map((job) => ({
        id: job.id,
        queue: job.name,
        state: job.state,
        retry_count: job.retryCount,
        retry_limit: job.retryLimit,
        data: job.data,
        output: job.output,
        created_on: job.createdOn.toISOString(),
        started_on: iso(job.startedOn),
        completed_on: iso(job.completedOn),
      })),
    };
  });

  router.route(adminToolsEndpoints.retryQueueJob, async ({ body, context }) => {
    if (!(await queue.monitor.retryFailed(body.queue, body.job_id))) throw notFound();
    await auditLog.record(sessionOf(context), {
      action: 'queue-job.retry',
      resourceType: 'queue-job',
      resourceId: body.job_id,
      after: { queue: body.queue },
    });
  });

  router.route(adminToolsEndpoints.deleteQueueJob, async ({ body, context }) => {
    if (!(await queue.monitor.deleteFailed(body.queue, body.job_id))) throw notFound();
    await auditLog.record(sessionOf(context), {
      action: 'queue-job.delete',
      resourceType: 'queue-job',
      resourceId: body.job_id,
      before: { queue: body.queue, state: 'failed' },
    });
  });

  router.route(adminToolsEndpoints.deleteFailedEvent, async ({ params, context }) => {
    const deleted = await debug.deleteFailedEvent(params.id);
    if (!deleted) throw notFound();
    await auditLog.record(sessionOf(context), {
      action: 'webhook-event.delete',
      resourceType: 'webhook-event',
      resourceId: params.id,
      before: { kind: deleted.kind, natural_key: deleted.naturalKey, status: 'failed' },
    });
  });

  router.route(adminToolsEndpoints.pageErrors, async () => ({
    data: (await pageErrors.list()).map((row) => ({
      page_id: row.id,
      name: row.name,
      meta_page_id: row.metaPageId,
      problems: [
        ...(row.tokenInvalidAt ? (['token-invalid'] as const) : []),
        ...(row.subscriptionFailedAt ? (['subscription-refused'] as const) : []),
        ...(row.missingPermissions.length > 0 ? (['missing-permission'] as const) : []),
      ],
      missing_permissions: row.missingPermissions,
      subscription_error: row.subscriptionError,
      since: iso(row.tokenInvalidAt ?? row.subscriptionFailedAt),
    })),
  }));

  router.route(adminToolsEndpoints.retryPageError, async ({ params, context }) => {
    if (!(await pageErrors.exists(params.id))) throw notFound();
    await queue.enqueue('linking.subscription-check', { pageId: params.id });
    await auditLog.record(sessionOf(context), {
      action: 'page.subscription-check',
      resourceType: 'page',
      resourceId: params.id,
      pageId: params.id,
    });
  });
}

function deliveryAnswer(row: {
  id: number;
  kind: string;
  object: string;
  accountId: string;
  naturalKey: string;
  status: string;
  attempts: number;
  lastError: string | null;
  receivedAt: Date;
  processedAt: Date | null;
}) {
  return {
    id: row.id,
    kind: row.kind,
    object: row.object,
    account_id: row.accountId,
    natural_key: row.naturalKey,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    received_at: row.receivedAt.toISOString(),
    processed_at: iso(row.processedAt),
  };
}
