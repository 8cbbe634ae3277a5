import type { FlowDocument } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

export type SaveFlowDraft = { id: number; name: string; draft: FlowDocument; draftRevision: number };

/** Saves the canvas; 409 when the draft was saved elsewhere since `draftRevision`. */
export function useSaveFlowDraft() {
  const queryClient = useQueryClient();
  const pageId = useSession((state) => state.currentPageId);
  return useMutation({
    mutationFn: ({ id, name, draft, draftRevision }: SaveFlowDraft) =>
      api(apiRoutes.botFlows.saveDraft, { params: { id }, body: { name, draft, draft_revision: draftRevision } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(flowQueryKeys.flow(pageId, answer.flow.id), answer);
      return queryClient.invalidateQueries({ queryKey: flowQueryKeys.list(pageId) });
    },
  });
}
