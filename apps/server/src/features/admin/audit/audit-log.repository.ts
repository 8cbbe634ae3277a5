import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminAuditEntry } from '@app/contract';
import type { Db } from '../../../platform/db/database.ts';
import { adminAuditLog, users } from '../../../platform/db/schema.ts';

export type AuditEntryInput = {
  actorUserId: number;
  actingAsUserId?: number | null;
  action: string;
  resourceType: string;
  resourceId: string | number;
  pageId?: number | null;
  instagramAccountId?: number | null;
  before?: unknown;
  after?: unknown;
};

export type AuditFilter = {
  pageId?: number;
  instagramAccountId?: number;
  userId?: number;
  before?: number;
  limit: number;
};

export function createAuditLogRepository(db: Db) {
  const actor = alias(users, 'actor');
  const actingAs = alias(users, 'acting_as');
  return {
    async record(entry: AuditEntryInput) {
      await db.insert(adminAuditLog).values({
        actorUserId: entry.actorUserId,
        actingAsUserId: entry.actingAsUserId ?? null,
        action: entry.action,
        resourceType: entry.resourceType,
        resourceId: String(entry.resourceId),
        pageId: entry.pageId ?? null,
        instagramAccountId: entry.instagramAccountId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async list(filter: AuditFilter): Promise<AdminAuditEntry[]> {
      const conditions: SQL[] = [];
      if (filter.pageId !== undefined) conditions.push(eq(adminAuditLog.pageId, filter.pageId));
      if (filter.instagramAccountId !== undefined)
        conditions.push(eq(adminAuditLog.instagramAccountId, filter.instagramAccountId));
      if (filter.userId !== undefined)
        conditions.push(
          or(eq(adminAuditLog.actorUserId, filter.userId), eq(adminAuditLog.actingAsUserId, filter.userId))!,
        );
      if (filter.before !== undefined) conditions.push(lt(adminAuditLog.id, filter.before));
      const rows = await db
        .select({ entry: adminAuditLog, actorName: actor.name, actingAsName: actingAs.name })
        .from(adminAuditLog)
        .leftJoin(actor, eq(actor.id, adminAuditLog.actorUserId))
        .leftJoin(actingAs, eq(actingAs.id, adminAuditLog.actingAsUserId))
        .where(and(...conditions))
        .orderBy(desc(adminAuditLog.id))
        .limit(filter.limit);
      return rows.map(({ entry, actorName, actingAsName }) => ({
        id: entry.id,
        actor: entry.actorUserId === null ? null : { id: entry.actorUserId, name: actorName ?? '' },
        acting_as: entry.actingAsUserId === null ? null : { id: entry.actingAsUserId, name: actingAsName ?? '' },
        action: entry.action,
        resource_type: entry.resourceType,
        resource_id: entry.resourceId,
        page_id: entry.pageId,
        instagram_account_id: entry.instagramAccountId,
        before: entry.before,
        after: entry.after,
        created_at: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
