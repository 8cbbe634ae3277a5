import './message-editors.css';
import { botMessageTypes, messengerLimits, type BotMessageType } from '@app/contract';
import { Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { ButtonsEditor } from './buttons-editor.tsx';
import { CardsEditor } from './cards-editor.tsx';
import type { BotMessagePart } from './messenger-message.ts';
import { BotMediaField } from './bot-media-field.tsx';
import { QuickRepliesEditor } from './quick-replies-editor.tsx';
import { useShowCount } from '@/shared/ui/use-show-count.ts';
import { ProductItemsPicker } from '@/shared/product-cards/product-items-picker.tsx';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';

type BotMessageEditorProps = {
  value: BotMessagePart;
  onChange: (patch: Partial<BotMessagePart>) => void;
  errorAt: (path: string) => string | undefined;
  /** A flow's step: quick replies continue on the canvas, so they take no payload of the seller's. */
  branching?: boolean;
};

/** A keyword reply's or a flow step's product cards: the page's store items (comment-to-order). */
function ProductItemsField({ value, onChange, errorAt }: Omit<BotMessageEditorProps, 'branching'>) {
  const pageId = useSession((state) => selectCurrentPage(state)?.id ?? null);
  return (
    <ProductItemsPicker
      id="bot-product-items"
      pageId={pageId}
      value={value.item_ids ?? []}
      onChange={(itemIds) => onChange({ item_ids: itemIds })}
      error={errorAt('item_ids')}
    />
  );
}

const takesText = (type: BotMessageType) => type === 'text' || type === 'buttons' || type === 'quick_replies';

/** The message the bot sends, of one of Messenger's six kinds, each with its editor and Meta's limits. */
export function BotMessageEditor({ value, onChange, errorAt, branching = false }: BotMessageEditorProps) {
  const { t } = useTranslation();
  const showCount = useShowCount();
  const type = value.message_type;
  const mediaKind = type === 'image' || type === 'file' ? type : null;
  return (
    <div className="bot-message-editor">
      <FormField label={t('botReplies.form.messageType')} htmlFor="bot-message-type">
        <Segmented<BotMessageType>
          id="bot-message-type"
          value={type}
          onChange={(next) => onChange({ message_type: next })}
          options={botMessageTypes.map((option) => ({
            value: option,
            label: <span data-testid={`bot-message-type-${option}`}>{t(`botReplies.messageTypes.${option}`)}</span>,
          }))}
          className="bot-message-types"
        />
      </FormField>
      {takesText(type) ? (
        <FormField label={t('botReplies.form.message')} htmlFor="bot-message" error={errorAt('message')}>
          <Input.TextArea
            id="bot-message"
            value={value.message}
            onChange={(event) => onChange({ message: event.target.value })}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={type === 'buttons' ? messengerLimits.buttonTemplateTextLength : messengerLimits.textLength}
            showCount={showCount}
            dir="auto"
            placeholder={t('botReplies.form.messagePlaceholder')}
            status={errorAt('message') ? 'error' : ''}
            data-testid="bot-message"
          />
        </FormField>
      ) : null}
      {mediaKind ? (
        <FormField label={t(`botReplies.messageTypes.${mediaKind}`)} htmlFor="bot-media">
          <BotMediaField
            id="bot-media"
            kind={mediaKind}
            value={value.media?.kind === mediaKind ? value.media : null}
            onChange={(media) => onChange({ media, media_id: media?.id ?? null })}
            error={errorAt('media_id')}
          />
        </FormField>
      ) : null}
      {type === 'buttons' ? (
        <FormField label={t('botReplies.form.buttons')} htmlFor="bot-buttons">
          <ButtonsEditor
            value={value.buttons}
            onChange={(buttons) => onChange({ buttons })}
            errorAt={errorAt}
            path="buttons"
          />
        </FormField>
      ) : null}
      {type === 'cards' ? (
        <FormField label={t('botReplies.form.cards')} htmlFor="bot-cards">
          <CardsEditor value={value.cards} onChange={(cards) => onChange({ cards })} errorAt={errorAt} />
        </FormField>
      ) : null}
      {type === 'products' ? <ProductItemsField value={value} onChange={onChange} errorAt={errorAt} /> : null}
      {type === 'quick_replies' ? (
        <FormField label={t('botReplies.form.quickReplies')} htmlFor="bot-quick-replies">
          <QuickRepliesEditor
            value={value.replies}
            onChange={(replies) => onChange({ replies })}
            errorAt={errorAt}
            withPayload={!branching}
          />
        </FormField>
      ) : null}
    </div>
  );
}
