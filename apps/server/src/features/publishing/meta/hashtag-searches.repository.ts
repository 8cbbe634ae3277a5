import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { hashtagSearches } from '../../../platform/db/schema.ts';

export function createHashtagSearchesRepository(db: Db) {
  return {
    /** The unique hashtags the account searched since `since`, oldest first. */
    since: (accountId: number, since: Date) =>
      db
        .select()
        .from(hashtagSearches)
        .where(and(eq(hashtagSearches.instagramAccountId, accountId), gt(hashtagSearches.searchedAt, since)))
        .orderBy(asc(hashtagSearches.searchedAt), asc(hashtagSearches.id)),

    async record(accountId: number, hashtag: string, metaHashtagId: string, at: Date): Promise<void> {
      await db
        .insert(hashtagSearches)
        .values({ instagramAccountId: accountId, hashtag, metaHashtagId, searchedAt: at });
    },
  };
}
export type HashtagSearchesRepository = ReturnType<typeof createHashtagSearchesRepository>;
