import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flattenReplyTemplate, type ReplyTemplateAnswer } from './get-reply-template.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The saved private-message templates. */
export async function getReplyTemplates() {
  const { templates } = await apiRequest<{ templates: ReplyTemplateAnswer[] }>('/api/facebook/reply/templates');
  return { templates: templates.map(flattenReplyTemplate) };
}

export function useReplyTemplates() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({ queryKey: replyQueryKeys.templates(pageId), queryFn: getReplyTemplates, enabled: pageId !== null }),
  );
}
