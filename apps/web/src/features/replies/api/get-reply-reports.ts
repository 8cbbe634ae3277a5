import type { replyReportsSchema } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyReport = z.infer<typeof replyReportsSchema>;

export type ReplyReportQuery = { campaignId: number | null; from: string; to: string };

/** Totals, skipped reasons and a daily series for the page (or account) or one campaign, plus this month's quota. */
export function getReplyReports(channel: ReplyChannel, { campaignId, from, to }: ReplyReportQuery) {
  return api(channel === 'facebook' ? apiRoutes.replies.reports : apiRoutes.instagramReplies.reports, {
    query: { campaign_id: campaignId ?? undefined, from, to },
  });
}

export function useReplyReports(query: ReplyReportQuery) {
  const scope = useReplyScope();
  return useQuery(
    queryOptions({
      queryKey: [...replyQueryKeys.reports(scope.key), query],
      queryFn: () => getReplyReports(scope.channel, query),
      enabled: scope.id !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
