import { UploadOutlined } from '@ant-design/icons';
import { botMessageTypes, buttonTemplateTextLength, messengerLimits } from '@app/contract';
import { Button, Input, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonsEditor, CardsEditor, MessengerPreview, PhoneFrame } from '@/features/replies/index.ts';
import { uploadMedia } from '@/shared/api/upload-media.ts';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import type { FlowNodeData } from '../model/flow-document.ts';
import { QuickRepliesEditor } from './quick-replies-editor.tsx';

type MessageData = FlowNodeData<'message'>;

type MessageNodeEditorProps = {
  nodeId: string;
  data: MessageData;
  onChange: (data: MessageData) => void;
  errorAt: (path: string) => string | undefined;
};

const acceptedFiles = {
  image: '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif',
  file: '.pdf,.xls,.xlsx,.csv,.rar,.zip,.txt',
};

/**
 * A message step: the comment replies' editors for text, buttons and cards, quick replies, an uploaded image or
 * file, and the phone preview of what the customer gets.
 */
export function MessageNodeEditor({ nodeId, data, onChange, errorAt }: MessageNodeEditorProps) {
  const { t } = useTranslation();
  const page = useSession(selectCurrentPage);
  const showApiError = useShowApiError();
  const [uploaded, setUploaded] = useState<{ id: number; url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const change = (patch: Partial<MessageData>) => onChange({ ...data, ...patch });
  const type = data.message_type;
  const withText = type === 'text' || type === 'buttons' || type === 'quick_replies';
  const media = type === 'image' || type === 'file' ? type : null;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadMedia(file, () => {}).done;
      setUploaded({ id: stored.id, url: stored.url, name: stored.original_name });
      change({ media_id: stored.id });
    } catch (error) {
      showApiError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flow-panel-fields">
      <FormField label={t('replies.message.type')} htmlFor={`${nodeId}-type`}>
        <Select
          id={`${nodeId}-type`}
          value={type}
          onChange={(next) => change({ message_type: next })}
          options={botMessageTypes.map((option) => ({ value: option, label: t(`botFlows.message.types.${option}`) }))}
          data-testid="message-type"
        />
      </FormField>
      {withText ? (
        <FormField label={t('replies.message.text')} htmlFor={`${nodeId}-message`} error={errorAt('message')}>
          <Input.TextArea
            id={`${nodeId}-message`}
            value={data.message}
            onChange={(event) => change({ message: event.target.value })}
            autoSize={{ minRows: 3, maxRows: 8 }}
            // Meta's button template carries less text than a plain message.
            maxLength={type === 'buttons' ? buttonTemplateTextLength : messengerLimits.textLength}
            showCount
            dir="auto"
            status={errorAt('message') ? 'error' : ''}
            data-testid="message-text"
          />
        </FormField>
      ) : null}
      {media ? (
        <FormField label={t(`botFlows.message.${media}`)} htmlFor={`${nodeId}-media`} error={errorAt('media_id')}>
          <Upload
            accept={acceptedFiles[media]}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} id={`${nodeId}-media`} loading={uploading}>
              {t('replies.message.chooseFile')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">
            {uploaded && uploaded.id === data.media_id ? (
              <bdi>{uploaded.name}</bdi>
            ) : data.media_id !== null ? (
              t('botFlows.message.mediaSaved')
            ) : (
              t('botFlows.message.noMedia')
            )}
          </Typography.Text>
        </FormField>
      ) : null}
      {type === 'buttons' ? (
        <FormField label={t('replies.message.buttons')} htmlFor={`${nodeId}-buttons`} error={errorAt('buttons')}>
          <ButtonsEditor
            value={data.buttons}
            onChange={(buttons) => change({ buttons })}
            errorAt={errorAt}
            path="buttons"
          />
        </FormField>
      ) : null}
      {type === 'cards' ? (
        <FormField label={t('replies.message.cards')} htmlFor={`${nodeId}-cards`}>
          <CardsEditor value={data.cards} onChange={(cards) => change({ cards })} errorAt={errorAt} />
        </FormField>
      ) : null}
      {type === 'quick_replies' ? (
        <FormField label={t('botFlows.message.replies')} htmlFor={`${nodeId}-replies`} error={errorAt('replies')}>
          <QuickRepliesEditor value={data.replies} onChange={(replies) => change({ replies })} errorAt={errorAt} />
        </FormField>
      ) : null}
      <Typography.Text type="secondary" className="flow-panel-hint">
        {t('botFlows.message.branchesHint')}
      </Typography.Text>
      <PhoneFrame title={t('botFlows.message.preview')} testId="flow-message-preview">
        <MessengerPreview
          page={{ name: page?.name ?? '', avatar: page?.avatar ?? null }}
          message={{
            message_type: type === 'quick_replies' ? 'text' : type,
            message: data.message,
            buttons: data.buttons,
            cards: data.cards,
            attachment_url: uploaded && uploaded.id === data.media_id ? uploaded.url : null,
          }}
          attachmentPreview={null}
          attachmentName={uploaded && uploaded.id === data.media_id ? uploaded.name : null}
          postLink={null}
          quickReplies={type === 'quick_replies' ? data.replies.map((reply) => reply.title) : []}
        />
      </PhoneFrame>
    </div>
  );
}
