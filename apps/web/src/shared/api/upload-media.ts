import type { MediaFile } from '@app/contract/publishing';
import { apiRoutes } from '@app/contract/api-routes';
import { ApiError, apiErrorFrom } from '@/shared/api/api-error.ts';
import { requestHeaders } from '@/shared/api/http-client.ts';

export type UploadHandle = { done: Promise<MediaFile>; abort: () => void };

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Uploads one file (multipart `file`) to the media store with XHR, since fetch reports no upload progress;
 * `onProgress` gets 0-100. The headers are the API client's (token, locale, page), so the answer is localized
 * the same way. Used by the poster and the inbox composer.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void): UploadHandle {
  const request = new XMLHttpRequest();
  const done = new Promise<MediaFile>((resolve, reject) => {
    request.open(apiRoutes.publishing.uploadMedia.method, apiRoutes.publishing.uploadMedia.path);
    requestHeaders(false).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const payload = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve((payload as { media: MediaFile }).media);
      } else reject(apiErrorFrom(request.status, payload));
    };
    request.onerror = () => reject(new ApiError(0, { code: 'network-error' }));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
