import '../styles/reply-form.css';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { messengerLimits } from '@app/contract';
import { Button, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ReplyTextsEditorProps = {
  texts: string[];
  onChange: (texts: string[]) => void;
  hasError: (index: number) => boolean;
  /** Each text is `${testIdPrefix}-${index}` (its id and test id), the add button `${testIdPrefix}-add`. */
  testIdPrefix: string;
  testId?: string;
  /** Shown under the add button, inside the list. */
  children?: ReactNode;
};

/** Up to `publicRepliesPerCampaign` public reply texts, with the recommended count as a hint. */
export function ReplyTextsEditor({ texts, onChange, hasError, testIdPrefix, testId, children }: ReplyTextsEditorProps) {
  const { t } = useTranslation();

  return (
    <div className="reply-texts" data-testid={testId}>
      {texts.map((text, index) => {
        const label = t('replies.form.replyTextPlaceholder', { number: index + 1 });
        return (
          <div key={index} className="reply-text-row">
            <Input.TextArea
              id={`${testIdPrefix}-${index}`}
              value={text}
              onChange={(event) => onChange(texts.map((item, at) => (at === index ? event.target.value : item)))}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={messengerLimits.textLength}
              dir="auto"
              placeholder={label}
              aria-label={label}
              status={hasError(index) ? 'error' : ''}
              data-testid={`${testIdPrefix}-${index}`}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              disabled={texts.length === 1}
              onClick={() => onChange(texts.filter((_, at) => at !== index))}
            />
          </div>
        );
      })}
      <div className="buttons-editor-footer">
        <Button
          icon={<PlusOutlined />}
          disabled={texts.length >= messengerLimits.publicRepliesPerCampaign}
          onClick={() => onChange([...texts, ''])}
          data-testid={`${testIdPrefix}-add`}
        >
          {t('replies.form.addReplyText')}
        </Button>
        <Typography.Text type={texts.length > messengerLimits.recommendedPublicReplies ? 'warning' : 'secondary'}>
          {t('replies.form.replyTextsHint', {
            count: texts.length,
            max: messengerLimits.publicRepliesPerCampaign,
            recommended: messengerLimits.recommendedPublicReplies,
          })}
        </Typography.Text>
      </div>
      {children}
    </div>
  );
}
