import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloudUsage } from '@app/contract/cloud';
import type { UploadKind } from '@app/contract/uploads';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

const routes = apiRoutes.cloud;
export const cloudKey = ['cloud'] as const;

/** The session's `storage` (the top bar's menu, the home's card) follows every answer that carries the usage. */
export function rememberUsage(usage: CloudUsage) {
  sessionStore.setState((state) => ({
    ...state,
    totalStorage: usage.total_megabytes,
    availableStorage: usage.available_megabytes,
  }));
}

export const useCloudUsage = () =>
  useQuery({
    queryKey: [...cloudKey, 'usage'],
    queryFn: async () => {
      const { usage } = await api(routes.usage);
      rememberUsage(usage);
      return usage;
    },
  });

export type CloudFilter = { folder: number | 'none' | 'all'; search: string; kind?: UploadKind };

export const useCloudFiles = (filter: CloudFilter) =>
  useQuery({
    queryKey: [...cloudKey, 'files', filter],
    queryFn: () =>
      api(routes.files, {
        query: {
          folder_id: filter.folder === 'all' ? undefined : filter.folder,
          search: filter.search.trim() || undefined,
          kind: filter.kind,
        },
      }).then((answer) => answer.files),
    placeholderData: keepPreviousData,
  });

export const useCloudFolders = () =>
  useQuery({ queryKey: [...cloudKey, 'folders'], queryFn: () => api(routes.folders).then((answer) => answer.folders) });

function useCloudMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudKey }) });
}

export const useRefreshCloud = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cloudKey });
};

export const useCreateFolder = () => useCloudMutation((name: string) => api(routes.createFolder, { body: { name } }));
export const useRenameFolder = () =>
  useCloudMutation((input: { id: number; name: string }) =>
    api(routes.renameFolder, { params: { id: input.id }, body: { name: input.name } }),
  );
export const useDeleteFolder = () => useCloudMutation((id: number) => api(routes.deleteFolder, { params: { id } }));
export const useMoveFile = () =>
  useCloudMutation((input: { id: number; folderId: number | null }) =>
    api(routes.moveFile, { params: { id: input.id }, body: { folder_id: input.folderId } }),
  );
export const useDeleteFile = () =>
  useCloudMutation(async (id: number) => {
    const { usage } = await api(routes.deleteFile, { params: { id } });
    rememberUsage(usage);
  });

export const fetchFileUses = (id: number) => api(routes.fileUses, { params: { id } }).then((answer) => answer.uses);
