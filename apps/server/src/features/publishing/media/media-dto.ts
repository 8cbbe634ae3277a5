import type { MediaFile } from '@app/contract/publishing';
import type { MediaFileRow } from './media.repository.ts';

/** The media DTO; its URL is the public `/media/...` address Meta fetches the file from. */
export const toMediaDto = (row: MediaFileRow, appUrl: string): MediaFile => ({
  id: row.id,
  kind: row.kind,
  extension: row.extension,
  url: `${appUrl}/${row.blobKey}`,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  original_name: row.originalName,
  created_at: row.createdAt.toISOString(),
});

/** The rows in the order of `ids` (a post's media order), skipping any that is gone. */
export const inOrder = (ids: number[], rows: MediaFileRow[]) =>
  ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is MediaFileRow => row !== undefined);
