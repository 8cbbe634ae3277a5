import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotMessageEditor } from '@/shared/messenger/bot-message-editor.tsx';
import { BotMessagePreview } from '@/shared/messenger/bot-message-preview.tsx';
import type { BotMessagePart } from '@/shared/messenger/messenger-message.ts';
import { useProductCardsPreview } from '@/shared/product-cards/use-product-cards-preview.ts';
import type { FlowStepEditorProps } from '../builder-flow-step.ts';

/**
 * A message step: the bot form's message editor (text, buttons, cards, quick replies, an uploaded image or file,
 * the store's product cards) and its phone preview. The step stores the media's id; the file picked here is kept for the preview.
 */
export function MessageEditor({ data, onChange, fieldProblem }: FlowStepEditorProps<'message'>) {
  const { t } = useTranslation();
  const errorAt = (path: string) => fieldProblem(path) ?? (path === 'message' ? fieldProblem('text') : undefined);
  const [picked, setPicked] = useState<BotMessagePart['media']>(null);
  const media = picked && picked.id === data.media_id ? picked : null;
  const value: BotMessagePart = { ...data, media };
  const productCards = useProductCardsPreview(data.message_type === 'products' ? data.item_ids : null);
  // The phone shows product cards as the cards they become (each customer's own Order link is made when sent).
  const shown: BotMessagePart = productCards ? { ...value, message_type: 'cards', cards: productCards } : value;

  const change = ({ media: next, ...patch }: Partial<BotMessagePart>) => {
    if (next !== undefined) setPicked(next);
    onChange({ ...data, ...patch });
  };

  return (
    <div className="flow-panel-fields">
      <BotMessageEditor value={value} onChange={change} errorAt={errorAt} branching />
      {data.media_id !== null && !media ? (
        <span className="flow-panel-hint">{t('botFlows.message.mediaSaved')}</span>
      ) : null}
      {data.message_type === 'products' ? null : (
        <span className="flow-panel-hint">{t('botFlows.message.branchesHint')}</span>
      )}
      <BotMessagePreview
        message={shown}
        incomingText={null}
        title={t('botFlows.message.preview')}
        testId="flow-message-preview"
      />
    </div>
  );
}
