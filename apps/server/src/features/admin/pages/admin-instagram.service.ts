import type { AdminInstagramAccount, AdminInstagramUpdate } from '@app/contract';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, notFound, type FieldMessage } from '../../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../../platform/http/session.ts';
import { pageStatus } from '../../accounts/index.ts';
import type { PageGate } from '../../pages/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminInstagramRepository, AdminInstagramRow } from './admin-instagram.repository.ts';
import type { AdminPagesRepository } from './admin-pages.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function adminInstagramAccountOf(row: AdminInstagramRow, now: Date): AdminInstagramAccount {
  const { account, plan } = row;
  return {
    id: account.id,
    account_id: account.metaAccountId,
    name: account.name,
    username: account.username,
    avatar: account.avatar,
    page_id: account.pageId,
    login: account.login,
    // An account has no renewal state of its own: renewed is the page's.
    status: pageStatus(account, now),
    owners: row.owners,
    package: plan ? { id: plan.id, name: plan.name, price: plan.price } : null,
    expires_at: iso(account.expiresAt),
    features: row.features,
    blocked_at: iso(account.blockedAt),
    deleted_at: iso(account.deletedAt),
    token_invalid: account.tokenInvalidAt !== null,
  };
}

const auditedFields = (account: AdminInstagramAccount) => ({
  name: account.name,
  owners: account.owners.map((owner) => owner.id),
  package_id: account.package?.id ?? null,
  expires_at: account.expires_at,
  features: account.features,
  blocked_at: account.blocked_at,
  deleted_at: account.deleted_at,
});

type Deps = {
  repository: AdminInstagramRepository;
  pagesRepository: AdminPagesRepository;
  gate: PageGate;
  auditLog: AuditLog;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  forgetOwnership: () => void;
  menu: { push: (pageId: number) => Promise<number>; remove: (pageId: number) => Promise<number> };
};

/** An admin's Instagram account changes: the same life rules as a page's, told to the gate, written down. */
export function createAdminInstagramService(deps: Deps) {
  const { repository, pagesRepository, gate, auditLog, events, clock, forgetOwnership, menu } = deps;

  async function current(id: number, { allowDeleted = false } = {}) {
    const [row] = await repository.accountsByIds([id]);
    if (!row || (!allowDeleted && row.account.deletedAt)) throw notFound();
    return adminInstagramAccountOf(row, clock.now());
  }

  async function changed(
    session: AuthenticatedSession,
    action: string,
    before: AdminInstagramAccount,
    after?: unknown,
  ) {
    await auditLog.record(session, {
      action,
      resourceType: 'instagram-account',
      resourceId: String(before.id),
      instagramAccountId: before.id,
      before: auditedFields(before),
      after: after ?? auditedFields(await current(before.id, { allowDeleted: true })),
    });
  }

  /** The menu lives on the linked page's profile: an account linked with Instagram Login has none to change. */
  function linkedPageOf(account: AdminInstagramAccount) {
    if (account.page_id === null)
      throw new AppError('validation', { fieldErrors: { menu: ['admin-instagram-menu-needs-page'] } });
    return account.page_id;
  }

  return {
    async search(term: string, limit: number) {
      const now = clock.now();
      const rows = await repository.accountsByIds(await repository.searchAccountIds(term, limit));
      return rows.map((row) => adminInstagramAccountOf(row, now));
    },

    async update(session: AuthenticatedSession, id: number, input: AdminInstagramUpdate) {
      const before = await current(id);
      const fieldErrors: Record<string, FieldMessage[]> = {};
      const owners = input.owners ? [...new Set(input.owners)] : null;
      if (owners && (await pagesRepository.existingUserIds(owners)).length !== owners.length)
        fieldErrors.owners = ['admin-owner-missing'];
      if (input.package_id != null && !(await pagesRepository.planExists(input.package_id)))
        fieldErrors.package_id = ['admin-package-missing'];
      if (Object.keys(fieldErrors).length > 0) throw new AppError('validation', { fieldErrors });
      await repository.updateAccount(id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.package_id !== undefined ? { planId: input.package_id } : {}),
        ...(input.expires_at !== undefined ? { expiresAt: input.expires_at ? new Date(input.expires_at) : null } : {}),
      });
      if (owners) {
        await repository.replaceOwners(id, owners);
        forgetOwnership();
      }
      if (input.features) await repository.replaceFeatures(id, [...new Set(input.features)]);
      gate.forgetAccount(id);
      await changed(session, 'instagram.update', before);
      return current(id);
    },

    async block(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      if (before.blocked_at) return before;
      await repository.updateAccount(id, { blockedAt: clock.now() });
      gate.forgetAccount(id);
      await changed(session, 'instagram.block', before);
      // The owners hear it as a page's owners do: once, with what stops and how it comes back.
      await events.publish('instagram.blocked', { accountId: id, name: before.username });
      return current(id);
    },

    async unblock(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      if (!before.blocked_at) return before;
      await repository.updateAccount(id, { blockedAt: null });
      gate.forgetAccount(id);
      await changed(session, 'instagram.unblock', before);
      return current(id);
    },

    async addMenu(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      const count = await menu.push(linkedPageOf(before));
      if (count === 0) throw new AppError('validation', { fieldErrors: { menu: ['admin-menu-empty'] } });
      await changed(session, 'instagram.menu-add', before, { persistent_menu: 'set' });
      return { changed: count };
    },

    async deleteMenu(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      const count = await menu.remove(linkedPageOf(before));
      await changed(session, 'instagram.menu-delete', before, { persistent_menu: 'removed' });
      return { changed: count };
    },

    async remove(session: AuthenticatedSession, id: number) {
      const before = await current(id);
      await repository.updateAccount(id, { deletedAt: clock.now() });
      gate.forgetAccount(id);
      forgetOwnership();
      await changed(session, 'instagram.delete', before);
    },
  };
}

export type AdminInstagramService = ReturnType<typeof createAdminInstagramService>;
