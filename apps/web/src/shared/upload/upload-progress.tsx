import './upload-progress.css';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import type { RefObject } from 'react';
import type { FileUpload } from './use-file-upload.ts';

/** A file on its way: its name, the progress bar, the refusal when there is one, and a button to drop it. */
export function UploadProgress({
  upload,
  onCancel,
  cancelLabel,
  testId,
  className,
}: {
  upload: FileUpload;
  onCancel: () => void;
  cancelLabel: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={className ? `upload-progress ${className}` : 'upload-progress'} data-testid={testId}>
      <bdi className="upload-progress-name">{upload.name}</bdi>
      <Progress
        aria-label={upload.name}
        percent={upload.percent}
        size="small"
        status={upload.error ? 'exception' : 'active'}
      />
      {upload.error ? (
        <span className="upload-progress-error" role="alert" dir="auto">
          {upload.error}
        </span>
      ) : null}
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={cancelLabel} onClick={onCancel} />
    </div>
  );
}

/** The hidden file input behind an upload button: hands over the picked file and forgets it, so the same file can be picked again. */
export function HiddenFileInput({
  inputRef,
  id,
  accept,
  testId,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id?: string;
  accept: string;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      hidden
      accept={accept}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file) onFile(file);
        event.target.value = '';
      }}
      data-testid={testId}
    />
  );
}
