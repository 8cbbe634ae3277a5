import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { createTickBatcher } from '../../platform/db/tick-batcher.ts';
import {
  orderLinks,
  orderRequests,
  pages,
  storePages,
  stores,
  subscribers,
  webviewTemplatePages,
  webviewTemplates,
  type OrderFormFieldRow,
  type OrderedItemRow,
} from '../../platform/db/schema.ts';

type NewOrderRequest = {
  pageId: number;
  storeId: number;
  templateId: number | null;
  orderLinkId: number;
  subscriberId: number | null;
  customerPsid: string;
  customerName: string | null;
  items: OrderedItemRow[];
  answers: Array<{ name: string; title: string; value: string }>;
  total: number;
  currency: string;
  locale: string;
  submissionKey: string;
};
type StoredOrderRequest = { id: number; orderLinkId: number | null; total: number; currency: string; created: boolean };

/** What the web view needs of an order link in one read: the link, its page, the page's store and order form. */
export function createOrderFormRepository(db: Db) {
  // The store's own form, else the first form assigned to the page (null: the product's default fields).
  const storeForm = sql`(select t.id from ${webviewTemplates} t where t.id = ${stores.orderFormId})`;
  const pageForm = sql`(select tp.template_id from ${webviewTemplatePages} tp
    where tp.page_id = ${orderLinks.pageId} order by tp.template_id limit 1)`;
  const templateId = sql<number | null>`coalesce(${storeForm}, ${pageForm})`;

  // Built once: Drizzle's building of this statement cost more of the main thread than running it (bench:orders).
  const linkForFormStatement = db
    .select({
      link: {
        id: orderLinks.id,
        pageId: orderLinks.pageId,
        customerPsid: orderLinks.customerPsid,
        itemIds: orderLinks.itemIds,
      },
      page: { name: pages.name, avatar: pages.avatar, domain: pages.domain },
      store: {
        id: stores.id,
        name: stores.name,
        locales: stores.locales,
        currency: stores.currency,
        contact: stores.contact,
      },
      templateId,
      fields: sql<OrderFormFieldRow[] | null>`(select t.fields from ${webviewTemplates} t where t.id = ${templateId})`,
      subscriber: sql<{
        id: number;
        name: string | null;
      } | null>`(select json_build_object('id', s.id, 'name', s.name)
            from ${subscribers} s where s.page_id = ${orderLinks.pageId} and s.meta_user_id = ${orderLinks.customerPsid})`,
    })
    .from(orderLinks)
    .innerJoin(pages, eq(pages.id, orderLinks.pageId))
    .leftJoin(storePages, eq(storePages.pageId, orderLinks.pageId))
    .leftJoin(stores, eq(stores.id, storePages.storeId))
    .where(eq(orderLinks.id, sql.placeholder('orderLinkId')))
    .limit(1)
    .prepare('order_form_link');

  const answerColumns = {
    id: orderRequests.id,
    submissionKey: orderRequests.submissionKey,
    orderLinkId: orderRequests.orderLinkId,
    total: orderRequests.total,
    currency: orderRequests.currency,
  };
  // Orders arriving together are stored by one statement (and one commit): under a burst the database, not the
  // requests, is what waits.
  const storeOnce = createTickBatcher(async (requests: NewOrderRequest[]): Promise<StoredOrderRequest[]> => {
    const distinct = [...new Map(requests.map((request) => [request.submissionKey, request])).values()];
    const created = await db
      .insert(orderRequests)
      .values(distinct)
      .onConflictDoNothing({ target: orderRequests.submissionKey })
      .returning(answerColumns);
    const createdKeys = new Set(created.map((row) => row.submissionKey));
    const firstKeys = [
      ...new Set(distinct.map((request) => request.submissionKey).filter((key) => !createdKeys.has(key))),
    ];
    const earlier =
      firstKeys.length === 0
        ? []
        : await db.select(answerColumns).from(orderRequests).where(inArray(orderRequests.submissionKey, firstKeys));
    type Row = (typeof created)[number] & { created: boolean };
    const byKey = new Map<string, Row>([
      ...created.map((row): [string, Row] => [row.submissionKey, { ...row, created: true }]),
      ...earlier.map((row): [string, Row] => [row.submissionKey, { ...row, created: false }]),
    ]);
    const answered = new Set<string>();
    return requests.map((request) => {
      const row = byKey.get(request.submissionKey);
      if (!row) throw new Error('a request conflicted on its submission key and then was not found');
      // The same key twice in one batch: the first is the one stored, the second finds it.
      const first = row.created && !answered.has(request.submissionKey);
      answered.add(request.submissionKey);
      return { id: row.id, orderLinkId: row.orderLinkId, total: row.total, currency: row.currency, created: first };
    });
  });

  return {
    async linkForForm(orderLinkId: number) {
      const [row] = await linkForFormStatement.execute({ orderLinkId });
      return row ?? null;
    },

    /**
     * Stores the request once per submission key: a second submit (even at the same moment) stores nothing and
     * answers the first one, which may belong to another link (the caller refuses that).
     */
    createOnce: (request: NewOrderRequest) => storeOnce(request),
  };
}
export type OrderFormRepository = ReturnType<typeof createOrderFormRepository>;
