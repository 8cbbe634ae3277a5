import type { InstagramReplyCampaignInput, ReplyCampaignInput } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { fromInstagramCampaign } from './instagram-campaign.ts';
import { toMultipart } from '@/shared/api/multipart-body.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveReplyCampaign = { values: ReplyCampaignInput; attachment: File | null };

/** The Instagram form: the post goes in the path, and Facebook's buttons, cards and templates stay behind. */
export function toInstagramCampaignInput(values: ReplyCampaignInput): InstagramReplyCampaignInput {
  return {
    id: values.id,
    name: values.name,
    comment_enabled: values.comment_enabled,
    comments: values.comments,
    comment_number: values.comment_number,
    message_enabled: values.message_enabled,
    message_type: values.message_type === 'image' ? 'image' : 'text',
    message: values.message,
    attachment_url: values.attachment_url,
    keywords: values.keywords,
    filter_words: values.filter_words,
    not_matching_reply: values.not_matching_reply,
    enable_old: values.enable_old,
    enable_multiple: values.enable_multiple,
    hide_contact_comments: values.hide_contact_comments,
    stop_at: values.stop_at,
    schedule: values.schedule,
  };
}

/** Creates a campaign, or edits it when `values.id` is set (multipart, with the optional image or file). */
export async function saveReplyCampaign(channel: ReplyChannel, { values, attachment }: SaveReplyCampaign) {
  if (channel === 'facebook') return api(apiRoutes.replies.saveCampaign, { body: toMultipart(values, attachment) });
  const { campaign } = await api(apiRoutes.instagramReplies.saveCampaign, {
    params: { mediaId: values.post },
    body: toMultipart(toInstagramCampaignInput(values), attachment),
  });
  return { campaign: fromInstagramCampaign(campaign) };
}

export function useSaveReplyCampaign() {
  const queryClient = useQueryClient();
  const channel = useReplyChannel();
  return useMutation({
    mutationFn: (save: SaveReplyCampaign) => saveReplyCampaign(channel, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
