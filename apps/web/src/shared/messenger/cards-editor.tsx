import './message-editors.css';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { messengerLimits, type MessageCard } from '@app/contract';
import { Button, Card, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonsEditor } from './buttons-editor.tsx';
import type { ErrorLookup } from '@/shared/form/field-errors.ts';

type CardsEditorProps = { value: MessageCard[]; onChange: (cards: MessageCard[]) => void; errorAt: ErrorLookup };

/** A carousel of up to 10 cards (Meta's limit) with 80-character titles and subtitles and up to 3 buttons each. */
export function CardsEditor({ value, onChange, errorAt }: CardsEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<MessageCard>) =>
    onChange(value.map((card, at) => (at === index ? { ...card, ...patch } : card)));
  const full = value.length >= messengerLimits.cardsPerMessage;

  return (
    <div className="cards-editor" data-testid="cards-editor">
      {value.map((card, index) => (
        <Card
          key={index}
          size="small"
          className="cards-editor-card"
          title={t('replies.message.cardNumber', { number: index + 1 })}
          extra={
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            />
          }
        >
          <div className="cards-editor-fields">
            <Input
              value={card.title}
              onChange={(event) => update(index, { title: event.target.value })}
              placeholder={t('replies.message.cardTitle')}
              aria-label={t('replies.message.cardTitle')}
              maxLength={messengerLimits.cardTitleLength}
              showCount
              dir="auto"
              data-testid={`cards-${index}-title`}
              status={errorAt(`cards.${index}.title`) ? 'error' : ''}
            />
            {errorAt(`cards.${index}.title`) ? (
              <div className="form-field-error">{errorAt(`cards.${index}.title`)}</div>
            ) : null}
            <Input
              value={card.subtitle ?? ''}
              onChange={(event) => update(index, { subtitle: event.target.value || undefined })}
              placeholder={t('replies.message.cardSubtitle')}
              aria-label={t('replies.message.cardSubtitle')}
              maxLength={messengerLimits.cardSubtitleLength}
              showCount
              dir="auto"
            />
            <Input
              value={card.image_url ?? ''}
              onChange={(event) => update(index, { image_url: event.target.value || undefined })}
              placeholder={t('replies.message.cardImage')}
              aria-label={t('replies.message.cardImage')}
              dir="ltr"
              status={errorAt(`cards.${index}.image_url`) ? 'error' : ''}
            />
            {errorAt(`cards.${index}.image_url`) ? (
              <div className="form-field-error">{errorAt(`cards.${index}.image_url`)}</div>
            ) : null}
            <ButtonsEditor
              value={card.buttons}
              onChange={(buttons) => update(index, { buttons })}
              errorAt={errorAt}
              path={`cards.${index}.buttons`}
            />
          </div>
        </Card>
      ))}
      <div className="buttons-editor-footer">
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange([...value, { title: '', buttons: [] }])}
          data-testid="cards-add"
        >
          {t('replies.message.addCard')}
        </Button>
        <Typography.Text type="secondary">
          {t('replies.message.cardsLimit', {
            count: value.length,
            max: messengerLimits.cardsPerMessage,
            title: messengerLimits.cardTitleLength,
          })}
        </Typography.Text>
      </div>
      {errorAt('cards') ? (
        <div className="form-field-error" role="alert">
          {errorAt('cards')}
        </div>
      ) : null}
    </div>
  );
}
