import type { FeatureSlug, Invoice, InvoiceStatus, Package, PackageInput } from '@app/contract';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import { isPrivateUploadKey } from '../../platform/http/multipart-form.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../platform/http/session.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { pageStatus, type AccountsService } from '../accounts/index.ts';
import type { AuditLog } from '../admin/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { PageGate } from '../pages/index.ts';
import type { BillingRepository, InvoiceRow, PlanRow, Subject } from './billing.repository.ts';
import { invoiceAmounts, renewable, renewalPeriod } from './page-life.ts';

export type BillingDeps = {
  repository: BillingRepository;
  accounts: AccountsService;
  gate: PageGate;
  notifications: NotificationsService;
  auditLog: AuditLog;
  events: DomainEvents;
  clock: Clock;
  businessTime: BusinessTime;
  /** Receipts are photos uploaded here: a request naming any other address is refused. */
  appUrl: string;
};

const invalid = (field: string, key: MessageKey) => new AppError('validation', { fieldErrors: { [field]: [key] } });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function packageOf(plan: PlanRow, inUse = 0): Package {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    features: plan.features as FeatureSlug[],
    monthly_reply_limit: plan.monthlyReplyLimit,
    storage_mb: plan.storageMb,
    periods: plan.periodsMonths,
    retired: plan.retiredAt !== null,
    in_use: inUse,
  };
}

export function invoiceOf(row: InvoiceRow): Invoice {
  const { invoice } = row;
  return {
    id: invoice.id,
    subject: invoice.instagramAccountId !== null ? 'instagram' : 'page',
    page: invoice.pageId !== null ? { id: invoice.pageId, name: row.pageName ?? '' } : null,
    instagram_account:
      invoice.instagramAccountId !== null
        ? { id: invoice.instagramAccountId, name: row.accountName ?? '', username: row.accountUsername ?? '' }
        : null,
    package: { id: invoice.planId, name: invoice.planName },
    months: invoice.months,
    cost: invoice.cost,
    discount: invoice.discount,
    paid: Math.round((invoice.cost - invoice.discount) * 100) / 100,
    commission: invoice.commission,
    net: invoice.net,
    status: invoice.status,
    receipt_url: invoice.receiptUrl ? `/api/user/invoices/${invoice.id}/receipt` : null,
    reject_reason: invoice.rejectReason,
    subscribed_at: iso(invoice.subscribedAt),
    expires_at: iso(invoice.expiresAt),
    requested_by: invoice.requestedBy !== null ? { id: invoice.requestedBy, name: row.requesterName ?? '' } : null,
    referral: invoice.referralUserId !== null ? { id: invoice.referralUserId, name: row.referralName ?? '' } : null,
    decided_at: iso(invoice.decidedAt),
    created_at: invoice.createdAt.toISOString(),
  };
}

function planValuesOf(input: PackageInput) {
  if (new Set(input.periods).size !== input.periods.length) throw invalid('periods', 'billing-periods-repeated');
  return {
    name: input.name,
    price: input.price,
    features: [...new Set(input.features)],
    monthlyReplyLimit: input.monthly_reply_limit,
    storageMb: input.storage_mb,
    periodsMonths: [...input.periods].sort((a, b) => a - b),
  };
}

