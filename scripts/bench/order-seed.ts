import { orderLinkSigningKey, signOrderLink } from '../../apps/server/src/features/orders/order-link-token.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';

/**
 * The demo's fashion page made ready to take orders (stopped product, its database opened here): a web-view domain,
 * two products in its store and one order link per customer, signed with the product's key.
 */
export async function seedSellingPage(
  dataDir: string,
  databaseUrl: string | null,
  encryptionKey: Buffer,
  customers: number,
) {
  const database = await openDatabase(
    databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dataDir: `${dataDir}/db` },
  );
  const [selling] = (
    await database.executeSql('select page_id, store_id from store_pages order by page_id limit 1', [])
  ).rows as Array<{ page_id: number; store_id: number }>;
  if (!selling) throw new Error('The demo has no page with a store');
  await database.executeSql(`update pages set domain = 'https://shop.example' where id = $1`, [selling.page_id]);
  const items = (
    await database.executeSql(
      `insert into store_items (store_id, names, descriptions, sell_price, original_price, main_image_url, position)
       values ($1, '{"ar":"فستان سهرة","en":"Evening dress"}', '{"ar":"حرير","en":"Silk"}', 450000, 520000, '/favicon.svg', 1),
              ($1, '{"ar":"حقيبة يد","en":"Handbag"}', '{}', 120000.5, null, '/favicon.svg', 2)
       returning id`,
      [selling.store_id],
    )
  ).rows.map((row) => Number(row.id));
  const links = (
    await database.executeSql(
      `insert into order_links (page_id, customer_psid, item_ids, source)
       select $1, (25000000 + g)::text, $2::int[], 'reply-campaign' from generate_series(1, $3::int) g
       returning id`,
      [selling.page_id, items, customers],
    )
  ).rows.map((row) => Number(row.id));
  await database.close();
  const key = orderLinkSigningKey(encryptionKey);
  const expiresAt = new Date(Date.now() + 86_400_000);
  return { items, tokens: links.map((orderLinkId) => signOrderLink(key, { orderLinkId, expiresAt })) };
}
