import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { webhookEvents } from '../../platform/db/schema.ts';

/** The last event Meta delivered for a page or Instagram account (our own echoes left out). */
export function createLastEventReader(db: Db) {
  return async (accountId: string): Promise<{ at: Date; kind: string } | null> => {
    const [row] = await db
      .select({ at: webhookEvents.receivedAt, kind: webhookEvents.kind })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.accountId, accountId), eq(webhookEvents.isEcho, false)))
      .orderBy(desc(webhookEvents.receivedAt))
      .limit(1);
    return row ?? null;
  };
}
export type LastEventReader = ReturnType<typeof createLastEventReader>;
