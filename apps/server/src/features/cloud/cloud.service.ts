import type { CloudFile, CloudFolder, CloudUsage } from '@app/contract/cloud';
import type { Clock } from '../../platform/clock.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { UploadLedger } from '../../platform/http/multipart-form.ts';
import type { CloudFileRow, CloudFilesFilter, CloudFolderRow, CloudRepository } from './cloud.repository.ts';

/** The quota's unit: the spec's `totalStorage` of 100 is 100 MB (MiB). */
export const bytesPerMegabyte = 1024 * 1024;
const oneDecimal = (bytes: number) => Math.floor((bytes / bytesPerMegabyte) * 10) / 10;

export function usageOf(quota: { usedBytes: number; totalMegabytes: number }): CloudUsage {
  const totalBytes = quota.totalMegabytes * bytesPerMegabyte;
  return {
    used_bytes: quota.usedBytes,
    total_bytes: totalBytes,
    used_megabytes: Math.ceil((quota.usedBytes / bytesPerMegabyte) * 10) / 10,
    total_megabytes: quota.totalMegabytes,
    available_megabytes: oneDecimal(Math.max(0, totalBytes - quota.usedBytes)),
  };
}

export function toCloudFile(row: CloudFileRow, appUrl: string): CloudFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    extension: row.extension,
    url: `${appUrl}/${row.blobKey}`,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    folder_id: row.folderId,
    page_id: row.pageId,
    created_at: row.createdAt.toISOString(),
  };
}

const toFolder = (row: CloudFolderRow): CloudFolder => ({
  id: row.id,
  name: row.name,
  files: row.files,
  created_at: row.createdAt.toISOString(),
});

const unsizedBatch = 200;