export function createBillingService(deps: BillingDeps) {
  const { repository, clock } = deps;

  async function requirePlan(id: number) {
    const plan = await repository.findPlan(id);
    if (!plan) throw invalid('package_id', 'billing-package-not-found');
    return plan;
  }

  async function requireInvoice(id: number) {
    const row = await repository.findInvoice(id);
    if (!row) throw notFound();
    return row;
  }

  /** Package, period and the subject's state checked; the amounts of the invoice. */
  async function quote(subject: Subject, input: { package_id: number; months: number; discount: number }) {
    const row = await repository.findSubject(subject);
    if (!row) throw notFound();
    if (!renewable(pageStatus(row, clock.now())))
      throw new AppError('conflict', { messageKey: 'billing-not-renewable' });
    const plan = await requirePlan(input.package_id);
    if (plan.retiredAt) throw invalid('package_id', 'billing-package-retired');
    if (!plan.periodsMonths.includes(input.months)) throw invalid('months', 'billing-period-not-offered');
    const amounts = invoiceAmounts({
      price: plan.price,
      months: input.months,
      discount: input.discount,
      hasReferral: row.referralUserId !== null,
    });
    if ('refused' in amounts) throw invalid('discount', 'billing-discount-too-large');
    const target = subject.kind === 'page' ? { pageId: subject.id } : { instagramAccountId: subject.id };
    return { row, plan, amounts, invoice: { ...target, planId: plan.id, planName: plan.name, months: input.months } };
  }

  async function ownersOf(subject: Subject) {
    return subject.kind === 'page' ? deps.gate.ownerIds(subject.id) : deps.gate.accountOwnerIds(subject.id);
  }

  /** The page or account gets the package's plan, features and a new expiry; every engine may send again. */
  async function renew(subject: Subject, plan: PlanRow, months: number) {
    const row = await repository.findSubject(subject);
    if (!row) throw new AppError('conflict', { messageKey: 'billing-invoice-has-no-subject' });
    if (!renewable(pageStatus(row, clock.now())))
      throw new AppError('conflict', { messageKey: 'billing-not-renewable' });
    const period = renewalPeriod(clock.now(), row.expiresAt, months);
    await repository.applyRenewal(subject, plan, period.expiresAt);
    if (subject.kind === 'page') {
      deps.gate.forget(subject.id);
      await deps.gate.noticeAutomationsResumed(subject.id);
    } else deps.gate.forgetAccount(subject.id);
    // The reply engine keeps what it read of campaigns and pages for a moment: it reads them again.
    await deps.events.publish('replies.changed', {});
    const until = deps.businessTime.wallClockOf(period.expiresAt);
    for (const userId of await ownersOf(subject))
      await deps.notifications.notifyWithTemplate(
        userId,
        'renewal-confirmed',
        { name: row.name, plan: plan.name, until },
        '/dashboard/user/invoices',
      );
    return { before: { plan_id: row.planId, expires_at: iso(row.expiresAt) }, period };
  }

  /** The admin home's revenue this month: what an invoice brought once paid (its cost less the discount). */
  async function countRevenue(invoice: { cost: number; discount: number }, at: Date) {
    await deps.events.publish('activity.counted', { kind: 'revenue', amount: invoice.cost - invoice.discount, at });
  }

  async function adminRenew(
    session: AuthenticatedSession,
    subject: Subject,
    input: { package_id: number; months: number; discount: number },
  ) {
    const { plan, amounts, invoice, row } = await quote(subject, input);
    const { before, period } = await renew(subject, plan, input.months);
    const now = clock.now();
    const id = await repository.createInvoice({
      ...invoice,
      ...amounts,
      referralUserId: row.referralUserId,
      requestedBy: session.user.id,
      status: 'paid',
      subscribedAt: period.subscribedAt,
      expiresAt: period.expiresAt,
      decidedBy: session.user.id,
      decidedAt: now,
    });
    await countRevenue(amounts, now);
    await deps.auditLog.record(session, {
      action: subject.kind === 'page' ? 'page.renew' : 'instagram.renew',
      resourceType: subject.kind === 'page' ? 'page' : 'instagram-account',
      resourceId: subject.id,
      ...(subject.kind === 'page' ? { pageId: subject.id } : { instagramAccountId: subject.id }),
      before,
      after: { plan_id: plan.id, expires_at: iso(period.expiresAt), invoice_id: id },
    });
    return { invoice: invoiceOf(await requireInvoice(id)) };
  }

  return {
    async listPackages(includeRetired: boolean) {
      const rows = await repository.listPlans(includeRetired);
      return { data: rows.map(({ plan, inUse }) => packageOf(plan, inUse)) };
    },

    async createPackage(session: AuthenticatedSession, input: PackageInput) {
      const plan = await repository.createPlan(planValuesOf(input));
      await deps.auditLog.record(session, {
        action: 'package.create',
        resourceType: 'package',
        resourceId: plan.id,
        after: packageOf(plan),
      });
      return { package: packageOf(plan) };
    },

    async updatePackage(session: AuthenticatedSession, id: number, input: PackageInput) {
      const before = await repository.findPlan(id);
      if (!before) throw notFound();
      const plan = (await repository.updatePlan(id, planValuesOf(input)))!;
      await deps.auditLog.record(session, {
        action: 'package.update',
        resourceType: 'package',
        resourceId: id,
        before: packageOf(before),
        after: packageOf(plan),
      });
      return { package: packageOf(plan) };
    },

    async retirePackage(session: AuthenticatedSession, id: number) {
      const before = await repository.findPlan(id);
      if (!before) throw notFound();
      const plan = (await repository.updatePlan(id, { retiredAt: before.retiredAt ?? clock.now() }))!;
      await deps.auditLog.record(session, {
        action: 'package.retire',
        resourceType: 'package',
        resourceId: id,
        before: packageOf(before),
        after: packageOf(plan),
      });
      return { package: packageOf(plan) };
    },

    async deletePackage(session: AuthenticatedSession, id: number) {
      const plan = await repository.findPlan(id);
      if (!plan) throw notFound();
      if (await repository.planInUse(id)) throw new AppError('conflict', { messageKey: 'billing-package-in-use' });
      await repository.deletePlan(id);
      await deps.auditLog.record(session, {
        action: 'package.delete',
        resourceType: 'package',
        resourceId: id,
        before: packageOf(plan),
      });
    },

    async ownerInvoices(userId: number, query: { status?: InvoiceStatus; page: number; limit: number }) {
      const { rows, total } = await repository.listOwnerInvoices(userId, query.status, query.page, query.limit);
      return { data: rows.map(invoiceOf), total };
    },

    /** Another owner's invoice is simply not found. */
    async ownerInvoice(userId: number, id: number) {
      const row = await repository.findInvoice(id, userId);
      if (!row) throw notFound();
      return { invoice: invoiceOf(row) };
    },

    /** The stored key of an invoice's receipt photo, for its owners and for admins; anyone else: not found. */
    async receiptKey(session: AuthenticatedSession, id: number) {
      const row = session.user.isAdmin
        ? await repository.findInvoice(id)
        : await repository.findInvoice(id, session.user.id);
      const key = row?.invoice.receiptUrl;
      if (!key || !isPrivateUploadKey(key)) throw notFound();
      return key;
    },

    async allInvoices(query: { status?: InvoiceStatus; page: number; limit: number }) {
      const { rows, total } = await repository.listAllInvoices(query.status, query.page, query.limit);
      return { data: rows.map(invoiceOf), total };
    },

    /** An owner asks to renew, with the receipt of the transfer: an admin confirms or rejects it. */
    async requestRenewal(
      userId: number,
      subject: Subject,
      input: { package_id: number; months: number; receipt_url: string },
    ) {
      const owns =
        subject.kind === 'page'
          ? await deps.accounts.userOwnsPage(userId, subject.id)
          : await deps.accounts.userOwnsInstagramAccount(userId, subject.id);
      if (!owns) throw notFound();
      // A JSON body could name any address: only a photo uploaded (privately) with the request is a receipt.
      if (!isPrivateUploadKey(input.receipt_url) || !/\.(png|jpe?g)$/i.test(input.receipt_url))
        throw invalid('receipt', 'billing-receipt-required');
      const { amounts, invoice, row } = await quote(subject, { ...input, discount: 0 });
      const id = await repository.createInvoice({
        ...invoice,
        ...amounts,
        referralUserId: row.referralUserId,
        requestedBy: userId,
        status: 'pending',
        receiptUrl: input.receipt_url,
      });
      const created = invoiceOf(await requireInvoice(id));
      const name = created.page?.name ?? created.instagram_account?.username ?? '';
      for (const adminId of await repository.adminIds())
        await deps.notifications.notifyWithTemplate(
          adminId,
          'renewal-requested',
          { name, plan: created.package.name, months: created.months },
          '/admin/receipts',
        );
      return { invoice: created };
    },

    /** Confirm (renews), reject (the owner reads why) or cancel a pending invoice. */
    async updateInvoiceStatus(
      session: AuthenticatedSession,
      id: number,
      input: { status: 'paid' | 'rejected' | 'cancelled'; reason?: string | undefined },
    ) {
      const row = await requireInvoice(id);
      const { invoice } = row;
      if (invoice.status !== 'pending') throw new AppError('conflict', { messageKey: 'billing-invoice-decided' });
      if (input.status === 'rejected' && !input.reason) throw invalid('reason', 'billing-reason-required');
      const subject: Subject | null =
        invoice.pageId !== null
          ? { kind: 'page', id: invoice.pageId }
          : invoice.instagramAccountId !== null
            ? { kind: 'instagram', id: invoice.instagramAccountId }
            : null;
      const now = clock.now();
      const decided = { status: input.status, decidedBy: session.user.id, decidedAt: now } as const;
      if (input.status === 'paid') {
        if (!subject) throw new AppError('conflict', { messageKey: 'billing-invoice-has-no-subject' });
        const plan = invoice.planId !== null ? await repository.findPlan(invoice.planId) : null;
        if (!plan) throw invalid('package_id', 'billing-package-not-found');
        const current = await repository.findSubject(subject);
        if (!current) throw new AppError('conflict', { messageKey: 'billing-invoice-has-no-subject' });
        if (!renewable(pageStatus(current, now)))
          throw new AppError('conflict', { messageKey: 'billing-not-renewable' });
        // Claimed first, so two admins confirming at once renew once.
        if (!(await repository.decideInvoice(id, decided)))
          throw new AppError('conflict', { messageKey: 'billing-invoice-decided' });
        const { period } = await renew(subject, plan, invoice.months);
        await repository.updateInvoice(id, { subscribedAt: period.subscribedAt, expiresAt: period.expiresAt });
        await countRevenue(invoice, now);
      } else {
        const reason = input.status === 'rejected' ? input.reason! : null;
        if (!(await repository.decideInvoice(id, { ...decided, rejectReason: reason })))
          throw new AppError('conflict', { messageKey: 'billing-invoice-decided' });
        if (subject && reason) {
          const name = subject.kind === 'page' ? row.pageName : row.accountName;
          for (const userId of await ownersOf(subject))
            await deps.notifications.notifyWithTemplate(
              userId,
              'renewal-rejected',
              { name: name ?? '', reason },
              `/dashboard/user/invoices?invoice=${id}`,
            );
        }
      }
      await deps.auditLog.record(session, {
        action: 'invoice.status',
        resourceType: 'invoice',
        resourceId: id,
        pageId: invoice.pageId,
        instagramAccountId: invoice.instagramAccountId,
        before: { status: invoice.status },
        after: { status: input.status, reason: input.reason ?? null },
      });
      return { invoice: invoiceOf(await requireInvoice(id)) };
    },

    renewPage: (
      session: AuthenticatedSession,
      pageId: number,
      input: { package_id: number; months: number; discount: number },
    ) => adminRenew(session, { kind: 'page', id: pageId }, input),

    renewInstagramAccount: (
      session: AuthenticatedSession,
      accountId: number,
      input: { package_id: number; months: number; discount: number },
    ) => adminRenew(session, { kind: 'instagram', id: accountId }, input),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
