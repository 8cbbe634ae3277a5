import type { OrderRequestStatus } from '@app/contract';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { orderRequestChanges, orderRequests, users } from '../../../platform/db/schema.ts';

/** The list's filters as the database reads them: an instant range, already in UTC. */
export type OrderRequestFilter = {
  pageId: number;
  status?: OrderRequestStatus;
  search?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
};

export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type OrderRequestChangeRow = typeof orderRequestChanges.$inferSelect & { changedByName: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The requests' SQL: the owner's screens read and change them only through here. */
export function createOrderRequestsRepository(db: Db) {
  /** Search and dates; the status is the tabs' and left out of the counts. */
  function matching(filter: OrderRequestFilter): SQL[] {
    const conditions: SQL[] = [eq(orderRequests.pageId, filter.pageId)];
    if (filter.from) conditions.push(gte(orderRequests.createdAt, filter.from));
    if (filter.until) conditions.push(lt(orderRequests.createdAt, filter.until));
    const search = filter.search?.trim();
    if (search) {
      const number = /^#?(\d{1,10})$/.exec(search)?.[1];
      const pattern = `%${escapeLike(search)}%`;
      conditions.push(
        sql`(${orderRequests.customerName} ilike ${pattern}
             or ${number !== undefined && Number(number) <= 2_147_483_647 ? sql`${orderRequests.id} = ${Number(number)}` : sql`false`}
             or exists (select 1 from jsonb_array_elements(${orderRequests.answers}) a where a->>'value' ilike ${pattern}))`,
      );
    }
    return conditions;
  }

  return {
    async list(filter: OrderRequestFilter, paging: { offset: number; limit: number } | null) {
      const conditions = matching(filter);
      if (filter.status) conditions.push(eq(orderRequests.status, filter.status));
      const query = db
        .select()
        .from(orderRequests)
        .where(and(...conditions))
        .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id));
      return paging ? query.limit(paging.limit).offset(paging.offset) : query;
    },

    /** How many match the search and dates, per status (the tabs). */
    async countsByStatus(filter: OrderRequestFilter) {
      const rows = await db
        .select({ status: orderRequests.status, count: sql<number>`count(*)::int` })
        .from(orderRequests)
        .where(and(...matching(filter)))
        .groupBy(orderRequests.status);
      return rows;
    },

    async find(id: number): Promise<OrderRequestRow | null> {
      const [row] = await db.select().from(orderRequests).where(eq(orderRequests.id, id));
      return row ?? null;
    },

    async history(requestId: number): Promise<OrderRequestChangeRow[]> {
      const rows = await db
        .select({ change: orderRequestChanges, changedByName: users.name })
        .from(orderRequestChanges)
        .leftJoin(users, eq(users.id, orderRequestChanges.changedBy))
        .where(eq(orderRequestChanges.requestId, requestId))
        .orderBy(orderRequestChanges.createdAt, orderRequestChanges.id);
      return rows.map(({ change, changedByName }) => ({ ...change, changedByName }));
    },

    /**
     * Moves the request from `from` to `to` and writes the change, in one statement: a second change made at the same
     * time from the same status finds the status moved and changes nothing (null).
     */
    async changeStatus(change: {
      requestId: number;
      from: OrderRequestStatus;
      to: OrderRequestStatus;
      changedBy: number;
      note: string | null;
      at: Date;
    }): Promise<number | null> {
      const result = await db.execute(sql`
        with moved as (
          update ${orderRequests} set status = ${change.to}, updated_at = ${change.at.toISOString()}::timestamptz
          where id = ${change.requestId} and status = ${change.from}
          returning id
        )
        insert into ${orderRequestChanges} (request_id, from_status, to_status, changed_by, note, created_at)
        select id, ${change.from}, ${change.to}, ${change.changedBy}, ${change.note}, ${change.at.toISOString()}::timestamptz
        from moved
        returning id`);
      const [row] = (result as unknown as { rows: { id: unknown }[] }).rows;
      return row ? Number(row.id) : null;
    },

    async recordTold(changeId: number, told: { customerTold: boolean; notToldReason: string | null }) {
      await db.update(orderRequestChanges).set(told).where(eq(orderRequestChanges.id, changeId));
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(orderRequests).where(eq(orderRequests.id, id)).returning({ id: orderRequests.id });
      return rows.length > 0;
    },
  };
}
export type OrderRequestsRepository = ReturnType<typeof createOrderRequestsRepository>;
