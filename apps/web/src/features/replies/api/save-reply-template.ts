import type { PrivateMessage } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { flattenReplyTemplate } from './get-reply-template.ts';
import { toMultipart } from '@/shared/api/multipart-body.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveReplyTemplate = {
  values: PrivateMessage & { id?: number | undefined; name: string };
  attachment: File | null;
};

/** Creates a private-message template, or edits it when `id` is set (multipart, with the optional image or file). */
export async function saveReplyTemplate(channel: ReplyChannel, { values, attachment }: SaveReplyTemplate) {
  if (channel === 'facebook') {
    const { template } = await api(apiRoutes.replies.saveReplyTemplate, { body: toMultipart(values, attachment) });
    return { template: flattenReplyTemplate(template) };
  }
  const { id, name, message_type, message, attachment_url } = values;
  const { template } = await api(apiRoutes.instagramReplies.saveReplyTemplate, {
    body: toMultipart({ id, name, message_type, message, attachment_url }, attachment),
  });
  return { template: flattenReplyTemplate(template) };
}

export function useSaveReplyTemplate() {
  const queryClient = useQueryClient();
  const channel = useReplyChannel();
  return useMutation({
    mutationFn: (save: SaveReplyTemplate) => saveReplyTemplate(channel, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
