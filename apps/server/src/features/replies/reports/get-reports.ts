import { notFound } from '../../../platform/http/app-error.ts';
import { quotaOwnerOf, type ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { getQuota } from '../usage/get-quota.ts';

const defaultPeriodMs = 30 * 86_400_000;

/**
 * Comments received, replies sent, skipped by reason, failures and per day of the business time zone (the last 30
 * days unless asked), and the comment-to-order funnel: comments → private replies → order forms opened → orders.
 */
export async function getReports(
  deps: RepliesDeps,
  scope: ReplyScope,
  query: { campaign_id?: number; from?: string; to?: string },
) {
  const { repository, clock, businessTime } = deps;
  const { page, plan, owner } = scope;
  // A day is the business time zone's: `from` its first instant, `to` its last.
  const isDay = (value: string) => !value.includes('T');
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const to = !query.to
    ? clock.now()
    : isDay(query.to)
      ? new Date(businessTime.startOfDay(nextDay(query.to)).getTime() - 1)
      : new Date(query.to);
  const from = !query.from
    ? new Date(to.getTime() - defaultPeriodMs)
    : isDay(query.from)
      ? businessTime.startOfDay(query.from)
      : new Date(query.from);
  const campaignId = query.campaign_id ?? null;
  if (campaignId !== null && !(await repository.campaigns.findCampaign(campaignId, owner))) throw notFound();
  const [daily, skipped, funnel] = await Promise.all([
    repository.reports.daily(page?.id ?? null, owner, campaignId, from, to, businessTime.zone),
    repository.reports.skippedByReason(page?.id ?? null, owner, campaignId, from, to),
    repository.reports.orderFunnel(owner, campaignId, from, to),
  ]);
  const totals = daily.reduce(
    (sum, day) => ({
      comments: sum.comments + day.comments,
      public_sent: sum.public_sent + day.publicSent,
      private_sent: sum.private_sent + day.privateSent,
      failed: sum.failed + day.failed,
    }),
    { comments: 0, public_sent: 0, private_sent: 0, failed: 0 },
  );
  return {
    totals: { ...totals, skipped: skipped.reduce((sum, row) => sum + row.count, 0) },
    order_funnel: {
      comments: totals.comments,
      private_sent: totals.private_sent,
      forms_opened: funnel.formsOpened,
      orders: funnel.orders,
    },
    skipped_by_reason: skipped.map((row) => ({ reason: row.reason, count: row.count })),
    daily: daily.map((day) => ({
      day: day.day,
      comments: day.comments,
      public_sent: day.publicSent,
      private_sent: day.privateSent,
      failed: day.failed,
    })),
    quota: await getQuota(deps, quotaOwnerOf(scope), plan?.monthlyReplyLimit ?? null),
  };
}
