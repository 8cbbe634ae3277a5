import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpArticleInput, HelpArticleStatus, HelpSectionInput } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { helpKey } from './help-reading.ts';

const routes = apiRoutes.help;

export const useHelpSections = () =>
  useQuery({ queryKey: [...helpKey, 'admin', 'sections'], queryFn: () => api(routes.sections) });

export const useHelpSection = (id: number) =>
  useQuery({
    queryKey: [...helpKey, 'admin', 'section', id],
    queryFn: () => api(routes.section, { params: { id } }),
    retry: false,
  });

/** Any change refreshes every help answer: the admin's lists and what owners read. */
function useHelpMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKey }) });
}

export const useSaveSection = () =>
  useHelpMutation(({ id, body }: { id: number | null; body: HelpSectionInput }) =>
    id === null ? api(routes.createSection, { body }) : api(routes.updateSection, { params: { id }, body }),
  );

export const useDeleteSection = () => useHelpMutation((id: number) => api(routes.deleteSection, { params: { id } }));

export const useReorderSections = () =>
  useHelpMutation((ids: number[]) => api(routes.reorderSections, { body: { ids } }));

export const useSaveArticle = () =>
  useHelpMutation(({ id, body }: { id: number | null; body: HelpArticleInput }) =>
    id === null ? api(routes.createArticle, { body }) : api(routes.updateArticle, { params: { id }, body }),
  );

export const useSetArticleStatus = () =>
  useHelpMutation(({ id, status }: { id: number; status: HelpArticleStatus }) =>
    api(routes.setArticleStatus, { params: { id }, body: { status } }),
  );

export const useDeleteArticle = () => useHelpMutation((id: number) => api(routes.deleteArticle, { params: { id } }));

/** A picture for an article, kept by the server's upload store; answers its address. */
export async function uploadHelpImage(file: File) {
  const form = new FormData();
  form.set('image', file);
  return (await api(routes.uploadImage, { body: form as never })).url;
}
