import type { CloudFile, CloudUsage } from '@app/contract/cloud';
import type { AttachmentFile, MediaFile } from '@app/contract/publishing';
import { apiRoutes } from '@app/contract/api-routes';
import { ApiError, apiErrorFrom } from '@/shared/api/api-error.ts';
import { requestHeaders } from '@/shared/api/http-client.ts';

export type UploadHandle<File = MediaFile> = { done: Promise<File>; abort: () => void };

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type UploadRoute = { method: string; path: string };

/**
 * Uploads one file (multipart `file`) to the media store with XHR, since fetch reports no upload progress;
 * `onProgress` gets 0-100. The headers are the API client's (token, locale, page), so the answer is localized
 * the same way.
 */
function upload<Stored>(
  route: UploadRoute,
  file: File,
  onProgress: (percent: number) => void,
  answer: { key: string | null; fields?: Record<string, string> } = { key: 'media' },
): UploadHandle<Stored> {
  const request = new XMLHttpRequest();
  const done = new Promise<Stored>((resolve, reject) => {
    request.open(route.method, route.path);
    requestHeaders(false).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const payload = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(answer.key === null ? (payload as Stored) : (payload as Record<string, Stored>)[answer.key]!);
      } else reject(apiErrorFrom(request.status, payload));
    };
    request.onerror = () => reject(new ApiError(0, { code: 'network-error' }));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const body = new FormData();
    for (const [name, value] of Object.entries(answer.fields ?? {})) body.append(name, value);
    body.append('file', file, file.name);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}

/** An image or video for a post (the poster, story answers' images). */
export const uploadMedia = (file: File, onProgress: (percent: number) => void): UploadHandle<MediaFile> =>
  upload(apiRoutes.publishing.uploadMedia, file, onProgress);

/** An attachment of a message, of any format of spec section 5 (the inbox composer, bot replies). */
export const uploadAttachment = (file: File, onProgress: (percent: number) => void): UploadHandle<AttachmentFile> =>
  upload(apiRoutes.inbox.uploadAttachment, file, onProgress);

/** A file for the media cloud, of any format of spec section 5, filed in a folder when one is given. */
export const uploadToCloud = (
  file: File,
  folderId: number | null,
  onProgress: (percent: number) => void,
): UploadHandle<{ file: CloudFile; usage: CloudUsage }> =>
  upload(apiRoutes.cloud.upload, file, onProgress, {
    key: null,
    fields: folderId === null ? {} : { folder_id: String(folderId) },
  });
