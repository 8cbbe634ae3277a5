import { PGlite } from '@electric-sql/pglite';

/** Events not done and replies not sent, read from a stopped product's embedded database. */
export async function unfinishedOnPglite(dataDir: string): Promise<{ events: number; actions: number }> {
  const database = await PGlite.create({ dataDir });
  try {
    const count = async (query: string) => Number((await database.query<{ n: number }>(query)).rows[0]!.n);
    return {
      events: await count(`select count(*)::int as n from webhook_events where status in ('pending', 'processing')`),
      actions: await count(`select count(*)::int as n from outbound_actions where status in ('pending', 'sending')`),
    };
  } finally {
    await database.close();
  }
}
