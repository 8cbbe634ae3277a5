import { uploadKindOf, type MediaFile } from '@app/contract';
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
 * kind, size and, for images, width and height read from its header. Only a file sent as multipart is taken.
 */
export async function recordUploadedMedia(
  deps: PublishingDeps,
  actor: Actor,
  fileUrl: string,
  isMultipart: boolean,
): Promise<MediaFile> {
  const refused = () => new AppError('validation', { fieldErrors: { file: ['post-upload-missing'] } });
  const prefix = `${deps.config.appUrl}/`;
  if (!isMultipart || !fileUrl.startsWith(prefix)) throw refused();
  const key = fileUrl.slice(prefix.length);
  // Only a key the upload store writes (`media/{scope}/{uuid}-{name}`), never one that climbs out of it.
  if (!/^media\/[\w-]+\/[\w.-]+$/.test(key) || key.includes('..')) throw refused();
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  const kind = uploadKindOf(extension);
  const bytes = await deps.blobs.size(key);
  if ((kind !== 'image' && kind !== 'video') || bytes === null) throw refused();
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
  return toMediaDto(row, deps.config.appUrl);
}
