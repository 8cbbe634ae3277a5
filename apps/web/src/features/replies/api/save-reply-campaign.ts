import type { ReplyCampaignInput } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { toMultipart } from './multipart-body.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveReplyCampaign = { values: ReplyCampaignInput; attachment: File | null };

/** Creates a campaign, or edits it when `values.id` is set (multipart, with the optional image or file). */
export function saveReplyCampaign({ values, attachment }: SaveReplyCampaign) {
  return api(apiRoutes.replies.saveCampaign, { body: toMultipart(values, attachment) });
}

export function useSaveReplyCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
