import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { webhookJournalCheckpoints } from '../../platform/db/schema.ts';

/** How far the importer has read the journal: a segment file and a byte offset in it. */
export type JournalCheckpoint = { name: string; segment: number; offset: number };

/** The webhook journal's read position (the import itself commits it together with the rows it imports). */
export function createWebhookJournalRepository(db: Db) {
  return {
    async findCheckpoint(name: string): Promise<JournalCheckpoint | undefined> {
      const [row] = await db.select().from(webhookJournalCheckpoints).where(eq(webhookJournalCheckpoints.name, name));
      return row;
    },

    async saveCheckpoint(value: JournalCheckpoint): Promise<void> {
      await db
        .insert(webhookJournalCheckpoints)
        .values(value)
        .onConflictDoUpdate({
          target: webhookJournalCheckpoints.name,
          set: { segment: value.segment, offset: value.offset },
        });
    },
  };
}
