import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose campaigns and templates a reply screen acts on: a Facebook page's, or an Instagram account's (whose
 * replies the page linked to the account sends).
 */
export type ReplyOwner = { channel: 'fb'; pageId: number } | { channel: 'instagram'; instagramAccountId: number };

/** The row condition for a table with `page_id`, `channel` and `instagram_account_id`. */
export function ownedBy(
  table: { pageId: PgColumn; channel: PgColumn; instagramAccountId: PgColumn },
  owner: ReplyOwner,
): SQL {
  return owner.channel === 'fb'
    ? and(eq(table.pageId, owner.pageId), eq(table.channel, 'fb'))!
    : eq(table.instagramAccountId, owner.instagramAccountId);
}

/** The owner columns a new row gets. */
export const ownerColumns = (owner: ReplyOwner) =>
  owner.channel === 'fb'
    ? { channel: 'fb' as const, instagramAccountId: null }
    : { channel: 'instagram' as const, instagramAccountId: owner.instagramAccountId };
