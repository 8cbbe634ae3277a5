import './message-editors.css';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { messengerLimits, type MessageButton } from '@app/contract';
import { Button, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorLookup } from '@/shared/form/field-errors.ts';

type ButtonsEditorProps = {
  value: MessageButton[];
  onChange: (buttons: MessageButton[]) => void;
  errorAt: ErrorLookup;
  /** Where these buttons sit in the form ("buttons" or "cards.2.buttons"), for their errors and test ids. */
  path: string;
};

/** Up to 3 Messenger buttons (Meta's limit), each a link or a postback, with 20-character titles. */
export function ButtonsEditor({ value, onChange, errorAt, path }: ButtonsEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<MessageButton>) =>
    onChange(value.map((button, at) => (at === index ? { ...button, ...patch } : button)));
  const full = value.length >= messengerLimits.buttonsPerMessage;

  return (
    <div className="buttons-editor" data-testid={`${path}-editor`}>
      {value.map((button, index) => {
        const error =
          errorAt(`${path}.${index}.title`) ?? errorAt(`${path}.${index}.url`) ?? errorAt(`${path}.${index}.payload`);
        return (
          <div key={index} className="buttons-editor-row">
            <div className="buttons-editor-fields">
              <Select
                value={button.type}
                onChange={(type) => update(index, { type })}
                options={[
                  { value: 'web_url', label: t('replies.message.buttonLink') },
                  { value: 'postback', label: t('replies.message.buttonPostback') },
                ]}
                aria-label={t('replies.message.buttonType')}
                className="buttons-editor-type"
              />
              <Input
                value={button.title}
                onChange={(event) => update(index, { title: event.target.value })}
                placeholder={t('replies.message.buttonTitle')}
                aria-label={t('replies.message.buttonTitle')}
                maxLength={messengerLimits.buttonTitleLength}
                showCount
                dir="auto"
                data-testid={`${path}-${index}-title`}
                status={errorAt(`${path}.${index}.title`) ? 'error' : ''}
              />
              {button.type === 'web_url' ? (
                <Input
                  value={button.url ?? ''}
                  onChange={(event) => update(index, { url: event.target.value || undefined })}
                  placeholder="https://"
                  aria-label={t('replies.message.buttonUrl')}
                  dir="ltr"
                  data-testid={`${path}-${index}-url`}
                  status={errorAt(`${path}.${index}.url`) ? 'error' : ''}
                />
              ) : (
                <Input
                  value={button.payload ?? ''}
                  onChange={(event) => update(index, { payload: event.target.value || undefined })}
                  placeholder={t('replies.message.buttonPayload')}
                  aria-label={t('replies.message.buttonPayload')}
                  dir="auto"
                  status={errorAt(`${path}.${index}.payload`) ? 'error' : ''}
                />
              )}
            </div>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            />
            {error ? (
              <div className="form-field-error buttons-editor-error" role="alert">
                {error}
              </div>
            ) : null}
          </div>
        );
      })}
      <div className="buttons-editor-footer">
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange([...value, { type: 'web_url', title: '', url: undefined }])}
          data-testid={`${path}-add`}
        >
          {t('replies.message.addButton')}
        </Button>
        <Typography.Text type="secondary">
          {t('replies.message.buttonsLimit', {
            count: value.length,
            max: messengerLimits.buttonsPerMessage,
            title: messengerLimits.buttonTitleLength,
          })}
        </Typography.Text>
      </div>
      {errorAt(path) ? (
        <div className="form-field-error" role="alert">
          {errorAt(path)}
        </div>
      ) : null}
    </div>
  );
}
