import type { replyReportsSchema } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyReport = z.infer<typeof replyReportsSchema>;

export type ReplyReportQuery = { campaignId: number | null; from: string; to: string };

/** Totals, skipped reasons and a daily series for the page or one campaign, plus this month's quota. */
export function getReplyReports({ campaignId, from, to }: ReplyReportQuery) {
  return api(apiRoutes.replies.reports, { query: { campaign_id: campaignId ?? undefined, from, to } });
}

export function useReplyReports(query: ReplyReportQuery) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: [...replyQueryKeys.reports(pageId), query],
      queryFn: () => getReplyReports(query),
      enabled: pageId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
