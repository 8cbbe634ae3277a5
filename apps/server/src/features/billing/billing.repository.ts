import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeatureSlug, InvoiceStatus } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import {
  expiryWarnings,
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  invoices,
  pageFeatures,
  pageOwners,
  pages,
  plans,
  users,
} from '../../platform/db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PlanValues = Omit<typeof plans.$inferInsert, 'id' | 'createdAt'>;
export type InvoiceValues = typeof invoices.$inferInsert;
export type Subject = { kind: 'page'; id: number } | { kind: 'instagram'; id: number };

/** What a renewal reads of a page or an account: its state, name and referral agent. */
export type SubjectRow = {
  id: number;
  name: string;
  expiresAt: Date | null;
  blockedAt: Date | null;
  deletedAt: Date | null;
  status: 'subscribed' | 'renewed';
  referralUserId: number | null;
  planId: number | null;
};

const requester = alias(users, 'requester');

/** The owners' storage quota is at least the package's (an owner with a larger one keeps it). */
async function raiseStorage(tx: Pick<Db, 'update'>, storageMb: number, owners: SQL) {
  await tx
    .update(users)
    .set({ totalStorageMb: sql`greatest(${users.totalStorageMb}, ${storageMb})` })
    .where(inArray(users.id, owners));
}
const pageOwnerIds = (pageId: number) =>
  sql`(select ${pageOwners.userId} from ${pageOwners} where ${pageOwners.pageId} = ${pageId})`;
const accountOwnerIds = (accountId: number) =>
  sql`(select ${instagramAccountOwners.userId} from ${instagramAccountOwners} where ${instagramAccountOwners.accountId} = ${accountId})`;
const referral = alias(users, 'referral');

