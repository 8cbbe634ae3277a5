import type { PrivateMessage } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { flattenReplyTemplate } from './get-reply-template.ts';
import { toMultipart } from './multipart-body.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveReplyTemplate = {
  values: PrivateMessage & { id?: number | undefined; name: string };
  attachment: File | null;
};

/** Creates a private-message template, or edits it when `id` is set (multipart, with the optional image or file). */
export async function saveReplyTemplate({ values, attachment }: SaveReplyTemplate) {
  const { template } = await api(apiRoutes.replies.saveReplyTemplate, { body: toMultipart(values, attachment) });
  return { template: flattenReplyTemplate(template) };
}

export function useSaveReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
