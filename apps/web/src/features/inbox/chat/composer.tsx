import { CloseOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { messageAttachmentExtensions, messagingLimits, type MessagingWindow } from '@app/contract';
import { Alert, Button, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudPicker } from '@/shared/upload/cloud-picker.tsx';
import { acceptOf } from '@/shared/upload/upload-checks.ts';
import { HiddenFileInput, UploadProgress } from '@/shared/upload/upload-progress.tsx';
import { useFileUpload } from '@/shared/upload/use-file-upload.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { SendProductsButton } from './send-products-button.tsx';
import type { OutboxAttachment } from './use-outbox.ts';
import { useRemaining } from './window-clock.tsx';

const attachmentAccept = acceptOf(messageAttachmentExtensions);

/** Text, emoji and one image or file; disabled, with Meta's reason, when the window is closed. */
export function Composer({
  window,
  onSend,
  storePageId = null,
}: {
  window: MessagingWindow;
  onSend: (text: string, attachment: OutboxAttachment | null, itemIds?: number[]) => void;
  /** A Messenger conversation's page: the seller can send its store items as product cards. */
  storePageId?: number | null;
}) {
  const { t } = useTranslation();
  const remaining = useRemaining();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<OutboxAttachment | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const closed = window.state === 'closed';

  const { upload, pick, cancel } = useFileUpload({
    to: 'attachment',
    extensions: messageAttachmentExtensions,
    onUploaded: (media) =>
      setAttachment({
        mediaId: media.id,
        name: media.original_name,
        kind: media.kind,
        previewUrl: media.kind === 'image' ? media.url : null,
      }),
  });
  const canSend = !closed && !upload && (text.trim() !== '' || attachment !== null);

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim(), attachment);
    setText('');
    setAttachment(null);
  };

  if (closed) {
    return (
      <div className="inbox-composer" data-testid="composer" data-disabled="true">
        <Alert
          type="warning"
          showIcon
          title={t('inbox.composer.closedTitle')}
          description={t('inbox.composer.closedReason')}
          data-testid="composer-disabled-reason"
        />
      </div>
    );
  }

  return (
    <div className="inbox-composer" data-testid="composer" data-disabled="false">
      {window.state === 'human_agent' ? (
        <Alert
          type="info"
          showIcon
          className="inbox-human-agent"
          title={t('inbox.composer.humanAgent', { remaining: remaining(window.closesAt) })}
          data-testid="human-agent-notice"
        />
      ) : null}
      {upload ? (
        <UploadProgress
          upload={upload}
          onCancel={cancel}
          cancelLabel={t('inbox.composer.removeFile')}
          testId="upload-progress"
        />
      ) : null}
      {attachment ? (
        <div className="inbox-upload" data-testid="attachment-ready">
          <PaperClipOutlined />
          <span dir="auto" className="inbox-upload-name">
            {attachment.name}
          </span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('inbox.composer.removeFile')}
            onClick={() => setAttachment(null)}
          />
        </div>
      ) : null}
      <div className="inbox-composer-row">
        <EmojiPicker onPick={(value) => setText((current) => current + value)} />
        <Button
          type="text"
          icon={<PaperClipOutlined />}
          aria-label={t('inbox.composer.attach')}
          disabled={Boolean(upload || attachment)}
          onClick={() => fileInput.current?.click()}
          data-testid="attach-button"
        />
        <HiddenFileInput inputRef={fileInput} accept={attachmentAccept} testId="attach-input" onFile={pick} />
        <CloudPicker
          compact
          extensions={messageAttachmentExtensions}
          disabled={Boolean(upload || attachment)}
          onPick={(file) =>
            setAttachment({
              mediaId: file.id,
              name: file.name,
              kind: file.kind,
              previewUrl: file.kind === 'image' ? file.url : null,
            })
          }
        />
        {storePageId !== null ? (
          <SendProductsButton
            pageId={storePageId}
            onSend={(itemIds) => onSend(t('inbox.composer.productCards', { count: itemIds.length }), null, itemIds)}
          />
        ) : null}
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            if (event.shiftKey) return;
            event.preventDefault();
            submit();
          }}
          maxLength={messagingLimits.textLength}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={t('inbox.composer.placeholder')}
          aria-label={t('inbox.composer.placeholder')}
          dir="auto"
          data-testid="composer-text"
        />
        <Button
          type="primary"
          icon={<SendOutlined className="inbox-send-icon" />}
          disabled={!canSend}
          onClick={submit}
          data-testid="send-button"
        >
          {t('inbox.composer.send')}
        </Button>
      </div>
    </div>
  );
}