export function createCloudService(deps: {
  repository: CloudRepository;
  blobs: BlobStore;
  clock: Clock;
  appUrl: string;
}) {
  const { repository, blobs, clock, appUrl } = deps;
  const usage = async (ownerUserId: number) => usageOf(await repository.quota(ownerUserId));

  const quotaRefusal = async (ownerUserId: number, field: string) => {
    const current = await usage(ownerUserId);
    const params = { available: current.available_megabytes, total: current.total_megabytes };
    return new AppError('validation', {
      messageKey: 'cloud-quota-exceeded',
      params,
      fieldErrors: { [field]: [{ key: 'cloud-quota-exceeded', params }] },
    });
  };

  /** Every public upload's quota and record (the upload store calls it, for every endpoint that takes a file). */
  const ledger: UploadLedger = {
    async admit(ownerUserId, declaredBytes, field) {
      const quota = await repository.quota(ownerUserId);
      const remainingBytes = quota.totalMegabytes * bytesPerMegabyte - quota.usedBytes;
      if (declaredBytes > remainingBytes || remainingBytes <= 0) throw await quotaRefusal(ownerUserId, field);
      return remainingBytes;
    },
    refusal: quotaRefusal,
    async record(upload) {
      await repository.record({
        ownerUserId: upload.ownerUserId,
        pageId: upload.pageId,
        blobKey: upload.key,
        kind: upload.kind,
        extension: upload.extension,
        bytes: upload.bytes,
        originalName: upload.name.replace(/^[0-9a-f-]{36}-/, ''),
      });
    },
    forget: (key) => repository.forget(key),
  };

  const ownFile = async (ownerUserId: number, id: number) => {
    const file = await repository.file(ownerUserId, id);
    if (!file) throw notFound();
    return file;
  };
  const ownFolder = async (ownerUserId: number, id: number) => {
    if (!(await repository.folderExists(ownerUserId, id))) throw notFound();
  };
  const folderNameTaken = () =>
    new AppError('conflict', {
      messageKey: 'cloud-folder-name-taken',
      fieldErrors: { name: ['cloud-folder-name-taken'] },
    });

  return {
    ledger,
    usage,

    async files(ownerUserId: number, filter: CloudFilesFilter) {
      const rows = await repository.files(ownerUserId, filter);
      return rows.map((row) => toCloudFile(row, appUrl));
    },

    /** The file the upload just stored and recorded, filed in the folder asked for. */
    async uploaded(ownerUserId: number, fileUrl: string, folderId: number | null) {
      if (folderId !== null) await ownFolder(ownerUserId, folderId);
      const key = fileUrl.startsWith(`${appUrl}/`) ? fileUrl.slice(appUrl.length + 1) : '';
      const row = await repository.fileByKey(ownerUserId, key);
      if (!row) throw new AppError('validation', { fieldErrors: { file: ['post-upload-missing'] } });
      const filed = folderId === null ? row : await repository.moveFile(ownerUserId, row.id, folderId);
      return { file: toCloudFile(filed ?? row, appUrl), usage: await usage(ownerUserId) };
    },

    async moveFile(ownerUserId: number, id: number, folderId: number | null) {
      await ownFile(ownerUserId, id);
      if (folderId !== null) await ownFolder(ownerUserId, folderId);
      const row = await repository.moveFile(ownerUserId, id, folderId);
      if (!row) throw notFound();
      return { file: toCloudFile(row, appUrl) };
    },

    async uses(ownerUserId: number, id: number) {
      return { uses: await repository.uses(await ownFile(ownerUserId, id), clock.now()) };
    },

    /** Deletes the file unless something running or scheduled uses it; the others lose it (their choice, confirmed). */
    async deleteFile(ownerUserId: number, id: number) {
      const file = await ownFile(ownerUserId, id);
      const uses = await repository.uses(file, clock.now());
      if (uses.some((use) => use.active)) throw new AppError('conflict', { messageKey: 'cloud-file-in-use' });
      await repository.deleteFile(ownerUserId, id);
      await blobs.delete(file.blobKey);
      return { usage: await usage(ownerUserId) };
    },

    async folders(ownerUserId: number) {
      return { folders: (await repository.folders(ownerUserId)).map(toFolder) };
    },

    async createFolder(ownerUserId: number, name: string) {
      try {
        return { folder: toFolder(await repository.insertFolder(ownerUserId, name)) };
      } catch (error) {
        if (isUniqueViolation(error)) throw folderNameTaken();
        throw error;
      }
    },

    async renameFolder(ownerUserId: number, id: number, name: string) {
      try {
        const row = await repository.renameFolder(ownerUserId, id, name);
        if (!row) throw notFound();
        return { folder: toFolder({ ...row, files: await repository.folderFileCount(id) }) };
      } catch (error) {
        if (isUniqueViolation(error)) throw folderNameTaken();
        throw error;
      }
    },

    /**
     * Sizes the files recorded without one (migration cloud_media_records gave 0 to the addresses kept before the
     * cloud) from their stored bytes, so they count on their owner's quota. A file whose bytes are gone stays 0 and
     * is looked at again next time; one file's failure stops none of the others.
     */
    async measureUnsized(): Promise<{ measured: number; unknown: number }> {
      const result = { measured: 0, unknown: 0 };
      for (let afterId = 0; ;) {
        const rows = await repository.unsizedFiles(afterId, unsizedBatch);
        if (rows.length === 0) return result;
        for (const row of rows) {
          const size = await blobs.size(row.blobKey).catch(() => null);
          if (size) {
            await repository.setSize(row.id, size);
            result.measured += 1;
          } else result.unknown += 1;
        }
        afterId = rows.at(-1)!.id;
      }
    },

    async deleteFolder(ownerUserId: number, id: number) {
      await ownFolder(ownerUserId, id);
      if (!(await repository.deleteEmptyFolder(ownerUserId, id)))
        throw new AppError('conflict', { messageKey: 'cloud-folder-not-empty' });
    },
  };
}
export type CloudService = ReturnType<typeof createCloudService>;
