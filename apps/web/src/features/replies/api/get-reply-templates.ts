import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flattenReplyTemplate } from './get-reply-template.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The saved private-message templates. */
export async function getReplyTemplates() {
  const { templates } = await api(apiRoutes.replies.listReplyTemplates);
  return { templates: templates.map(flattenReplyTemplate) };
}

export function useReplyTemplates() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({ queryKey: replyQueryKeys.templates(pageId), queryFn: getReplyTemplates, enabled: pageId !== null }),
  );
}
