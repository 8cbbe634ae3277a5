import type { AdminCampaign, InterfaceLocale } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../../platform/http/session.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminCampaignRow, AdminCampaignsRepository } from './admin-campaigns.repository.ts';

type CampaignStatus = 'running' | 'paused';
/** The replies feature's own status change (its rules: a blocked or expired page cannot start, a restart clears errors). */
export type StatusChanger = {
  changeStatus(ownerId: number | null, id: number, status: CampaignStatus, locale: InterfaceLocale): Promise<unknown>;
};

export function createAdminCampaignsService(deps: {
  repository: AdminCampaignsRepository;
  auditLog: AuditLog;
  facebook: StatusChanger;
  instagram: StatusChanger;
}) {
  const { repository } = deps;

  async function withOwners(rows: AdminCampaignRow[]): Promise<AdminCampaign[]> {
    const pageIds = rows.filter((row) => row.channel === 'fb' && row.pageId !== null).map((row) => row.pageId!);
    const accountIds = rows.filter((row) => row.accountId !== null).map((row) => row.accountId!);
    const [pageOwners, accountOwners] = await Promise.all([
      repository.pageOwners([...new Set(pageIds)]),
      repository.accountOwners([...new Set(accountIds)]),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      channel: row.channel,
      status: row.status,
      page: row.pageId === null ? null : { id: row.pageId, name: row.pageName ?? '' },
      instagram_account: row.accountId === null ? null : { id: row.accountId, username: row.accountUsername ?? '' },
      owners: (row.channel === 'instagram'
        ? accountOwners.filter((owner) => owner.accountId === row.accountId)
        : pageOwners.filter((owner) => owner.pageId === row.pageId)
      ).map(({ id, name }) => ({ id, name })),
      comments: row.comments,
      replied: row.replied,
      error_message: row.errorMessage,
      created_at: row.createdAt.toISOString(),
    }));
  }

  return {
    async list(query: {
      channel: 'fb' | 'instagram';
      status?: AdminCampaign['status'] | undefined;
      page: number;
      limit: number;
    }) {
      const filter = { channel: query.channel, status: query.status };
      const [rows, total] = await Promise.all([
        repository.list(filter, query.limit, (query.page - 1) * query.limit),
        repository.total(filter),
      ]);
      return { data: await withOwners(rows), total };
    },

    async changeStatus(session: AuthenticatedSession, id: number, status: CampaignStatus, locale: InterfaceLocale) {
      const before = await repository.one(id);
      if (!before) throw notFound();
      if (before.channel === 'instagram') await deps.instagram.changeStatus(before.accountId, id, status, locale);
      else await deps.facebook.changeStatus(before.pageId, id, status, locale);
      const after = (await repository.one(id))!;
      await deps.auditLog.record(session, {
        action: 'campaign.status',
        resourceType: 'reply-campaign',
        resourceId: String(id),
        ...(before.pageId === null ? {} : { pageId: before.pageId }),
        ...(before.accountId === null ? {} : { instagramAccountId: before.accountId }),
        before: { status: before.status },
        after: { status: after.status },
      });
      return { campaign: (await withOwners([after]))[0]! };
    },
  };
}

export type AdminCampaignsService = ReturnType<typeof createAdminCampaignsService>;
