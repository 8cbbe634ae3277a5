import type { MediaFile } from '@app/contract/publishing';
import { postVideoExtensions } from '@app/contract/publishing-limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { extensionOf } from '@/shared/upload/upload-checks.ts';
import { uploadMedia } from '@/shared/upload/upload-request.ts';

export type PendingUpload = {
  key: string;
  name: string;
  kind: 'image' | 'video';
  previewUrl: string;
  percent: number;
  error: string | null;
  abort: () => void;
};

let uploadSequence = 0;

/**
 * Uploads picked files one request each, with their progress; a finished file is handed to the form and its
 * local preview kept (by media id) so thumbnails show at once, without waiting for the stored copy.
 */
export function useMediaUploads(onUploaded: (media: MediaFile) => void) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const objectUrls = useRef<string[]>([]);
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (key: string, change: Partial<PendingUpload>) =>
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = useCallback(
    (file: File) => {
      uploadSequence += 1;
      const key = `upload-${uploadSequence}`;
      const previewUrl = URL.createObjectURL(file);
      objectUrls.current.push(previewUrl);
      const handle = uploadMedia(file, (percent) => patch(key, { percent }));
      // Some systems give .mkv or .mpg no MIME type: the extension decides, as it did for the checks.
      const kind = (postVideoExtensions as readonly string[]).includes(extensionOf(file.name)) ? 'video' : 'image';
      setUploads((current) => [
        ...current,
        { key, name: file.name, kind, previewUrl, percent: 0, error: null, abort: handle.abort },
      ]);
      handle.done.then(
        (media) => {
          setPreviews((current) => ({ ...current, [media.id]: previewUrl }));
          setUploads((current) => current.filter((item) => item.key !== key));
          uploadedRef.current(media);
        },
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const { title, details } = describeApiError(error, t);
          patch(key, { error: [title, ...details].join(' ') });
        },
      );
    },
    [t],
  );

  const dismiss = useCallback((key: string) => {
    setUploads((current) => {
      current.find((item) => item.key === key)?.abort();
      return current.filter((item) => item.key !== key);
    });
  }, []);

  return { uploads, previews, start, dismiss, busy: uploads.some((item) => item.error === null) };
}

export type MediaUploads = ReturnType<typeof useMediaUploads>;
