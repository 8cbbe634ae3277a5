import type { AdminEngagementPage, AdminPageOwner } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { pageStatus } from '../../accounts/index.ts';
import type { AdminEngagementRepository } from '../campaigns/admin-engagement.repository.ts';
import type { PageOwnersRepository } from './page-owners.repository.ts';

/** The admin's lists of who owns what, and of the pages with the page commenter or likes on. */
export function createOwnershipService(deps: {
  owners: PageOwnersRepository;
  engagement: AdminEngagementRepository;
  clock: Clock;
}) {
  return {
    async pageOwners(search: string, limit: number): Promise<{ data: AdminPageOwner[] }> {
      const users = await deps.owners.owners(search, limit);
      const ids = users.map((user) => user.id);
      const [pages, accounts] = await Promise.all([deps.owners.pagesOf(ids), deps.owners.accountsOf(ids)]);
      const now = deps.clock.now();
      return {
        data: users.map((user) => ({
          user,
          pages: pages
            .filter((page) => page.userId === user.id)
            .map((page) => ({ id: page.id, name: page.name, status: pageStatus(page, now) })),
          instagram_accounts: accounts
            .filter((account) => account.userId === user.id)
            .map(({ id, username }) => ({ id, username })),
        })),
      };
    },

    async engagementPages(feature: 'comments' | 'likes'): Promise<{ data: AdminEngagementPage[] }> {
      const rows = await deps.engagement.pages(feature);
      const owners = await deps.engagement.owners(rows.map((row) => row.id));
      const now = deps.clock.now();
      return {
        data: rows.map((row) => ({
          page: { id: row.id, name: row.name },
          status: pageStatus(row, now),
          owners: owners.filter((owner) => owner.pageId === row.id).map(({ id, name }) => ({ id, name })),
          confirmed_at: row.confirmedAt?.toISOString() ?? null,
          posts: row.posts,
          sent: row.sent,
        })),
      };
    },
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
