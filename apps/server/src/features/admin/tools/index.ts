// The admin's technical tools: link tokens, log viewer, debugging tool, queue monitor, page errors.
import type { SessionResponse } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { createDebugRepository } from './debug.repository.ts';
import { filterLogLines } from './log-lines.ts';
import { createLinkTokensRepository } from './link-tokens.repository.ts';
import { createLinkTokens } from './link-tokens.ts';
import { createPageErrorsRepository } from './page-errors.repository.ts';

export { adminToolsRoutes } from './admin-tools.routes.ts';

export type AdminToolsDeps = {
  queue: JobQueue;
  clock: Clock;
  appUrl: string;
  auth: { startAdminTabSession(userId: number): Promise<SessionResponse | null> };
};

export function createAdminTools(db: Db, auditLog: AuditLog, { queue, clock, appUrl, auth }: AdminToolsDeps) {
  return {
    linkTokens: createLinkTokens({
      repository: createLinkTokensRepository(db),
      clock,
      appUrl,
      startAdminTabSession: auth.startAdminTabSession,
    }),
    debug: createDebugRepository(db),
    pageErrors: createPageErrorsRepository(db),
    filterLogLines,
    queue,
    auditLog,
  };
}
export type AdminTools = ReturnType<typeof createAdminTools>;
