import type { AttachmentFile, MediaFile } from '@app/contract/publishing';
import type { UploadKind } from '@app/contract/uploads';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { checkUploadFile } from './upload-checks.ts';
import { uploadAttachment, uploadMedia, type UploadHandle } from './upload-request.ts';
import { useUploadRejectionText } from './use-upload-rejection-text.ts';

export type FileUpload = { name: string; percent: number; error: string | null; abort: () => void };

type Destination = {
  /** `attachment`: a message's attachment, any format of spec section 5; `media`: a post's image or video. */
  attachment: AttachmentFile;
  media: MediaFile;
};

type FileUploadOptions<Target extends keyof Destination> = {
  to: Target;
  /** The formats the field takes (extensions); a file of another is refused before it is sent. */
  extensions: readonly string[];
  /** A field's own limit below the contract's, by kind. */
  maxBytes?: Partial<Record<UploadKind, number>>;
  onUploaded: (stored: Destination[Target]) => void;
};

const send = {
  attachment: uploadAttachment,
  media: uploadMedia,
} as const satisfies { [Target in keyof Destination]: (file: File, onProgress: (percent: number) => void) => unknown };

/**
 * One file being uploaded, with its progress and a refusal in the interface language: the spec's type and size
 * checks before any byte is sent, the server's answer after. An upload still running when its screen closes is
 * abandoned.
 */
export function useFileUpload<Target extends keyof Destination>({
  to,
  extensions,
  maxBytes,
  onUploaded,
}: FileUploadOptions<Target>) {
  const { t } = useTranslation();
  const rejectionText = useUploadRejectionText();
  const [upload, setUpload] = useState<FileUpload | null>(null);
  // Read through a ref: progress replaces `upload`.
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  useEffect(() => () => uploadRef.current?.abort(), []);

  const pick = (file: File) => {
    const rejection = checkUploadFile(file, extensions, maxBytes);
    if (rejection) {
      setUpload({ name: file.name, percent: 0, error: rejectionText(rejection), abort: () => undefined });
      return;
    }
    const handle = send[to](file, (percent) =>
      setUpload((current) => (current ? { ...current, percent } : current)),
    ) as UploadHandle<Destination[Target]>;
    setUpload({ name: file.name, percent: 0, error: null, abort: handle.abort });
    handle.done.then(
      (stored) => {
        setUpload(null);
        onUploaded(stored);
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

  return { upload, pick, cancel, busy: upload !== null && upload.error === null };
}
