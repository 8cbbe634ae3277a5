import '../styles/replies.css';
import '../styles/reply-form.css';
import { FileOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudPicker } from '@/shared/upload/cloud-picker.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { acceptOf, checkUploadFile, extensionsOfKinds } from '@/shared/upload/upload-checks.ts';
import { useUploadRejectionText } from '@/shared/upload/use-upload-rejection-text.ts';
import { useReplyChannel, useReplyChannelRules } from '../channel/reply-channel-context.tsx';
import { privateMessageEditors } from '../channel/reply-channel.ts';
import { ButtonsEditor } from '@/shared/messenger/buttons-editor.tsx';
import type { PrivateMessageValue } from '@/shared/messenger/messenger-message.ts';
import { CardsEditor } from '@/shared/messenger/cards-editor.tsx';
import type { ErrorLookup } from '@/shared/form/field-errors.ts';
import { useShowCount } from '@/shared/ui/use-show-count.ts';

type PrivateMessageEditorProps = {
  value: PrivateMessageValue;
  onChange: (patch: Partial<PrivateMessageValue>) => void;
  attachment: File | null;
  onAttachmentChange: (file: File | null) => void;
  errorAt: ErrorLookup;
  idPrefix: string;
  /** A campaign's private reply can be product cards (comment-to-order); a saved template cannot. */
  withProducts?: boolean;
};

/** The private message editor shared by campaigns and templates, with the types and limits of the channel. */
export function PrivateMessageEditor({
  value,
  onChange,
  attachment,
  onAttachmentChange,
  errorAt,
  idPrefix,
  withProducts = false,
}: PrivateMessageEditorProps) {
  const { t } = useTranslation();
  const showCount = useShowCount();
  const channel = useReplyChannel();
  const rules = useReplyChannelRules();
  const type = value.message_type;
  const editors = privateMessageEditors(channel, type);
  const rejectionText = useUploadRejectionText();
  // The file travels with the form's save; it is checked here, before it is held, as any upload is.
  const [refusedFile, setRefusedFile] = useState<string | null>(null);
  const attachmentExtensions = editors.attachment ? extensionsOfKinds([editors.attachment]) : [];

  return (
    <div className="private-message-editor">
      <FormField label={t('replies.message.type')} htmlFor={`${idPrefix}-type`}>
        <Segmented
          id={`${idPrefix}-type`}
          value={type}
          onChange={(next) => onChange({ message_type: next })}
          options={rules.messageTypes
            .filter((option) => withProducts || option !== 'products')
            .map((option) => ({ value: option, label: t(`replies.message.types.${option}`) }))}
          data-testid="message-type"
          block
        />
      </FormField>
      {editors.text ? (
        <FormField label={t('replies.message.text')} htmlFor={`${idPrefix}-message`} error={errorAt('message')}>
          <Input.TextArea
            id={`${idPrefix}-message`}
            value={value.message}
            onChange={(event) => onChange({ message: event.target.value })}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={rules.privateTextLength}
            showCount={showCount}
            dir="auto"
            placeholder={t('replies.message.textPlaceholder')}
            status={errorAt('message') ? 'error' : ''}
            data-testid="private-message"
          />
        </FormField>
      ) : null}
      {editors.attachment ? (
        <FormField
          label={t(editors.attachment === 'image' ? 'replies.message.image' : 'replies.message.file')}
          htmlFor={`${idPrefix}-attachment`}
          error={refusedFile ?? errorAt('attachment') ?? errorAt('attachment_url')}
        >
          <div className="attachment-picker">
            <Upload
              accept={acceptOf(attachmentExtensions)}
              maxCount={1}
              showUploadList={false}
              beforeUpload={(file) => {
                const rejection = checkUploadFile(file, attachmentExtensions);
                setRefusedFile(rejection ? rejectionText(rejection) : null);
                if (!rejection) onAttachmentChange(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} id={`${idPrefix}-attachment`} data-testid="attachment-pick">
                {t('replies.message.chooseFile')}
              </Button>
            </Upload>
            <CloudPicker
              extensions={attachmentExtensions}
              onPick={(file) => {
                onAttachmentChange(null);
                onChange({ attachment_url: file.url });
              }}
            />
            {attachment ? (
              <span className="attachment-name">
                {editors.attachment === 'image' ? <PictureOutlined /> : <FileOutlined />} <bdi>{attachment.name}</bdi>
                <Button type="link" size="small" onClick={() => onAttachmentChange(null)}>
                  {t('common.delete')}
                </Button>
              </span>
            ) : null}
            <Typography.Text type="secondary">{t('replies.message.orUrl')}</Typography.Text>
            <Input
              value={value.attachment_url ?? ''}
              onChange={(event) => onChange({ attachment_url: event.target.value || null })}
              placeholder="https://"
              dir="ltr"
              disabled={Boolean(attachment)}
              aria-label={t('replies.message.attachmentUrl')}
            />
            <Typography.Text type="secondary">
              {t(editors.attachment === 'image' ? 'replies.message.imageFormats' : 'replies.message.fileFormats')}
            </Typography.Text>
          </div>
        </FormField>
      ) : null}
      {editors.buttons ? (
        <FormField label={t('replies.message.buttons')} htmlFor={`${idPrefix}-buttons`}>
          <ButtonsEditor
            value={value.buttons}
            onChange={(buttons) => onChange({ buttons })}
            errorAt={errorAt}
            path="buttons"
          />
        </FormField>
      ) : null}
      {editors.cards ? (
        <FormField label={t('replies.message.cards')} htmlFor={`${idPrefix}-cards`}>
          <CardsEditor value={value.cards} onChange={(cards) => onChange({ cards })} errorAt={errorAt} />
        </FormField>
      ) : null}
    </div>
  );
}
