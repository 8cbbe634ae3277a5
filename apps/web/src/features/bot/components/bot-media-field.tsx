import { CloseOutlined, FileOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadMaxBytes, uploadMegabytes } from '@app/contract/uploads';
import { Button, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttachmentUpload } from '@/shared/api/use-attachment-upload.ts';
import type { BotFormMedia } from '../bot-form-values.ts';

// Spec section 5: the upload formats for images and files.
const accepted: Record<BotFormMedia['kind'], string> = {
  image: '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif',
  file: '.pdf,.xls,.xlsx,.csv,.rar,.zip,.txt',
};

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
  const { upload, pick, cancel } = useAttachmentUpload((media) =>
    onChange({ id: media.id, url: media.url, kind, name: media.original_name }),
  );

  return (
    <div className="bot-media-field">
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={accepted[kind]}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) pick(file);
          event.target.value = '';
        }}
        data-testid="bot-media-input"
      />
      <div className="bot-media-head">
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={upload !== null}>
          {t(value ? 'botReplies.media.replace' : `botReplies.media.pick.${kind}`)}
        </Button>
        <Typography.Text type="secondary">
          {t(`botReplies.media.formats.${kind}`, { size: uploadMegabytes(uploadMaxBytes[kind]) })}
        </Typography.Text>
      </div>
      {upload ? (
        <div className="bot-media-upload" data-testid="bot-media-progress">
          <bdi className="bot-media-name">{upload.name}</bdi>
          <Progress percent={upload.percent} size="small" status={upload.error ? 'exception' : 'active'} />
          {upload.error ? (
            <span className="form-field-error" role="alert" dir="auto">
              {upload.error}
            </span>
          ) : null}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('botReplies.media.cancel')}
            onClick={cancel}
          />
        </div>
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
