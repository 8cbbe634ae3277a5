import { useTranslation } from 'react-i18next';
import { BotMessagePreview } from '@/shared/messenger/bot-message-preview.tsx';
import type { BotFormValues } from '../bot-form-values.ts';

/** The bot form's answer as the customer sees it in Messenger, after the message that triggers it. */
export function BotPreview({ values }: { values: BotFormValues }) {
  const { t } = useTranslation();
  const trigger = values.keyword_type === 'reply' ? null : (values.keywords[0] ?? null);
  return (
    <BotMessagePreview
      message={values}
      incomingText={trigger}
      title={t('botReplies.preview.title')}
      testId="bot-preview"
    />
  );
}
