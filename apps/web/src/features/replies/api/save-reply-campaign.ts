import type { ReplyCampaign, ReplyCampaignInput } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { toMultipart } from './multipart-body.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveReplyCampaign = { values: ReplyCampaignInput; attachment: File | null };

/** Creates a campaign, or edits it when `values.id` is set (multipart, with the optional image or file). */
export function saveReplyCampaign({ values, attachment }: SaveReplyCampaign) {
  return apiRequest<{ campaign: ReplyCampaign }>('/api/facebook/reply/add', {
    method: 'POST',
    body: toMultipart(values, attachment),
  });
}

export function useSaveReplyCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
