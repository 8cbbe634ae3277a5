import { replyCampaignSchema } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export const trailDecisions = ['matched', 'not_matching', 'filtered', 'skipped'] as const;

const trailEntrySchema = z.object({
  comment_id: z.string(),
  commenter_name: z.string().nullable(),
  comment_text: z.string().nullable(),
  commented_at: z.string().nullable(),
  decision: z.enum(trailDecisions),
  reason: z.string().nullable(),
  matched_word: z.string().nullable(),
  public_status: z.string().nullable(),
  public_reply_id: z.string().nullable(),
  public_error: z.string().nullable(),
  private_status: z.string().nullable(),
  private_message_id: z.string().nullable(),
  private_error: z.string().nullable(),
  created_at: z.string(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;

const campaignDetailSchema = z.object({
  campaign: replyCampaignSchema,
  trail: z.array(trailEntrySchema).default([]),
  trail_total: z.number().default(0),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export type TrailQuery = { page: number; limit: number; search: string };

/** A campaign with the trail of what happened to each comment (searchable by commenter or comment). */
export function getReplyCampaign(id: number, trail: TrailQuery = { page: 1, limit: 1, search: '' }) {
  return apiRequest(`/api/facebook/reply/get/${id}`, {
    query: { trail_page: trail.page, trail_limit: trail.limit, q: trail.search || undefined },
    schema: campaignDetailSchema,
  });
}

export function useReplyCampaign(
  id: number,
  trail?: TrailQuery,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: [...replyQueryKeys.campaign(pageId, id), trail ?? null],
      queryFn: () => getReplyCampaign(id, trail),
      enabled: (options.enabled ?? true) && Number.isInteger(id),
      placeholderData: keepPreviousData,
      ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    }),
  );
}
