import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { botFlowVersions, botFlows, mediaFiles, pageOwners } from '../../../platform/db/schema.ts';

/**
 * A flow row with whether its draft differs from its published version (jsonb equality: a change undone is no
 * change). Never published counts as unpublished changes.
 */
const summaryColumns = {
  id: botFlows.id,
  pageId: botFlows.pageId,
  name: botFlows.name,
  draftRevision: botFlows.draftRevision,
  publishedVersion: botFlows.publishedVersion,
  publishedAt: botFlows.publishedAt,
  ref: botFlows.ref,
  createdAt: botFlows.createdAt,
  updatedAt: botFlows.updatedAt,
  hasUnpublishedChanges: sql<boolean>`(${botFlows.publishedVersion} is null or not exists (
    select 1 from ${botFlowVersions}
    where ${botFlowVersions.flowId} = ${botFlows.id}
      and ${botFlowVersions.version} = ${botFlows.publishedVersion}
      and ${botFlowVersions.document} = ${botFlows.draft}))`.mapWith(Boolean),
};
const flowColumns = { ...summaryColumns, draft: botFlows.draft };
export type BotFlowSummaryRow = {
  id: number;
  pageId: number;
  name: string;
  draftRevision: number;
  publishedVersion: number | null;
  publishedAt: Date | null;
  ref: string;
  createdAt: Date;
  updatedAt: Date;
  hasUnpublishedChanges: boolean;
};
export type BotFlowRow = BotFlowSummaryRow & { draft: unknown };

/** SQL of the bot flows; every query names the page the request context checked the caller owns. */
export function createBotFlowsRepository(db: Db) {
  const ofPage = (pageId: number, id: number) => and(eq(botFlows.id, id), eq(botFlows.pageId, pageId));
  const find = async (pageId: number, id: number): Promise<BotFlowRow | null> => {
    const [row] = await db.select(flowColumns).from(botFlows).where(ofPage(pageId, id));
    return row ?? null;
  };

  return {
    find,

    /** The page's flows without their drafts (the list shows none). */
    list: (pageId: number): Promise<BotFlowSummaryRow[]> =>
      db
        .select(summaryColumns)
        .from(botFlows)
        .where(eq(botFlows.pageId, pageId))
        .orderBy(desc(botFlows.updatedAt), desc(botFlows.id)),

    async countOfPage(pageId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(botFlows).where(eq(botFlows.pageId, pageId));
      return row?.value ?? 0;
    },

    async flowIdsOfPage(pageId: number): Promise<number[]> {
      const rows = await db.select({ id: botFlows.id }).from(botFlows).where(eq(botFlows.pageId, pageId));
      return rows.map((row) => row.id);
    },

    /** Which of these uploads belong to an owner of the page (a flow may send only those). */
    async mediaOfPageOwners(pageId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .innerJoin(pageOwners, eq(pageOwners.userId, mediaFiles.ownerUserId))
        .where(and(eq(pageOwners.pageId, pageId), inArray(mediaFiles.id, ids)));
      return rows.map((row) => row.id);
    },

    /** A new flow; null when its ref is taken (the caller draws another). */
    async insert(values: { pageId: number; name: string; draft: unknown; ref: string; now: Date }) {
      const [row] = await db
        .insert(botFlows)
        .values({ ...values, createdAt: values.now, updatedAt: values.now })
        .onConflictDoNothing({ target: botFlows.ref })
        .returning({ id: botFlows.id });
      return row ? find(values.pageId, row.id) : null;
    },

    /** Saves the draft if it is still at `revision`; null when it moved on (or the flow is not the page's). */
    async saveDraft(values: {
      pageId: number;
      id: number;
      revision: number;
      name: string | undefined;
      draft: unknown;
      now: Date;
    }) {
      const [row] = await db
        .update(botFlows)
        .set({
          draft: values.draft,
          ...(values.name === undefined ? {} : { name: values.name }),
          draftRevision: sql`${botFlows.draftRevision} + 1`,
          updatedAt: values.now,
        })
        .where(and(ofPage(values.pageId, values.id), eq(botFlows.draftRevision, values.revision)))
        .returning({ id: botFlows.id });
      return row ? find(values.pageId, row.id) : null;
    },

    /**
     * Freezes the draft at `revision` as the next version, in one transaction with the flow's published version;
     * null when the draft or the published version moved on since they were read (a save, another publish).
     */
    async publish(values: {
      pageId: number;
      id: number;
      revision: number;
      publishedVersion: number | null;
      now: Date;
    }) {
      const samePublished =
        values.publishedVersion === null
          ? isNull(botFlows.publishedVersion)
          : eq(botFlows.publishedVersion, values.publishedVersion);
      const published = await db.transaction(async (tx) => {
        const [flow] = await tx
          .update(botFlows)
          .set({
            publishedVersion: sql`coalesce(${botFlows.publishedVersion}, 0) + 1`,
            publishedAt: values.now,
            updatedAt: values.now,
          })
          .where(and(ofPage(values.pageId, values.id), eq(botFlows.draftRevision, values.revision), samePublished))
          .returning({ version: botFlows.publishedVersion, draft: botFlows.draft });
        if (!flow) return false;
        await tx
          .insert(botFlowVersions)
          .values({ flowId: values.id, version: flow.version!, document: flow.draft, publishedAt: values.now });
        return true;
      });
      return published ? find(values.pageId, values.id) : null;
    },

    async remove(pageId: number, id: number): Promise<boolean> {
      const rows = await db.delete(botFlows).where(ofPage(pageId, id)).returning({ id: botFlows.id });
      return rows.length > 0;
    },
  };
}
export type BotFlowsRepository = ReturnType<typeof createBotFlowsRepository>;
