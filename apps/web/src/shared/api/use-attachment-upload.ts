import type { AttachmentFile } from '@app/contract/publishing';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { uploadAttachment } from './upload-media.ts';

export type AttachmentUpload = { name: string; percent: number; error: string | null; abort: () => void };

/**
 * One message attachment being uploaded, with its progress and a refusal in the interface language (the inbox
 * composer, the bot's image or file). An upload still running when its screen closes is abandoned.
 */
export function useAttachmentUpload(onUploaded: (media: AttachmentFile) => void) {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<AttachmentUpload | null>(null);
  // Read through a ref: progress replaces `upload`.
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  useEffect(() => () => uploadRef.current?.abort(), []);

  const pick = (file: File) => {
    const handle = uploadAttachment(file, (percent) =>
      setUpload((current) => (current ? { ...current, percent } : current)),
    );
    setUpload({ name: file.name, percent: 0, error: null, abort: handle.abort });
    handle.done.then(
      (media) => {
        setUpload(null);
        onUploaded(media);
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const { title, details } = describeApiError(error, t);
        setUpload((current) => (current ? { ...current, error: [title, ...details].join(' ') } : current));
      },
    );
  };

  const cancel = () => {
    upload?.abort();
    setUpload(null);
  };

  return { upload, pick, cancel };
}
