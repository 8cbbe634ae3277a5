import '../cloud.css';
import { CloudUploadOutlined, DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import type { CloudFile } from '@app/contract/cloud';
import { uploadKindByExtension } from '@app/contract/uploads';
import { Button, Card, Empty, Input, Select, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, checkUploadFile } from '@/shared/upload/upload-checks.ts';
import { HiddenFileInput, UploadProgress } from '@/shared/upload/upload-progress.tsx';
import { uploadToCloud } from '@/shared/upload/upload-request.ts';
import type { FileUpload } from '@/shared/upload/use-file-upload.ts';
import { useUploadRejectionText } from '@/shared/upload/use-upload-rejection-text.ts';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { describeApiError, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import {
  rememberUsage,
  useCloudFiles,
  useCloudFolders,
  useCloudUsage,
  useCreateFolder,
  useDeleteFolder,
  useMoveFile,
  useRefreshCloud,
  useRenameFolder,
  type CloudFilter,
} from '../cloud-api.ts';
import { CloudUsageBar } from '@/shared/ui/cloud-usage-bar.tsx';
import { DeleteFileDialog } from '../components/delete-file-dialog.tsx';
import { FileCard } from '../components/file-card.tsx';
import { FilePreviewModal } from '../components/file-preview-modal.tsx';
import { FolderNameDialog } from '../components/folder-name-dialog.tsx';

const everyExtension = Object.keys(uploadKindByExtension);

/** The media cloud (/dashboard/cloud): the owner's files by folder and name, their uses, and the quota. */
export function CloudRoute() {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const rejectionText = useUploadRejectionText();
  useCloudUsage();
  const [filter, setFilter] = useState<CloudFilter>({ folder: 'all', search: '' });
  const files = useCloudFiles(filter);
  const folders = useCloudFolders();
  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const moveFile = useMoveFile();
  const refresh = useRefreshCloud();
  const [folderDialog, setFolderDialog] = useState<'create' | 'rename' | null>(null);
  const [previewed, setPreviewed] = useState<CloudFile | null>(null);
  const [deleting, setDeleting] = useState<CloudFile | null>(null);
  const [upload, setUpload] = useState<FileUpload | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const folderList = folders.data ?? [];
  const chosenFolder = typeof filter.folder === 'number' ? folderList.find((f) => f.id === filter.folder) : undefined;

  const folderDeletion = useConfirmDelete<number>({
    title: t('cloud.deleteFolderTitle'),
    content: () => t('cloud.deleteFolderAsk', { name: chosenFolder?.name ?? '' }),
    remove: async (id) => {
      await deleteFolder.mutateAsync(id);
      setFilter((current) => ({ ...current, folder: 'all' }));
    },
    deletedMessage: t('cloud.folderDeleted'),
    testId: 'folder-delete-dialog',
  });

  const send = (file: File) => {
    const rejection = checkUploadFile(file, everyExtension);
    if (rejection) {
      setUpload({ name: file.name, percent: 0, error: rejectionText(rejection), abort: () => undefined });
      return;
    }
    const folderId = typeof filter.folder === 'number' ? filter.folder : null;
    const handle = uploadToCloud(file, folderId, (percent) =>
      setUpload((current) => (current ? { ...current, percent } : current)),
    );
    setUpload({ name: file.name, percent: 0, error: null, abort: handle.abort });
    handle.done.then(
      (answer) => {
        rememberUsage(answer.usage);
        setUpload(null);
        void refresh();
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const { title, details } = describeApiError(error, t);
        setUpload((current) => (current ? { ...current, error: [title, ...details].join(' ') } : current));
      },
    );
  };

  const folderOptions = [
    { value: 'all', label: t('cloud.allFiles') },
    { value: 'none', label: t('cloud.noFolder') },
    ...folderList.map((folder) => ({ value: String(folder.id), label: `${folder.name} (${folder.files})` })),
  ];

  return (
    <Card title={t('cloud.title')} className="cloud-screen" extra={<CloudUsageBar />} data-testid="cloud-screen">
      <div className="cloud-toolbar">
        <Space wrap>
          <Select
            className="cloud-folder-select"
            value={String(filter.folder)}
            options={folderOptions}
            aria-label={t('cloud.folder')}
            onChange={(value: string) =>
              setFilter((current) => ({
                ...current,
                folder: value === 'all' || value === 'none' ? value : Number(value),
              }))
            }
            data-testid="cloud-folder"
          />
          <Button icon={<FolderAddOutlined />} onClick={() => setFolderDialog('create')} data-testid="folder-create">
            {t('cloud.newFolder')}
          </Button>
          {chosenFolder ? (
            <>
              <Button icon={<EditOutlined />} onClick={() => setFolderDialog('rename')} data-testid="folder-rename">
                {t('cloud.renameFolder')}
              </Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => folderDeletion.ask(chosenFolder.id)}
                data-testid="folder-delete"
              >
                {t('cloud.deleteFolder')}
              </Button>
            </>
          ) : null}
        </Space>
        <Space wrap>
          <Input.Search
            allowClear
            className="cloud-search"
            placeholder={t('cloud.search')}
            aria-label={t('cloud.search')}
            onSearch={(search) => setFilter((current) => ({ ...current, search }))}
            data-testid="cloud-search"
          />
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={upload !== null && upload.error === null}
            onClick={() => input.current?.click()}
            data-testid="cloud-upload"
          >
            {t('cloud.upload')}
          </Button>
          <HiddenFileInput inputRef={input} accept={acceptOf(everyExtension)} testId="cloud-file-input" onFile={send} />
        </Space>
      </div>
      {upload ? (
        <UploadProgress
          upload={upload}
          onCancel={() => {
            upload.abort();
            setUpload(null);
          }}
          cancelLabel={t('cloud.cancelUpload')}
          testId="cloud-upload-progress"
        />
      ) : null}
      {files.isPending ? <Spin className="cloud-loading" /> : null}
      {files.data && files.data.length === 0 ? (
        <Empty description={filter.search ? t('cloud.noMatch') : t('cloud.empty')} />
      ) : null}
      <div className="cloud-grid">
        {(files.data ?? []).map((file) => (
          <FileCard
            key={file.id}
            file={file}
            folders={folderList}
            onOpen={() => setPreviewed(file)}
            onMove={(folderId) => moveFile.mutate({ id: file.id, folderId }, { onError: showApiError })}
            onDelete={() => setDeleting(file)}
          />
        ))}
      </div>
      <FilePreviewModal file={previewed} onClose={() => setPreviewed(null)} />
      <DeleteFileDialog file={deleting} onClose={() => setDeleting(null)} />
      <FolderNameDialog
        open={folderDialog !== null}
        title={folderDialog === 'rename' ? t('cloud.renameFolder') : t('cloud.newFolder')}
        initialName={folderDialog === 'rename' ? (chosenFolder?.name ?? '') : ''}
        onSave={(name) =>
          folderDialog === 'rename' && chosenFolder
            ? renameFolder.mutateAsync({ id: chosenFolder.id, name })
            : createFolder
                .mutateAsync(name)
                .then(({ folder }) => setFilter((current) => ({ ...current, folder: folder.id })))
        }
        onClose={() => setFolderDialog(null)}
      />
      {folderDeletion.dialog}
    </Card>
  );
}
