import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQuotaSchema } from './get-reply-dependencies.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

const replyReportSchema = z.object({
  totals: z.object({
    comments: z.number(),
    public_sent: z.number(),
    private_sent: z.number(),
    skipped: z.number(),
    failed: z.number(),
  }),
  skipped_by_reason: z.array(z.object({ reason: z.string(), count: z.number() })),
  daily: z.array(
    z.object({
      day: z.string(),
      comments: z.number(),
      public_sent: z.number(),
      private_sent: z.number(),
      failed: z.number(),
    }),
  ),
  quota: replyQuotaSchema,
});
export type ReplyReport = z.infer<typeof replyReportSchema>;

export type ReplyReportQuery = { campaignId: number | null; from: string; to: string };

/** Totals, skipped reasons and a daily series for the page or one campaign, plus this month's quota. */
export function getReplyReports({ campaignId, from, to }: ReplyReportQuery) {
  return apiRequest('/api/facebook/reply/reports', {
    query: { campaign_id: campaignId ?? undefined, from, to },
    schema: replyReportSchema,
  });
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
