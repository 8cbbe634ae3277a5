import { uploadKindOf, type AttachmentFile, type UploadKind } from '@app/contract';
import type { Readable } from 'node:stream';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import { toMediaDto } from './media-dto.ts';
import { imageSize } from './image-size.ts';

// A JPEG's size comes after its EXIF block (up to 64 KiB, thumbnail included): read a little more than that.
const headerBytes = 128 * 1024;

async function readHead(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= headerBytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, headerBytes);
}

/**
 * Records a file the multipart reader already stored (extension, size and content checked as it arrived): its
 * kind, size and, for images, width and height read from its header. Only a file sent as multipart is taken, and
 * only of the kinds the endpoint takes (a post: images and videos; a message: any).
 */
export async function recordUploadedMedia<Kind extends UploadKind>(
  deps: PublishingDeps,
  actor: Actor,
  upload: { fileUrl: string; isMultipart: boolean; kinds: readonly Kind[] },
): Promise<AttachmentFile & { kind: Kind }> {
  const { fileUrl, isMultipart } = upload;
  const refused = () => new AppError('validation', { fieldErrors: { file: ['post-upload-missing'] } });
  const prefix = `${deps.config.appUrl}/`;
  if (!isMultipart || !fileUrl.startsWith(prefix)) throw refused();
  const key = fileUrl.slice(prefix.length);
  // Only a key the upload store writes (`media/{scope}/{uuid}-{name}`), never one that climbs out of it.
  if (!/^media\/[\w-]+\/[\w.-]+$/.test(key) || key.includes('..')) throw refused();
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  const kind = uploadKindOf(extension);
  const bytes = await deps.blobs.size(key);
  const takes = (value: UploadKind | null): value is Kind =>
    value !== null && (upload.kinds as readonly UploadKind[]).includes(value);
  if (!takes(kind) || bytes === null) throw refused();
  const stream = kind === 'image' ? await deps.blobs.get(key) : null;
  const size = stream ? imageSize(await readHead(stream)) : null;
  const originalName = key
    .split('/')
    .pop()!
    .replace(/^[0-9a-f-]{36}-/, '');
  const row = await deps.repositories.media.insert({
    ownerUserId: actor.userId,
    blobKey: key,
    kind,
    extension,
    bytes,
    width: size?.width ?? null,
    height: size?.height ?? null,
    originalName,
  });
  return { ...toMediaDto(row, deps.config.appUrl), kind };
}
