import { CloseOutlined, FileOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadMaxBytes, uploadMegabytes } from '@app/contract/uploads';
import { Button, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudPicker } from '@/shared/upload/cloud-picker.tsx';
import { acceptOf, extensionsOfKinds } from '@/shared/upload/upload-checks.ts';
import { HiddenFileInput, UploadProgress } from '@/shared/upload/upload-progress.tsx';
import { useFileUpload } from '@/shared/upload/use-file-upload.ts';
import type { BotFormMedia } from './messenger-message.ts';

type BotMediaFieldProps = {
  id: string;
  kind: BotFormMedia['kind'];
  value: BotFormMedia | null;
  onChange: (media: BotFormMedia | null) => void;
  error: string | undefined;
};

/** One image or file, uploaded at once with its progress as a message attachment (the inbox composer's upload). */
export function BotMediaField({ id, kind, value, onChange, error }: BotMediaFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const extensions = extensionsOfKinds([kind]);
  const { upload, pick, cancel } = useFileUpload({
    to: 'attachment',
    extensions,
    onUploaded: (media) => onChange({ id: media.id, url: media.url, kind, name: media.original_name }),
  });

  return (
    <div className="bot-media-field">
      <HiddenFileInput inputRef={input} id={id} accept={acceptOf(extensions)} testId="bot-media-input" onFile={pick} />
      <div className="bot-media-head">
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={upload !== null}>
          {t(value ? 'botReplies.media.replace' : `botReplies.media.pick.${kind}`)}
        </Button>
        <CloudPicker
          extensions={extensions}
          disabled={upload !== null}
          onPick={(file) => onChange({ id: file.id, url: file.url, kind, name: file.name })}
        />
        <Typography.Text type="secondary">
          {t(`botReplies.media.formats.${kind}`, { size: uploadMegabytes(uploadMaxBytes[kind]) })}
        </Typography.Text>
      </div>
      {upload ? (
        <UploadProgress
          upload={upload}
          onCancel={cancel}
          cancelLabel={t('botReplies.media.cancel')}
          testId="bot-media-progress"
          className="bot-media-upload"
        />
      ) : value ? (
        <div className="bot-media-upload" data-testid="bot-media-ready">
          {value.kind === 'image' ? <PictureOutlined /> : <FileOutlined />}
          <bdi className="bot-media-name">{value.name}</bdi>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('botReplies.media.remove')}
            onClick={() => onChange(null)}
          />
        </div>
      ) : null}
      {error ? (
        <div className="form-field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
