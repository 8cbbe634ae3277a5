import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { orderLinks, type orderLinkSources } from '../../platform/db/schema.ts';
import { ORDER_LINK_LIFETIME_MS, signOrderLink, verifyOrderLink, type OrderLinkCheck } from './order-link-token.ts';

export type OrderLinkSource = (typeof orderLinkSources)[number];

/** The web view's address for a token, on the page's web-view domain (an origin such as `https://shop.example`). */
export function orderFormUrl(origin: string, token: string): string {
  return new URL(`/order/${token}`, origin).toString();
}

/**
 * Order links: one per product card sent to a customer. `issue` stores the link (counted as a card sent) and
 * answers the signed address the card's "Order" button opens; `open` checks a token and counts the form opened.
 */
export function createOrderLinks(deps: { db: Db; clock: Clock; signingKey: Buffer }) {
  const { db, clock, signingKey } = deps;
  return {
    async issue(input: {
      pageId: number;
      origin: string;
      customerPsid: string;
      itemIds: number[];
      source: OrderLinkSource;
      sourceId: number | null;
    }): Promise<{ id: number; url: string; token: string }> {
      const [row] = await db
        .insert(orderLinks)
        .values({
          pageId: input.pageId,
          customerPsid: input.customerPsid,
          itemIds: input.itemIds,
          source: input.source,
          sourceId: input.sourceId,
        })
        .returning({ id: orderLinks.id });
      const token = signOrderLink(signingKey, {
        orderLinkId: row!.id,
        expiresAt: new Date(clock.now().getTime() + ORDER_LINK_LIFETIME_MS),
      });
      return { id: row!.id, url: orderFormUrl(input.origin, token), token };
    },

    check(token: string): OrderLinkCheck {
      return verifyOrderLink(signingKey, token, clock.now());
    },

    async find(orderLinkId: number) {
      const [row] = await db.select().from(orderLinks).where(eq(orderLinks.id, orderLinkId)).limit(1);
      return row ?? null;
    },

    /** A private reply's links, issued before Meta named the commenter: the customer they belong to. */
    async assignCustomer(orderLinkIds: readonly number[], customerPsid: string): Promise<void> {
      if (orderLinkIds.length === 0) return;
      await db
        .update(orderLinks)
        .set({ customerPsid })
        .where(and(inArray(orderLinks.id, [...orderLinkIds]), eq(orderLinks.customerPsid, '')));
    },

    async markOpened(orderLinkId: number): Promise<void> {
      await db
        .update(orderLinks)
        .set({
          openedAt: sql`coalesce(${orderLinks.openedAt}, ${clock.now()})`,
          openCount: sql`${orderLinks.openCount} + 1`,
        })
        .where(eq(orderLinks.id, orderLinkId));
    },
  };
}
export type OrderLinks = ReturnType<typeof createOrderLinks>;
