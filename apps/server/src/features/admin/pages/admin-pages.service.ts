import type { AdminPage, AdminPageUpdate, FeatureSlug } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import { AppError, notFound, type FieldMessage } from '../../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../../platform/http/session.ts';
import { pageStatus } from '../../accounts/index.ts';
import type { PageGate } from '../../pages/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminPageRow, AdminPagesRepository } from './admin-pages.repository.ts';

const dateOf = (iso: string | null) => (iso === null ? null : new Date(iso));

/** A row as the API shows it; the row's times are already ISO 8601 (row-json.ts). */
export function adminPageOf(row: AdminPageRow, now: Date): AdminPage {
  const { page, plan } = row;
  return {
    id: page.id,
    page_id: page.metaPageId,
    name: page.name,
    avatar: page.avatar,
    domain: page.domain,
    status: pageStatus(
      {
        ...page,
        expiresAt: dateOf(page.expiresAt),
        blockedAt: dateOf(page.blockedAt),
        deletedAt: dateOf(page.deletedAt),
      },
      now,
    ),
    owners: row.owners,
    package: plan ? { id: plan.id, name: plan.name, price: plan.price } : null,
    expires_at: page.expiresAt,
    referral: row.referral,
    features: row.features,
    last_login_at: page.lastLoginAt,
    blocked_at: page.blockedAt,
    deleted_at: page.deletedAt,
    errors: {
      token_invalid: page.tokenInvalidAt !== null,
      missing_permissions: page.missingPermissions,
      subscription_error: page.subscriptionFailedAt ? (page.subscriptionError ?? '') : null,
      subscription_refused_fields: page.subscriptionRefusedFields,
      sending_paused_until:
        page.sendingPausedUntil && Date.parse(page.sendingPausedUntil) > now.getTime() ? page.sendingPausedUntil : null,
    },
  };
}

/** The parts of a page an admin change is written down with: what the audit log shows before and after. */
const auditedFields = (page: AdminPage) => ({
  name: page.name,
  domain: page.domain,
  owners: page.owners.map((owner) => owner.id),
  package_id: page.package?.id ?? null,
  expires_at: page.expires_at,
  referral_id: page.referral?.id ?? null,
  features: page.features,
  blocked_at: page.blocked_at,
  deleted_at: page.deleted_at,
  errors: page.errors,
});

type Deps = {
  repository: AdminPagesRepository;
  gate: PageGate;
  auditLog: AuditLog;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  /** The ownership answers kept by the request context: an owner removed here is refused at once. */
  forgetOwnership: () => void;
  menu: { push: (pageId: number) => Promise<number>; remove: (pageId: number) => Promise<number> };
  /** The web-view domain's one way in (features/webview): checked, stored, whitelisted on Meta and read back. */
  webViewDomain: { save(pageId: number, domain: string | null): Promise<unknown> };
};