export function createBillingRepository(db: Db) {
  const invoiceColumns = {
    invoice: invoices,
    pageName: pages.name,
    accountName: instagramAccounts.name,
    accountUsername: instagramAccounts.username,
    requesterName: requester.name,
    referralName: referral.name,
  };
  const invoiceQuery = () =>
    db
      .select(invoiceColumns)
      .from(invoices)
      .leftJoin(pages, eq(pages.id, invoices.pageId))
      .leftJoin(instagramAccounts, eq(instagramAccounts.id, invoices.instagramAccountId))
      .leftJoin(requester, eq(requester.id, invoices.requestedBy))
      .leftJoin(referral, eq(referral.id, invoices.referralUserId));

  /** Invoices of pages or accounts the user owns, or that the user asked for. */
  const ownedBy = (userId: number) =>
    or(
      eq(invoices.requestedBy, userId),
      inArray(
        invoices.pageId,
        db.select({ id: pageOwners.pageId }).from(pageOwners).where(eq(pageOwners.userId, userId)),
      ),
      inArray(
        invoices.instagramAccountId,
        db
          .select({ id: instagramAccountOwners.accountId })
          .from(instagramAccountOwners)
          .where(eq(instagramAccountOwners.userId, userId)),
      ),
    )!;

  async function listInvoices(where: SQL | undefined, page: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      invoiceQuery()
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(invoices).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  return {
    /** Who checks receipts: every admin who is not blocked. */
    async adminIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)));
      return rows.map((row) => row.id);
    },

    async listPlans(includeRetired: boolean) {
      const pageUse = db
        .select({ planId: pages.planId, uses: count().as('page_uses') })
        .from(pages)
        .where(and(isNotNull(pages.planId), isNull(pages.deletedAt)))
        .groupBy(pages.planId)
        .as('page_use');
      const accountUse = db
        .select({ planId: instagramAccounts.planId, uses: count().as('account_uses') })
        .from(instagramAccounts)
        .where(and(isNotNull(instagramAccounts.planId), isNull(instagramAccounts.deletedAt)))
        .groupBy(instagramAccounts.planId)
        .as('account_use');
      return db
        .select({
          plan: plans,
          inUse: sql<number>`(coalesce(${pageUse.uses}, 0) + coalesce(${accountUse.uses}, 0))::int`,
        })
        .from(plans)
        .leftJoin(pageUse, eq(pageUse.planId, plans.id))
        .leftJoin(accountUse, eq(accountUse.planId, plans.id))
        .where(includeRetired ? undefined : isNull(plans.retiredAt))
        .orderBy(plans.price, plans.id);
    },

    async findPlan(id: number) {
      const [plan] = await db.select().from(plans).where(eq(plans.id, id));
      return plan ?? null;
    },

    async createPlan(values: PlanValues) {
      const [plan] = await db.insert(plans).values(values).returning();
      return plan!;
    },

    async updatePlan(id: number, values: Partial<PlanValues>) {
      const [plan] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
      return plan ?? null;
    },

    /** Whether any page, account or invoice names the plan (then it is retired, never deleted). */
    async planInUse(id: number) {
      const [row] = await db
        .select({
          used: sql<boolean>`exists (select 1 from ${pages} where ${pages.planId} = ${id})
            or exists (select 1 from ${instagramAccounts} where ${instagramAccounts.planId} = ${id})
            or exists (select 1 from ${invoices} where ${invoices.planId} = ${id})`,
        })
        .from(sql`(select 1) as one`);
      return row?.used === true;
    },

    async deletePlan(id: number) {
      await db.delete(plans).where(eq(plans.id, id));
    },

    async findSubject(subject: Subject): Promise<SubjectRow | null> {
      if (subject.kind === 'page') {
        const [page] = await db
          .select({
            id: pages.id,
            name: pages.name,
            expiresAt: pages.expiresAt,
            blockedAt: pages.blockedAt,
            deletedAt: pages.deletedAt,
            status: pages.status,
            referralUserId: pages.referralUserId,
            planId: pages.planId,
          })
          .from(pages)
          .where(eq(pages.id, subject.id));
        return page ?? null;
      }
      const [account] = await db
        .select({
          id: instagramAccounts.id,
          name: instagramAccounts.name,
          expiresAt: instagramAccounts.expiresAt,
          blockedAt: instagramAccounts.blockedAt,
          deletedAt: instagramAccounts.deletedAt,
          referralUserId: pages.referralUserId,
          planId: instagramAccounts.planId,
          status: instagramAccounts.status,
        })
        .from(instagramAccounts)
        .leftJoin(pages, eq(pages.id, instagramAccounts.pageId))
        .where(eq(instagramAccounts.id, subject.id));
      return account ?? null;
    },

    async createInvoice(values: InvoiceValues) {
      const [invoice] = await db.insert(invoices).values(values).returning({ id: invoices.id });
      return invoice!.id;
    },

    async findInvoice(id: number, ownerUserId?: number) {
      const [row] = await invoiceQuery().where(
        ownerUserId === undefined ? eq(invoices.id, id) : and(eq(invoices.id, id), ownedBy(ownerUserId)),
      );
      return row ?? null;
    },

    listOwnerInvoices: (userId: number, status: InvoiceStatus | undefined, page: number, limit: number) =>
      listInvoices(and(ownedBy(userId), status ? eq(invoices.status, status) : undefined), page, limit),

    listAllInvoices: (status: InvoiceStatus | undefined, page: number, limit: number) =>
      listInvoices(status ? eq(invoices.status, status) : undefined, page, limit),

    /** Moves a pending invoice on; false when another admin decided it first. */
    async decideInvoice(id: number, values: Partial<InvoiceValues>) {
      const updated = await db
        .update(invoices)
        .set(values)
        .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
        .returning({ id: invoices.id });
      return updated.length === 1;
    },

    async updateInvoice(id: number, values: Partial<InvoiceValues>) {
      await db.update(invoices).set(values).where(eq(invoices.id, id));
    },

    /** The package's plan, expiry, status and features on the page or account, in one transaction. */
    async applyRenewal(subject: Subject, plan: PlanRow, expiresAt: Date) {
      const features = plan.features as FeatureSlug[];
      await db.transaction(async (tx) => {
        if (subject.kind === 'page') {
          await tx
            .update(pages)
            .set({ planId: plan.id, expiresAt, status: 'renewed', active: true })
            .where(eq(pages.id, subject.id));
          // Features the package no longer has go; those it keeps keep their confirmation.
          await tx
            .delete(pageFeatures)
            .where(
              features.length
                ? and(eq(pageFeatures.pageId, subject.id), notInArray(pageFeatures.slug, features))
                : eq(pageFeatures.pageId, subject.id),
            );
          if (features.length)
            await tx
              .insert(pageFeatures)
              .values(features.map((slug) => ({ pageId: subject.id, slug })))
              .onConflictDoNothing();
          if (plan.storageMb !== null) await raiseStorage(tx, plan.storageMb, pageOwnerIds(subject.id));
          return;
        }
        await tx
          .update(instagramAccounts)
          .set({ planId: plan.id, expiresAt, status: 'renewed', active: true })
          .where(eq(instagramAccounts.id, subject.id));
        await tx.delete(instagramAccountFeatures).where(eq(instagramAccountFeatures.accountId, subject.id));
        if (features.length)
          await tx.insert(instagramAccountFeatures).values(features.map((slug) => ({ accountId: subject.id, slug })));
        if (plan.storageMb !== null) await raiseStorage(tx, plan.storageMb, accountOwnerIds(subject.id));
      });
    },

    /** Pages and accounts (not blocked or deleted) whose expiry falls before `until` and is still ahead. */
    async expiringBefore(now: Date, until: Date) {
      const window = (column: typeof pages.expiresAt | typeof instagramAccounts.expiresAt) =>
        and(sql`${column} > ${now}`, sql`${column} <= ${until}`);
      const [pageRows, accountRows] = await Promise.all([
        db
          .select({ id: pages.id, name: pages.name, expiresAt: pages.expiresAt })
          .from(pages)
          .where(and(window(pages.expiresAt), isNull(pages.blockedAt), isNull(pages.deletedAt))),
        db
          .select({ id: instagramAccounts.id, name: instagramAccounts.name, expiresAt: instagramAccounts.expiresAt })
          .from(instagramAccounts)
          .where(
            and(
              window(instagramAccounts.expiresAt),
              isNull(instagramAccounts.blockedAt),
              isNull(instagramAccounts.deletedAt),
            ),
          ),
      ]);
      return [
        ...pageRows.map((row) => ({ ...row, kind: 'page' as const, expiresAt: row.expiresAt! })),
        ...accountRows.map((row) => ({ ...row, kind: 'instagram' as const, expiresAt: row.expiresAt! })),
      ];
    },

    /** Claims the warning: true only the first time for this subject, expiry and kind. */
    async claimWarning(subject: string, expiresAt: Date, kind: 'soon' | 'today') {
      const inserted = await db
        .insert(expiryWarnings)
        .values({ subject, expiresAt, kind })
        .onConflictDoNothing()
        .returning({ subject: expiryWarnings.subject });
      return inserted.length === 1;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<BillingRepository['findInvoice']>>>;
