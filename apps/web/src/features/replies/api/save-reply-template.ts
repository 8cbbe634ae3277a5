import type { PrivateMessage } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { replyTemplateSchema } from './get-reply-template.ts';
import { toMultipart } from './multipart-body.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveReplyTemplate = {
  values: PrivateMessage & { id?: number | undefined; name: string };
  attachment: File | null;
};

/** Creates a private-message template, or edits it when `id` is set (multipart, with the optional image or file). */
export function saveReplyTemplate({ values, attachment }: SaveReplyTemplate) {
  return apiRequest('/api/facebook/reply/templates', {
    method: 'POST',
    body: toMultipart(values, attachment),
    schema: z.object({ template: replyTemplateSchema }),
  });
}

export function useSaveReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