/** An admin's page changes: each goes through the page's life rules, tells the gate, and is written down. */
export function createAdminPagesService(deps: Deps) {
  const { repository, gate, auditLog, events, clock, forgetOwnership, menu, webViewDomain } = deps;
  async function current(id: number, { allowDeleted = false } = {}) {
    const [row] = await repository.pagesByIds([id]);
    if (!row || (!allowDeleted && row.page.deletedAt)) throw notFound();
    return adminPageOf(row, clock.now());
  }

  async function changed(session: AuthenticatedSession, action: string, before: AdminPage, after?: unknown) {
    const now = after ?? auditedFields(await current(before.id, { allowDeleted: true }));
    await auditLog.record(session, {
      action,
      resourceType: 'page',
      resourceId: String(before.id),
      pageId: before.id,
      before: auditedFields(before),
      after: now,
    });
  }

  async function validateUpdate(input: AdminPageUpdate) {
    const fieldErrors: Record<string, FieldMessage[]> = {};
    if (input.owners) {
      const unique = [...new Set(input.owners)];
      const found = await repository.existingUserIds(unique);
      if (found.length !== unique.length) fieldErrors.owners = ['admin-owner-missing'];
    }
    if (input.package_id != null && !(await repository.planExists(input.package_id)))
      fieldErrors.package_id = ['admin-package-missing'];
    if (input.referral_id != null && !(await repository.isReferralUser(input.referral_id)))
      fieldErrors.referral_id = ['admin-referral-not-referral'];
    if (Object.keys(fieldErrors).length > 0) throw new AppError('validation', { fieldErrors });
  }

  return {
    async search(term: string, limit: number) {
      const now = clock.now();
      const rows = await repository.search(term, limit);
      return rows.map((row) => adminPageOf(row, now));
    },

    get: (id: number) => current(id, { allowDeleted: true }),

    /** A permanent block: every engine's gate refuses the page, and its owners are told once why it stopped. */
    async ban(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      if (before.blocked_at) return before;
      await repository.updatePage(id, { blockedAt: clock.now() });
      gate.forget(id);
      await gate.noticeAutomationsStopped(id, before.name, 'page-blocked');
      await changed(session, 'page.block', before);
      return current(id);
    },

    /** Undoes a block made by mistake: the page runs again and its next stop is told again. */
    async unban(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      if (!before.blocked_at) return before;
      await repository.updatePage(id, { blockedAt: null });
      gate.forget(id);
      await gate.noticeAutomationsResumed(id);
      await changed(session, 'page.unblock', before);
      return current(id);
    },

    async update(session: AuthenticatedSession, id: number, input: AdminPageUpdate) {
      const before = await current(id);
      await validateUpdate(input);
      if (input.domain !== undefined) await webViewDomain.save(id, input.domain || null);
      await repository.updatePage(id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.package_id !== undefined ? { planId: input.package_id } : {}),
        ...(input.expires_at !== undefined ? { expiresAt: input.expires_at ? new Date(input.expires_at) : null } : {}),
        ...(input.referral_id !== undefined ? { referralUserId: input.referral_id } : {}),
      });
      if (input.owners) {
        await repository.replaceOwners(id, [...new Set(input.owners)]);
        forgetOwnership();
      }
      gate.forget(id);
      await changed(session, 'page.update', before);
      return current(id);
    },

    async updateFeatures(session: AuthenticatedSession, id: number, features: FeatureSlug[]) {
      const before = await current(id);
      await repository.replaceFeatures(id, [...new Set(features)]);
      gate.forget(id);
      await events.publish('replies.changed', {});
      await changed(session, 'page.features', before);
      return current(id);
    },

    /** Deleted for everyone: it leaves its owners' lists and every engine's gate answers "not there". */
    async remove(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      await repository.updatePage(id, { deletedAt: clock.now() });
      gate.forget(id);
      forgetOwnership();
      await changed(session, 'page.delete', before);
    },

    async stopComments(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      const count = await repository.stopCommenter(id, clock.now());
      if (count > 0) await events.publish('replies.changed', {});
      await changed(session, 'page.stop-comments', before, { commenter_posts_stopped: count });
      return { changed: count };
    },

    async stopReplies(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      const paused = await repository.pauseRunningCampaigns({ pageId: id }, clock.now());
      if (paused.length > 0) await events.publish('replies.changed', {});
      await changed(session, 'page.stop-replies', before, { campaigns_paused: paused });
      return { changed: paused.length };
    },

    async addMenu(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      const count = await menu.push(id);
      if (count === 0) throw new AppError('validation', { fieldErrors: { menu: ['admin-menu-empty'] } });
      await changed(session, 'page.menu-add', before, { persistent_menu: 'set' });
      return { changed: count };
    },

    async deleteMenu(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      const count = await menu.remove(id);
      await changed(session, 'page.menu-delete', before, { persistent_menu: 'removed' });
      return { changed: count };
    },

    /**
     * Forgets the Meta problems recorded on the page (a refused token, refused permissions, a refused subscription),
     * so the gate lets it try again; a problem still there is recorded again by the next call. Meta's own timed
     * sending pause stays: sending into it would only be refused again.
     */
    async clearError(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      await gate.clearMetaProblems(id);
      // The subscription's state is the linking feature's record of Meta's refusal, not the gate's.
      await repository.updatePage(id, {
        subscriptionFailedAt: null,
        subscriptionError: null,
        subscriptionRefusedFields: [],
        subscriptionNoticeAt: null,
      });
      gate.forget(id);
      const after = await current(id);
      await changed(session, 'page.clear-errors', before, auditedFields(after));
      return after;
    },
  };
}

export type AdminPagesService = ReturnType<typeof createAdminPagesService>;
