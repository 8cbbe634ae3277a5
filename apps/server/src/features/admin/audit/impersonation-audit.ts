import type { FastifyInstance } from 'fastify';
import type { AuditLog } from './audit-log.ts';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While an admin acts as an owner, every change made through the owner's screens is written down: which call, on
 * which page or account, with what answer. (The body is not kept: it may hold an owner's private messages.)
 */
export function recordImpersonatedChanges(app: FastifyInstance, auditLog: AuditLog) {
  // Written before the answer leaves (onSend, not onResponse): once the admin sees the change made, it is recorded.
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.context?.session;
    if (!session || session.kind !== 'impersonation' || readOnlyMethods.has(request.method)) return payload;
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    await auditLog
      .record(session, {
        action: 'impersonation.request',
        resourceType: 'request',
        resourceId: `${request.method} ${route}`,
        pageId: request.context.pageId,
        instagramAccountId: request.context.instagramAccountId,
        after: { method: request.method, path: request.url.split('?')[0], status: reply.statusCode },
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'could not record an impersonated change'));
    return payload;
  });
}
