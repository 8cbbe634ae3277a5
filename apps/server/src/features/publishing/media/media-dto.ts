import type { AttachmentFile } from '@app/contract/publishing';
import type { MediaFileRow } from './media.repository.ts';

/** The media DTO; its URL is the public `/media/...` address Meta fetches the file from. */
export const toMediaDto = <Row extends MediaFileRow>(
  row: Row,
  appUrl: string,
): AttachmentFile & { kind: Row['kind'] } => ({
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
export const inOrder = <Row extends { id: number }>(ids: number[], rows: Row[]) =>
  ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is Row => row !== undefined);
